import SwiftSyntax

/// `item.target = self` with `item.action = #selector(m)` in the same block →
/// `item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { [unowned self] _ in self.m() }`.
///
/// The property form of target–action, as bar button items are set up after they are made
/// (`UIBarButtonItem.target`, `.action`), becomes the item's primary action, like the
/// initializer form (``BarButtonItemRewriter``). A primary action's title and image replace the
/// item's, as UIKit documents for `primaryAction`, so the action takes the item's own. The
/// `target` assignment goes; a pair whose target is not `self`, or whose method the file does not
/// declare once, is left for the reporter.
final class TargetActionPropertyRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// `receiver.property = value`, read from a statement.
    struct Assignment {
        let receiver: String
        let property: String
        let value: ExprSyntax

        init?(_ item: CodeBlockItemSyntax) {
            guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self),
                sequence.elements.count == 3
            else { return nil }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
                let base = member.base
            else { return nil }
            receiver = base.trimmedDescription
            property = member.declName.baseName.text
            value = elements[2]
        }
    }

    override func visit(_ original: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let node = super.visit(original)
        var items = Array(node)
        let assignments = items.map(Assignment.init)
        var removed: Set<Int> = []
        for (index, assignment) in assignments.enumerated() {
            guard let assignment, assignment.property == "action", assignment.value.is(MacroExpansionExprSyntax.self),
                let targetIndex = assignments.firstIndex(where: {
                    $0?.receiver == assignment.receiver && $0?.property == "target"
                        && $0?.value.trimmedDescription == "self"
                })
            else { continue }
            let plan = TargetActionRewriter.closure(
                target: assignments[targetIndex]!.value, selector: assignment.value, methods: context.actionMethods,
                title: "title: \(assignment.receiver).title ?? \"\", image: \(assignment.receiver).image")
            guard case .rewrite(let closure) = plan else { continue }
            context.recordChange()
            let statement = parseExpression("\(assignment.receiver).primaryAction = \(closure)")
            // The target's line goes; its comments move to the primary action's.
            let carried = items[targetIndex].leadingTrivia.pieces.filter(\.isComment)
            let leading = trivia(
                items[index].leadingTrivia, followedBy: carried, indentation: items[index].lineIndentation)
            items[index] = items[index].with(\.item, .expr(statement)).with(\.leadingTrivia, leading)
                .with(\.trailingTrivia, items[index].trailingTrivia)
            removed.insert(targetIndex)
        }
        guard !removed.isEmpty else { return node }
        return CodeBlockItemListSyntax(items.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
    }
}
