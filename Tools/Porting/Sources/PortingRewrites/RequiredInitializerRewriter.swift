import SwiftSyntax

/// `override init(style:reuseIdentifier:)` and `override init(reuseIdentifier:)` → `required init`.
///
/// OpenTableView's table creates registered cells and header/footer views from their class, which
/// Swift allows only through a `required` initializer; so these two are `required` there and a
/// subclass must say so (Porting.md, "The required cell initializer"). UIKit's are plain designated
/// initializers, which is why iOS code writes `override`. The signature is distinctive enough to
/// recognise a cell or header/footer subclass without knowing its superclass.
final class RequiredInitializerRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        guard labels == ["style", "reuseIdentifier"] || labels == ["reuseIdentifier"], node.optionalMark == nil,
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
}
