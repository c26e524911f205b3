import SwiftSyntax

/// `@IBOutlet weak var x: T!` → `var x: T!`, with a `// otv-port:` note that the view must now be
/// created in code; `@IBInspectable` and `@IBDesignable` → removed.
///
/// Without Objective-C, `@IBOutlet` fails on a Swift class type ("'@IBOutlet' property cannot have
/// non-'@objc' class type"), and nothing loads a nib to fill it anyway. `weak` goes too: the view
/// created in code has no other owner until it is added to the view tree. The note stays until a
/// person deletes it, and the reporter lists it, so `otv-port --check` fails until the view is
/// created (Porting.md, "`@IBOutlet` and `@IBAction`").
///
/// An outlet that a storyboard or nib among the inputs connects (``RewriteContext/interfaceBuilderOutlets``)
/// is set by the code generated from that file instead: it becomes a plain property without the
/// note, and loses `private`/`fileprivate` too, because the generated file sets it from outside
/// the class's file (Porting.md, "Outlets the converter connects").
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
        let isConnected = isOutlet && isConnectedByInterfaceBuilder(node)
        var result = removing(
            attributes: ["IBOutlet", "IBInspectable"],
            modifiers: isConnected ? ["weak", "private", "fileprivate"] : isOutlet ? ["weak"] : [], from: node)
        if isOutlet && !isConnected {
            let indentation = node.lineIndentation
            result.leadingTrivia =
                node.leadingTrivia + .lineComment(Self.note) + .newline + indentationTrivia(indentation)
        }
        return DeclSyntax(result)
    }

    /// Whether a storyboard or nib among the inputs connects one of the variables.
    private func isConnectedByInterfaceBuilder(_ node: VariableDeclSyntax) -> Bool {
        guard !context.interfaceBuilderOutlets.isEmpty else { return false }
        var current = node.parent
        var typeName: String?
        while let ancestor = current, typeName == nil {
            if let declaration = ancestor.as(ClassDeclSyntax.self) {
                typeName = declaration.name.text
            } else if let declaration = ancestor.as(ExtensionDeclSyntax.self) {
                typeName = declaration.extendedType.trimmedDescription
            }
            current = ancestor.parent
        }
        guard let typeName else { return false }
        return node.bindings.contains { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
            return context.interfaceBuilderOutlets.contains("\(typeName).\(name)")
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard !visited.attributes.named(["IBDesignable"]).isEmpty else { return DeclSyntax(visited) }
        context.recordChange()
        return DeclSyntax(removing(attributes: ["IBDesignable"], modifiers: [], from: visited))
    }
}
