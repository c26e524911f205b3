import SwiftSyntax

/// `@IBOutlet weak var x: T!` → `var x: T!`, with a `// otv-port:` note that the view must now be
/// created in code; `@IBInspectable` and `@IBDesignable` → removed.
///
/// Without Objective-C, `@IBOutlet` fails on a Swift class type ("'@IBOutlet' property cannot have
/// non-'@objc' class type"), and nothing loads a nib to fill it anyway. `weak` goes too: the view
/// created in code has no other owner until it is added to the view tree. The note stays until a
/// person deletes it, and the reporter lists it, so `otv-port --check` fails until the view is
/// created (Porting.md, "`@IBOutlet` and `@IBAction`").
final class OutletRewriter: PortingRewriter {
    static let note = "// otv-port: was an @IBOutlet: create this view in code"

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard !node.attributes.named(["IBOutlet", "IBInspectable"]).isEmpty else { return DeclSyntax(node) }
        context.recordChange()
        let isOutlet = !node.attributes.named(["IBOutlet"]).isEmpty
        var result = removing(
            attributes: ["IBOutlet", "IBInspectable"], modifiers: isOutlet ? ["weak"] : [], from: node)
        if isOutlet {
            let indentation = node.lineIndentation
            result.leadingTrivia =
                node.leadingTrivia + .lineComment(Self.note) + .newline + indentationTrivia(indentation)
        }
        return DeclSyntax(result)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard !visited.attributes.named(["IBDesignable"]).isEmpty else { return DeclSyntax(visited) }
        context.recordChange()
        return DeclSyntax(removing(attributes: ["IBDesignable"], modifiers: [], from: visited))
    }
}
