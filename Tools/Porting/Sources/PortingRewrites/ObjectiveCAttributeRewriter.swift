import SwiftSyntax

/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `dynamic` and `@IBAction` → removed.
///
/// Swift on Linux rejects them ("Objective-C interoperability is disabled"); once the selectors
/// that needed them are closures, nothing needs them. Without Objective-C, Swift accepts
/// `@IBAction` only on a class's instance method with exactly one argument ("@IBAction methods
/// must have 1 argument" for `done()` and for `tapped(_:forEvent:)`), and nothing connects actions
/// headless anyway, so it goes wherever it is: on its own line, in an extension, with any
/// arguments.
/// An `@objc` protocol with `optional` requirements is left whole for the reporter: its optional
/// requirements need Objective-C, and porting them is a design change. So is a method a `#selector`
/// the other rewrites left still names (a gesture recognizer's action): on iOS that selector needs
/// the `@objc`, and the reporter lists the selector.
final class ObjectiveCAttributeRewriter: PortingRewriter {
    static let objcAttributes: Set<String> = ["objc", "objcMembers", "nonobjc"]

    private let context: RewriteContext

    /// The methods the remaining `#selector`s name.
    private let selectorNames: Set<String>

    init(_ context: RewriteContext) {
        self.context = context
        final class Selectors: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                if let selector = SelectorReference(ExprSyntax(node)) { names.insert(selector.name) }
                return .skipChildren
            }
        }
        let selectors = Selectors(viewMode: .sourceAccurate)
        selectors.walk(context.file)
        selectorNames = selectors.names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        if Self.hasOptionalRequirements(node) { return DeclSyntax(node) }
        return strip(super.visit(node).cast(ProtocolDeclSyntax.self))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(FunctionDeclSyntax.self)
        if selectorNames.contains(node.name.text) {
            // The `@objc` stays for the selector; the `@IBAction` still goes.
            return strip(visited, attributes: ["IBAction"], dynamic: false)
        }
        return strip(visited, alsoAttributes: ["IBAction"])
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        strip(super.visit(node).cast(VariableDeclSyntax.self))
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        strip(super.visit(node).cast(InitializerDeclSyntax.self))
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        strip(super.visit(node).cast(SubscriptDeclSyntax.self))
    }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { strip(super.visit(node).cast(ClassDeclSyntax.self)) }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        strip(super.visit(node).cast(ExtensionDeclSyntax.self))
    }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { strip(super.visit(node).cast(EnumDeclSyntax.self)) }

    private func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ decl: D, alsoAttributes extra: Set<String> = []
    ) -> DeclSyntax {
        strip(decl, attributes: Self.objcAttributes.union(extra), dynamic: true)
    }

    private func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ decl: D, attributes: Set<String>, dynamic: Bool
    ) -> DeclSyntax {
        let hasAttribute = !decl.attributes.named(attributes).isEmpty
        let isDynamic = dynamic && decl.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
        guard hasAttribute || isDynamic else { return DeclSyntax(decl) }
        context.recordChange()
        return DeclSyntax(removing(attributes: attributes, modifiers: dynamic ? ["dynamic"] : [], from: decl))
    }

    /// Whether a protocol declares `optional` requirements.
    static func hasOptionalRequirements(_ node: ProtocolDeclSyntax) -> Bool {
        node.memberBlock.members.contains { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                $0.name.tokenKind == .keyword(.optional)
            } ?? false
        }
    }
}
