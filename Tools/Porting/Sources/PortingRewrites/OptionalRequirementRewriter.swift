import SwiftSyntax

/// `delegate?.tableView?(tableView, didSelectRowAt: indexPath)` →
/// `delegate?.tableView(tableView, didSelectRowAt: indexPath)`.
///
/// UIKit's delegate and data source protocols are Objective-C protocols whose optional methods
/// may be missing, so forwarding code calls them with `?` after the name. OpenTableView's are
/// Swift protocols that give every optional method a default implementation doing what UIKit
/// does when the method is missing: the method always exists, and the `?` fails ("cannot use
/// optional chaining on non-optional value", Porting.md, "Optional-requirement calls"). Only
/// the methods of the table's and its controls' protocols are rewritten, recognised by name, so
/// that an app's optional closure property (`onSelect?(item)`) keeps its `?`.
final class OptionalRequirementRewriter: PortingRewriter {
    /// The protocol methods' base names: `tableView(_:…)`, `scrollViewDidScroll(_:)`, …
    static let prefixes = [
        "tableView", "scrollView", "textField", "numberOfSections", "sectionIndexTitles", "viewForZooming",
        "searchBar", "navigationController", "tabBarController", "presentationController", "adaptivePresentation",
        "contextMenuInteraction", "collectionView", "indexTitles",
    ]

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` is `receiver.requirement?(…)` naming one of UIKit's protocol methods.
    static func isOptionalRequirementCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self), member.base != nil
        else { return false }
        let name = member.declName.baseName.text
        return prefixes.contains { name.hasPrefix($0) }
    }

    /// `receiver.requirement?(…) ?? fallback` with a receiver that is not optional: once the
    /// method always exists the call is not optional, and the fallback would never be used
    /// ("left side of nil coalescing operator '??' has non-optional type"), so it goes too.
    override func visit(_ original: SequenceExprSyntax) -> ExprSyntax {
        let elements = Array(original.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let call = elements[0].as(FunctionCallExprSyntax.self), Self.isOptionalRequirementCall(call),
            let member = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
                .as(MemberAccessExprSyntax.self),
            let base = member.base,
            !base.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.tokenKind == .postfixQuestionMark || $0.tokenKind == .infixQuestionMark
            })
        else { return super.visit(original) }
        let rewritten = visit(call)
        return rewritten.with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
    }

    override func visit(_ original: FunctionCallExprSyntax) -> ExprSyntax {
        var node = super.visit(original).cast(FunctionCallExprSyntax.self)
        guard Self.isOptionalRequirementCall(node),
            let chained = node.calledExpression.as(OptionalChainingExprSyntax.self)
        else { return ExprSyntax(node) }
        context.recordChange()
        // The `?`'s trivia (none, in practice) goes to the member access it leaves.
        let member = chained.expression.with(
            \.trailingTrivia, chained.expression.trailingTrivia + chained.questionMark.trailingTrivia)
        node.calledExpression = member
        return ExprSyntax(node)
    }
}
