import SwiftParser
import SwiftSyntax

/// `@MainActor final class FeedTests: XCTestCase` → the class without the attribute, `@MainActor`
/// on each of its methods and computed properties instead, and the bodies of its overrides
/// (`setUp()`, `tearDownWithError()`) run in `MainActor.assumeIsolated { … }`.
///
/// On Linux, XCTest reaches the test methods through a list the build generates, and a class
/// isolated to the main actor as a whole compiles but traps when the suite starts ("Could not
/// cast value of type '(FeedTests) -> @MainActor () -> ()'", Porting.md, "XCTest cases and the
/// main actor"). Test methods marked one by one run, on the main thread, as on iOS. An override
/// cannot change the isolation of XCTest's nonisolated `setUp()` ("different actor isolation
/// from nonisolated overridden declaration"), so its body asserts the main actor instead: XCTest
/// calls it on the main thread. `nonisolated` members and members already marked keep what they
/// say; `async` overrides and stored properties are left as they are.
final class XCTestMainActorRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the class is an `XCTestCase` subclass (its superclass's name ends in `TestCase`)
    /// marked `@MainActor`.
    static func isMainActorTestCase(_ node: ClassDeclSyntax) -> Bool {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            superclass.hasSuffix("TestCase")
        else { return false }
        return !node.attributes.named(["MainActor"]).isEmpty
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard Self.isMainActorTestCase(visited) else { return DeclSyntax(visited) }
        context.recordChange()
        var result = removing(attributes: ["MainActor"], modifiers: [], from: visited)
        result.memberBlock.members = MemberBlockItemListSyntax(
            result.memberBlock.members.map { member in
                guard let decl = Self.isolated(member.decl) else { return member }
                return member.with(\.decl, decl)
            })
        return DeclSyntax(result)
    }

    /// `decl` with `@MainActor` in front, or `nil` for a member that keeps its isolation (a
    /// type, a `nonisolated` or already isolated member, a stored property without an initializer
    /// call, which the class's own initializer sets).
    static func isolated(_ decl: DeclSyntax) -> DeclSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                return assumingIsolation(function).map(DeclSyntax.init)
            }
            return marked(function).map(DeclSyntax.init)
        }
        if let variable = decl.as(VariableDeclSyntax.self),
            variable.bindings.allSatisfy({ $0.accessorBlock != nil && $0.initializer == nil })
        {
            return marked(variable).map(DeclSyntax.init)
        }
        return nil
    }

    /// An override's body wrapped in `MainActor.assumeIsolated { … }` (with `try` when it throws);
    /// `nil` for one that is `async`, returns a value or has no body.
    private static func assumingIsolation(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax? {
        let effects = function.signature.effectSpecifiers
        guard let body = function.body, effects?.asyncSpecifier == nil, function.signature.returnClause == nil
        else { return nil }
        let indentation = function.lineIndentation
        let inner = indented(indentation)
        let unit = String(inner.dropFirst(indentation.count))
        let statements = body.statements.description.replacingNewlines(with: "\n" + unit)
        let call = effects?.throwsClause != nil ? "try MainActor.assumeIsolated {" : "MainActor.assumeIsolated {"
        let text = "{\n\(inner)\(call)\(statements)\n\(inner)}\n\(indentation)}"
        var parser = Parser(text)
        let newBody = CodeBlockSyntax.parse(from: &parser)
            .with(\.leadingTrivia, body.leadingTrivia).with(\.trailingTrivia, body.trailingTrivia)
        return function.with(\.body, newBody)
    }

    private static func marked<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> D? {
        guard decl.attributes.named(["MainActor"]).isEmpty,
            !decl.modifiers.contains(where: { $0.name.text == "nonisolated" })
        else { return nil }
        let leading = decl.leadingTrivia
        let indentation = decl.lineIndentation
        var result = decl
        result.leadingTrivia = []
        let attribute = AttributeSyntax(
            atSign: .atSignToken(), attributeName: IdentifierTypeSyntax(name: .identifier("MainActor")),
            trailingTrivia: .newline + indentationTrivia(indentation))
        result.attributes = AttributeListSyntax([.attribute(attribute)] + Array(result.attributes))
        result.leadingTrivia = leading
        return result
    }
}

extension String {
    /// The text with `replacement` for each line break that is followed by more text on its line
    /// (blank lines stay blank).
    fileprivate func replacingNewlines(with replacement: String) -> String {
        let lines = split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return self }
        var result = String(lines[0])
        for line in lines.dropFirst() {
            result += line.isEmpty ? "\n" : replacement + line
        }
        return result
    }
}
