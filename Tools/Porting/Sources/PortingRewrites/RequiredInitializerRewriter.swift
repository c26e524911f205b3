import SwiftSyntax

/// `override init(style:reuseIdentifier:)` and `override init(reuseIdentifier:)` → `required init`;
/// in a collection-view cell or reusable view, `override init(frame:)` → `required init(frame:)`.
///
/// OpenTableView's table and collection view create registered cells, header/footer views and
/// supplementary views from their class, which Swift allows only through a `required`
/// initializer; so these are `required` there and a subclass must say so (Porting.md, "The
/// required cell initializer"). UIKit's are plain designated initializers, which is why iOS code
/// writes `override`. The table's two signatures are distinctive enough to recognise a cell or
/// header/footer subclass without knowing its superclass; `init(frame:)` is every view's, so it is
/// rewritten only in a class that descends from `UICollectionReusableView` (directly, or through
/// classes declared in the files ported together): a plain view's `override init(frame:)` stays.
final class RequiredInitializerRewriter: PortingRewriter {
    /// UIKit's classes whose `init(frame:)` is `required` in OpenTableView.
    static let collectionReusableViews: Set<String> = [
        "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
    ]

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        guard node.optionalMark == nil,
            labels == ["style", "reuseIdentifier"] || labels == ["reuseIdentifier"]
                || (labels == ["frame"] && isInCollectionReusableView(node)),
            let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
        else { return DeclSyntax(node) }
        context.recordChange()
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
            // `override required init` compiles, with a warning: drop the `override`.
            return DeclSyntax(removing(attributes: [], modifiers: ["override"], from: node))
        }
        let required = override.with(\.name, override.name.with(\.tokenKind, .keyword(.required)))
        let modifiers = DeclModifierListSyntax(node.modifiers.map { $0.id == override.id ? required : $0 })
        return DeclSyntax(node.with(\.modifiers, modifiers))
    }

    /// Whether the class whose body holds `node` descends from a collection reusable view.
    private func isInCollectionReusableView(_ node: InitializerDeclSyntax) -> Bool {
        guard let body = node.parent?.parent?.parent?.as(MemberBlockSyntax.self),
            let owner = body.parent?.as(ClassDeclSyntax.self)
        else { return false }
        // `context.superclasses` holds every file's classes, this one's included.
        return ClassHierarchy.descends(
            owner.name.text, from: Self.collectionReusableViews, superclasses: context.superclasses)
    }
}
