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
/// - A title that is not a string literal may be a `String?`, which `UIAction(title:)` does not
///   take: the item is made in a closure that sets `title` after the action (as on iOS, the last
///   title set is the one shown).
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

    /// Whether `expression` is a `String` by its spelling alone: a literal, or a call to
    /// `NSLocalizedString` or `String(…)`.
    static func isString(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return ["NSLocalizedString", "String", "String.init"].contains(call.calledExpression.trimmedDescription)
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
            let argument = node.argument(label)!
            let value = argument.trimmedDescription
            // A title that is not a literal may be a `String?` (the item's parameter is optional,
            // `UIAction`'s is not): it is set on the item after the action, which takes `String?`.
            let titleOnItem = label == "title" && !Self.isString(argument)
            let action = TargetActionRewriter.closure(
                target: target, selector: selector, methods: methods, title: titleOnItem ? nil : "\(label): \(value)")
            guard case .rewrite(let closure) = action else { return action }
            let style = node.argument("style")!.trimmedDescription
            let plain = style == ".plain" || style == "UIBarButtonItem.Style.plain"
            if plain && !titleOnItem {
                return .rewrite("\(called)(primaryAction: \(closure))")
            }
            guard called != ".init" else {
                return .unsupported(
                    titleOnItem
                        ? "an item made with '.init' whose title is not a literal cannot be set up in a closure"
                        : "a '\(style)' item made with '.init' cannot be set up in a closure")
            }
            let inner = indented(indentation)
            let settings =
                (titleOnItem ? ["\(inner)item.title = \(value)\n"] : [])
                + (plain ? [] : ["\(inner)item.style = \(style)\n"])
            return .rewrite(
                """
                {
                \(inner)let item = \(called)(primaryAction: \(closure))
                \(settings.joined())\(inner)return item
                \(indentation)}()
                """)
        default:
            return .notApplicable
        }
    }
}
