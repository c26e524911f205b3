import SwiftSyntax

/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `dynamic` → removed, and the
/// `@IBAction` of a method without arguments.
///
/// Swift on Linux rejects them ("Objective-C interoperability is disabled"); once the selectors
/// that needed them are closures, nothing needs them. A zero-argument `@IBAction` fails too ("must
/// have 1 argument") and nothing connects actions headless; a one-argument one compiles and stays.
/// An `@objc` protocol with `optional` requirements is left whole for the reporter: its optional
/// requirements need Objective-C, and porting them is a design change. So is a method a `#selector`
/// the other rewrites left still names (a gesture recognizer's action): on iOS that selector needs
/// the `@objc`, and the reporter lists the selector.
final class ObjectiveCAttributeRewriter: SyntaxRewriter {
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
        if selectorNames.contains(node.name.text) { return DeclSyntax(node) }
        let visited = super.visit(node).cast(FunctionDeclSyntax.self)
        let zeroArgumentAction = visited.signature.parameterClause.parameters.isEmpty
        return strip(visited, alsoAttributes: zeroArgumentAction ? ["IBAction"] : [])
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
        let attributes = Self.objcAttributes.union(extra)
        let hasAttribute = !decl.attributes.named(attributes).isEmpty
        let isDynamic = decl.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
        guard hasAttribute || isDynamic else { return DeclSyntax(decl) }
        context.recordChange()
        return DeclSyntax(removing(attributes: attributes, modifiers: ["dynamic"], from: decl))
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
