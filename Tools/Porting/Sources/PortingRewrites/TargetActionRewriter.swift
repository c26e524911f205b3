import SwiftSyntax

/// `control.addTarget(self, action: #selector(m), for: e)` →
/// `control.addAction(UIAction(identifier: UIAction.Identifier("Screen.m")) { [unowned self] _ in self.m() }, for: e)`.
///
/// The action's identifier is derived from the selector (``ActionIdentifier``), so that adding
/// the same pair again replaces the action instead of adding a second one, as UIKit ignores a
/// second `addTarget` of the same target, action and events; ``RemoveTargetRewriter`` removes it
/// by that identifier.
///
/// `#selector` needs the Objective-C runtime; `addAction(_:for:)` (iOS 14) is UIKit's closure form
/// and works on both platforms. A method that takes the sender gets `action.sender`, cast to its
/// parameter's type, which the tool reads from the method's declaration in the same file. The
/// closure holds `self` unowned: UIKit holds a target weakly, and a control does not outlive the
/// screen that owns it. Left for the reporter: a target other than `self`, a method declared in
/// another file or taking the event too.
final class TargetActionRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ original: FunctionCallExprSyntax) -> ExprSyntax {
        let indentation = original.lineIndentation
        let node = super.visit(original).cast(FunctionCallExprSyntax.self)
        guard case .rewrite(let call) = Self.plan(node, methods: context.actionMethods, at: original) else {
            return ExprSyntax(node)
        }
        context.recordChange()
        let receiver = node.receiver.map { "\($0.trimmedDescription)." } ?? ""
        let event = node.argument("for")!
        let text = "\(receiver)addAction(\(call), for: \(event.trimmedDescription))"
        let kept = [node.receiver.map(Syntax.init), Syntax(event)].compactMap { $0 }
        return parseExpression(text).replacing(node, keeping: kept, indentation: indentation)
    }

    enum Plan {
        case notApplicable
        case rewrite(String)
        case unsupported(String)
    }

    /// Whether `node` is `addTarget(_:action:for:)` with a `#selector`, and the `UIAction` that
    /// replaces it or why there is none. The reporter asks too, to say why one was left.
    /// `position` is where the call is in its file, for the enclosing type's name.
    static func plan(_ node: FunctionCallExprSyntax, methods: ActionMethodIndex, at position: some SyntaxProtocol)
        -> Plan
    {
        guard node.calledName == "addTarget", node.labels == ["_", "action", "for"],
            let selectorExpression = node.argument("action"), selectorExpression.is(MacroExpansionExprSyntax.self)
        else { return .notApplicable }
        let identifier = ActionIdentifier.make(
            for: SelectorReference(selectorExpression), in: methods, at: position)
        return closure(
            target: node.argument("_")!, selector: selectorExpression, methods: methods, identifier: identifier)
    }

    /// `UIAction { [unowned self] action in self.m(action.sender as! T) }` for a target/selector pair.
    /// `identifier` is the action's stable identifier (``ActionIdentifier``), when it needs one.
    static func closure(
        target: ExprSyntax, selector: ExprSyntax, methods: ActionMethodIndex, title: String? = nil,
        identifier: String? = nil
    ) -> Plan {
        guard target.trimmedDescription == "self" else {
            return .unsupported("the target is '\(target.trimmedDescription)', not 'self'")
        }
        switch ActionCall.make(
            SelectorReference(selector), in: methods, receiver: "self.", argument: "action.sender",
            cast: ActionCall.castSender)
        {
        case .unsupported(let reason):
            return .unsupported(reason)
        case .call(let call, let usesArgument):
            let parts = [title, identifier.map { "identifier: \(ActionIdentifier.expression($0))" }].compactMap { $0 }
            let arguments = parts.isEmpty ? "" : "(\(parts.joined(separator: ", ")))"
            return .rewrite("UIAction\(arguments) { [unowned self] \(usesArgument ? "action" : "_") in \(call) }")
        }
    }
}
