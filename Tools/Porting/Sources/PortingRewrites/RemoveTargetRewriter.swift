import SwiftSyntax

/// `control.removeTarget(nil, action: nil, for: e)` → removing the control's closure actions for
/// those events, with UIKit's `enumerateEventHandlers(_:)` (iOS 14).
///
/// The call compiles unchanged, but after ``TargetActionRewriter`` the control's handlers are
/// `UIAction`s, not target/action pairs, and `removeTarget` removes pairs only: left as it was, it
/// would silently remove nothing. The replacement removes what the original removed.
final class RemoveTargetRewriter: SyntaxRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ original: FunctionCallExprSyntax) -> ExprSyntax {
        let indentation = original.lineIndentation
        let node = super.visit(original).cast(FunctionCallExprSyntax.self)
        guard node.calledName == "removeTarget", node.labels == ["_", "action", "for"],
            node.argument("_")?.is(NilLiteralExprSyntax.self) == true,
            node.argument("action")?.is(NilLiteralExprSyntax.self) == true,
            let events = node.argument("for")?.trimmedDescription
        else { return ExprSyntax(node) }
        context.recordChange()
        let receiver = node.receiver.map { "\($0.trimmedDescription)." } ?? ""
        let condition =
            events == ".allEvents" || events == "UIControl.Event.allEvents"
            ? "let action" : "let action, (\(events) as UIControl.Event).contains(event)"
        let text = """
            \(receiver)enumerateEventHandlers { action, _, event, _ in
            \(indentation)    if \(condition) { \(receiver)removeAction(action, for: event) }
            \(indentation)}
            """
        let kept = [node.receiver, node.argument("for")].compactMap { $0.map(Syntax.init) }
        return parseExpression(text).replacing(node, keeping: kept, indentation: indentation)
    }
}
