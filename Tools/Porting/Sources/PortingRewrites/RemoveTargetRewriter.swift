import SwiftSyntax

/// `control.removeTarget(_:action:for:)` → removing the closure actions that replaced the
/// target–action pairs it named.
///
/// - `removeTarget(self, action: #selector(m), for: e)` (or a `nil` target) →
///   `removeAction(identifiedBy: UIAction.Identifier("Screen.m"), for: e)`: the identifier
///   ``TargetActionRewriter`` gave the action that replaced `addTarget(self, action: #selector(m), for:)`.
/// - `removeTarget(nil, action: nil, for: e)` → every closure action for those events, with
///   UIKit's `enumerateEventHandlers(_:)` (iOS 14).
/// - `removeTarget(self, action: nil, for: e)` → the closure actions whose identifier names this
///   type's methods.
///
/// The call compiles unchanged when it names no selector, but after ``TargetActionRewriter`` the
/// control's handlers are `UIAction`s, not target/action pairs, and `removeTarget` removes pairs
/// only: left as it was, it would silently remove nothing. The replacement removes what the
/// original removed.
final class RemoveTargetRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    enum Plan {
        case notApplicable
        /// Remove the action with this identifier.
        case identifier(String)
        /// Remove every closure action (`prefix` nil) or those whose identifier starts with `prefix`.
        case every(prefix: String?)
        case unsupported(String)
    }

    /// What `node` removes, if it is `removeTarget(_:action:for:)` the rewrite handles.
    static func plan(_ node: FunctionCallExprSyntax, methods: ActionMethodIndex, at position: some SyntaxProtocol)
        -> Plan
    {
        guard node.calledName == "removeTarget", node.labels == ["_", "action", "for"],
            let target = node.argument("_"), let action = node.argument("action")
        else { return .notApplicable }
        let targetText = target.trimmedDescription
        let anyTarget = target.is(NilLiteralExprSyntax.self)
        guard anyTarget || targetText == "self" else {
            if action.is(MacroExpansionExprSyntax.self) {
                return .unsupported("the target is '\(targetText)', not 'self'")
            }
            return .notApplicable
        }
        if action.is(NilLiteralExprSyntax.self) {
            guard !anyTarget else { return .every(prefix: nil) }
            guard let type = ActionIdentifier.enclosingTypeName(of: position) else {
                return .unsupported("'self' is not inside a type, so its actions cannot be told apart")
            }
            return .every(prefix: "\(type).")
        }
        guard action.is(MacroExpansionExprSyntax.self) else { return .notApplicable }
        guard let identifier = ActionIdentifier.make(for: SelectorReference(action), in: methods, at: position) else {
            return .unsupported("the selector's method is not declared (once) in this file")
        }
        return .identifier(identifier)
    }

    override func visit(_ original: FunctionCallExprSyntax) -> ExprSyntax {
        let indentation = original.lineIndentation
        let node = super.visit(original).cast(FunctionCallExprSyntax.self)
        let plan = Self.plan(node, methods: context.actionMethods, at: original)
        let receiver = node.receiver.map { "\($0.trimmedDescription)." } ?? ""
        guard let eventsArgument = node.argument("for") else { return ExprSyntax(node) }
        let events = eventsArgument.trimmedDescription
        let text: String
        switch plan {
        case .notApplicable, .unsupported:
            return ExprSyntax(node)
        case .identifier(let identifier):
            text = "\(receiver)removeAction(identifiedBy: \(ActionIdentifier.expression(identifier)), for: \(events))"
        case .every(let prefix):
            var conditions = ["let action"]
            if let prefix { conditions.append("action.identifier.rawValue.hasPrefix(\"\(prefix)\")") }
            if events != ".allEvents" && events != "UIControl.Event.allEvents" {
                conditions.append("(\(events) as UIControl.Event).contains(event)")
            }
            text = """
                \(receiver)enumerateEventHandlers { action, _, event, _ in
                \(indented(indentation))if \(conditions.joined(separator: ", ")) { \(receiver)removeAction(action, for: event) }
                \(indentation)}
                """
        }
        context.recordChange()
        let kept = [node.receiver, node.argument("for")].compactMap { $0.map(Syntax.init) }
        return parseExpression(text).replacing(node, keeping: kept, indentation: indentation)
    }
}
