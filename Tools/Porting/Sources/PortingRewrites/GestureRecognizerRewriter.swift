import SwiftSyntax

/// `UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))` →
/// `UITapGestureRecognizer { [weak self] recognizer in self?.didTap(recognizer) }`, and
/// `recognizer.addTarget(self, action: #selector(didPan(_:)))` →
/// `recognizer.addAction { [weak self] recognizer in self?.didPan(recognizer) }`.
///
/// A recognizer's action is a selector, which needs the Objective-C runtime; `init(handler:)` and
/// `addAction(_:)` are the closure form that OpenTableView adds and OpenTableViewShim also
/// declares over UIKit's own recognizers on iOS (Porting.md, "Gesture recognizers"), so the
/// rewritten file compiles on both. The closure's parameter is the recognizer, typed as its own
/// class: a method taking a recognizer class (its own or a superclass, as the selector's method
/// declared it), `Any`, `AnyObject` or an optional of them takes it as is; another type gets a
/// cast. `self` is held weakly, as a recognizer holds its target.
/// Left for the reporter: a target other than `self`, a class the tool does not know (a
/// recognizer subclass of the app's, `.init(target:action:)`), a method declared in another file
/// or taking more than the sender.
final class GestureRecognizerRewriter: PortingRewriter {
    /// UIKit's recognizers, each of which has `init(handler:)` through the shim.
    static let recognizers: Set<String> = [
        "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer",
    ]

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ original: FunctionCallExprSyntax) -> ExprSyntax {
        let indentation = original.lineIndentation
        let node = super.visit(original).cast(FunctionCallExprSyntax.self)
        guard case .rewrite(let text) = Self.plan(node, methods: context.actionMethods) else {
            return ExprSyntax(node)
        }
        context.recordChange()
        let kept = [node.receiver.map(Syntax.init)].compactMap { $0 }
        return parseExpression(text).replacing(node, keeping: kept, indentation: indentation)
    }

    /// Whether `node` makes a recognizer with a target and a `#selector`, or adds one to a
    /// recognizer, and the expression that replaces it or why there is none. The reporter asks
    /// too, to say why one was left.
    static func plan(_ node: FunctionCallExprSyntax, methods: ActionMethodIndex) -> TargetActionRewriter.Plan {
        guard node.trailingClosure == nil, node.labels == ["target", "action"] || node.labels == ["_", "action"],
            let selector = node.argument("action"), selector.is(MacroExpansionExprSyntax.self)
        else { return .notApplicable }
        let target = node.labels[0] == "target" ? node.argument("target")! : node.argument("_")!
        let called = node.calledExpression.trimmedDescription
        let typeName = called.hasSuffix(".init") ? String(called.dropLast(5)) : called
        let make: (String) -> String
        if node.labels == ["target", "action"] {
            guard typeName.hasSuffix("GestureRecognizer") else { return .notApplicable }
            guard recognizers.contains(typeName) else {
                return .unsupported(
                    "'\(typeName)' is not one of UIKit's recognizers, whose 'init(handler:)' the shim declares")
            }
            make = { "\(typeName) \($0)" }
        } else {
            // `addTarget(_:action:)` without `for:` is the recognizer's (a control's takes events).
            guard node.calledName == "addTarget", let receiver = node.receiver else { return .notApplicable }
            make = { "\(receiver.trimmedDescription).addAction \($0)" }
        }
        guard target.trimmedDescription == "self" else {
            return .unsupported("the target is '\(target.trimmedDescription)', not 'self'")
        }
        let cast: (String, String) -> String? = { sender, type in
            passesUnchanged(type) ? sender : ActionCall.castSender(sender, to: type)
        }
        switch ActionCall.make(
            SelectorReference(selector), in: methods, receiver: "self?.", argument: "recognizer", cast: cast)
        {
        case .unsupported(let reason):
            return .unsupported(reason)
        case .call(let call, let usesArgument):
            return .rewrite(make("{ [weak self] \(usesArgument ? "recognizer" : "_") in \(call) }"))
        }
    }

    /// Whether a method whose parameter is `type` takes the closure's recognizer without a cast: a
    /// recognizer class (the method was written for this recognizer, so its class or a superclass;
    /// a cast to the same type would only add a warning), `Any`, `AnyObject`, or an optional of them.
    private static func passesUnchanged(_ type: String) -> Bool {
        var base = type
        if base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        return base.hasSuffix("GestureRecognizer") || base == "Any" || base == "AnyObject"
    }
}
