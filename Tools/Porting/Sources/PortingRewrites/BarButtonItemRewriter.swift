import SwiftSyntax

/// `UIBarButtonItem(barButtonSystemItem:target:action:)`, `(title:style:target:action:)` and
/// `(image:style:target:action:)` → the `primaryAction:` forms (iOS 14).
///
/// - `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))` →
///   `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.add() })`.
/// - `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))` →
///   `UIBarButtonItem(primaryAction: UIAction(title: "Edit") { … })`: a primary action's title
///   and image replace the item's, so they go in the action.
/// - A style other than `.plain` (`.done`) has no `primaryAction:` initializer: the item is made in
///   a closure that sets `style` after it.
final class BarButtonItemRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ original: FunctionCallExprSyntax) -> ExprSyntax {
        let indentation = original.lineIndentation
        let node = super.visit(original).cast(FunctionCallExprSyntax.self)
        guard case .rewrite(let text) = Self.plan(node, methods: context.actionMethods, indentation: indentation)
        else { return ExprSyntax(node) }
        context.recordChange()
        // The item's look is kept as text; the target and selector become the action.
        let kept = node.arguments.filter { !["target", "action"].contains($0.label?.text) }.map {
            Syntax($0.expression)
        }
        return parseExpression(text).replacing(
            node, keeping: [Syntax(node.calledExpression)] + kept, indentation: indentation)
    }

    /// Whether `node` makes a bar button item with a target and a `#selector`, and the expression
    /// that replaces it or why there is none.
    static func plan(
        _ node: FunctionCallExprSyntax, methods: ActionMethodIndex, indentation: String = ""
    ) -> TargetActionRewriter.Plan {
        let called = node.calledExpression.trimmedDescription
        guard called == "UIBarButtonItem" || called == ".init" || called == "UIBarButtonItem.init",
            let target = node.argument("target"), let selector = node.argument("action"),
            selector.is(MacroExpansionExprSyntax.self)
        else { return .notApplicable }
        switch node.labels {
        case ["barButtonSystemItem", "target", "action"]:
            let action = TargetActionRewriter.closure(target: target, selector: selector, methods: methods)
            guard case .rewrite(let closure) = action else { return action }
            let item = node.argument("barButtonSystemItem")!.trimmedDescription
            return .rewrite("\(called)(systemItem: \(item), primaryAction: \(closure))")
        case ["title", "style", "target", "action"], ["image", "style", "target", "action"]:
            let label = node.labels[0]
            let value = node.argument(label)!.trimmedDescription
            let action = TargetActionRewriter.closure(
                target: target, selector: selector, methods: methods, title: "\(label): \(value)")
            guard case .rewrite(let closure) = action else { return action }
            let style = node.argument("style")!.trimmedDescription
            if style == ".plain" || style == "UIBarButtonItem.Style.plain" {
                return .rewrite("\(called)(primaryAction: \(closure))")
            }
            guard called != ".init" else {
                return .unsupported("a '\(style)' item made with '.init' cannot be set up in a closure")
            }
            let inner = indented(indentation)
            return .rewrite(
                """
                {
                \(inner)let item = \(called)(primaryAction: \(closure))
                \(inner)item.style = \(style)
                \(inner)return item
                \(indentation)}()
                """)
        default:
            return .notApplicable
        }
    }
}
