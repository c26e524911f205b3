import SwiftSyntax

/// `center.addObserver(self, selector: #selector(m), name: n, object: o)` → the block-based
/// `addObserver(forName:object:queue:using:)`, its token kept in a `notificationObservers` array the
/// rewrite adds to the class.
///
/// The block runs on the main queue and calls the method through `MainActor.assumeIsolated`, since
/// Swift 6 does not know the main queue is the main actor; it holds `self` weakly, as the
/// notification center holds a selector observer. The token is kept because the block-based form
/// stays registered until it is passed to `removeObserver(_:)`, as Apple's documentation of
/// `addObserver(forName:object:queue:using:)` says. A call outside a class body (in an extension,
/// where no stored property can be added) is left for the reporter.
final class NotificationObserverRewriter: PortingRewriter {
    /// The stored property that keeps the observers' tokens.
    static let tokensProperty = "notificationObservers"

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        // Nested classes first, so that each call is rewritten in the class that owns it.
        var classDecl = super.visit(node).cast(ClassDeclSyntax.self)
        let calls = CallRewriter(context)
        let members = calls.rewrite(classDecl.memberBlock.members).cast(MemberBlockItemListSyntax.self)
        guard calls.changed else { return DeclSyntax(classDecl) }
        classDecl.memberBlock.members = members
        let declaresTokens = members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.trimmedDescription == Self.tokensProperty
            } ?? false
        }
        if !declaresTokens, let first = members.first {
            let indentation = first.lineIndentation
            let property = parseDeclaration("private var \(Self.tokensProperty): [any NSObjectProtocol] = []")
                .with(
                    \.leadingTrivia,
                    .newline + indentationTrivia(indentation)
                        + .lineComment(
                            "// otv-port: the tokens of the block-based notification observers, which stay registered until removed"
                        ) + .newline + indentationTrivia(indentation))
            classDecl.memberBlock.members = [MemberBlockItemSyntax(decl: property)] + members
        }
        return DeclSyntax(classDecl)
    }

    /// Whether `node` is `addObserver(_:selector:name:object:)`, and the call that replaces it or
    /// why there is none (the reporter asks too).
    static func plan(
        _ node: FunctionCallExprSyntax, methods: ActionMethodIndex, indentation: String = ""
    ) -> TargetActionRewriter.Plan {
        guard node.calledName == "addObserver", node.labels == ["_", "selector", "name", "object"],
            let selector = node.argument("selector"), selector.is(MacroExpansionExprSyntax.self),
            let center = node.receiver
        else { return .notApplicable }
        guard node.argument("_")!.trimmedDescription == "self" else {
            return .unsupported("the observer is '\(node.argument("_")!.trimmedDescription)', not 'self'")
        }
        let call = ActionCall.make(
            SelectorReference(selector), in: methods, receiver: "self?.", argument: "notification"
        ) { argument, type in
            type == "Notification" ? argument : nil
        }
        switch call {
        case .unsupported(let reason):
            return .unsupported(reason)
        case .call(let call, let usesArgument):
            let name = node.argument("name")!.trimmedDescription
            let object = node.argument("object")!.trimmedDescription
            let inner = indented(indentation)
            // `Notification` is not `Sendable`; the block runs on the main queue, so handing it to
            // the main actor shares it with no other thread.
            let unsafeCopy =
                usesArgument ? "\(indented(inner))nonisolated(unsafe) let notification = notification\n" : ""
            return .rewrite(
                """
                \(tokensProperty).append(
                \(inner)\(center.trimmedDescription).addObserver(forName: \(name), object: \(object), queue: .main) { [weak self] \
                \(usesArgument ? "notification" : "_") in
                \(unsafeCopy)\(indented(inner))MainActor.assumeIsolated { \(call) }
                \(inner)})
                """)
        }
    }

    /// Rewrites the calls in one class body, not in the classes nested in it.
    private final class CallRewriter: PortingRewriter {
        private let context: RewriteContext
        private(set) var changed = false

        init(_ context: RewriteContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            DeclSyntax(node)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            let indentation = node.lineIndentation
            guard
                case .rewrite(let text) = NotificationObserverRewriter.plan(
                    node, methods: context.actionMethods, indentation: indentation)
            else { return super.visit(node) }
            context.recordChange()
            changed = true
            let kept = [node.receiver, node.argument("name"), node.argument("object")].compactMap {
                $0.map(Syntax.init)
            }
            return parseExpression(text).replacing(node, keeping: kept, indentation: indentation)
        }
    }
}
