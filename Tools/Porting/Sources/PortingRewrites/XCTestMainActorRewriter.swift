import SwiftParser
import SwiftSyntax

/// `@MainActor final class FeedTests: XCTestCase` → the class without the attribute; its
/// synchronous test methods and its overrides (`setUp()`, `tearDownWithError()`) run their bodies
/// in `MainActor.assumeIsolated { … }`, and its other methods (`async` tests, helpers) and computed
/// properties are marked `@MainActor` one by one. In a test case class that is not marked, a
/// synchronous test method marked `@MainActor` gets the same treatment.
///
/// On Linux, XCTest reaches the test methods through a list the build generates, and casts each
/// to a plain `(FeedTests) -> () -> ()`: a synchronous test isolated to the main actor, by its
/// class or by itself, compiles but traps when the suite starts ("Could not cast value of type
/// '(FeedTests) -> @MainActor () -> ()'", Porting.md, "XCTest cases and the main actor"). XCTest
/// runs synchronous tests, `setUp()` and `tearDown()` on the main thread, so their bodies can
/// assert the main actor; `async` tests go through XCTest's async wrapper, which accepts a
/// `@MainActor` method. An override cannot change the isolation of XCTest's nonisolated `setUp()`
/// ("different actor isolation from nonisolated overridden declaration") either. `nonisolated`
/// members and members already marked keep what they say; `async` overrides and stored properties
/// are left as they are.
final class XCTestMainActorRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the class is an `XCTestCase` subclass: its superclass's name ends in `TestCase`.
    static func isTestCase(_ node: ClassDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("TestCase") == true
    }

    /// Whether XCTest runs `function` as a synchronous test: `test…()`, an instance method without
    /// parameters that is not `async`.
    static func isSynchronousTest(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text.hasPrefix("test") && function.signature.parameterClause.parameters.isEmpty
            && function.signature.effectSpecifiers?.asyncSpecifier == nil
            && !function.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard Self.isTestCase(visited) else { return DeclSyntax(visited) }
        let classIsolated = !visited.attributes.named(["MainActor"]).isEmpty
        var result = classIsolated ? removing(attributes: ["MainActor"], modifiers: [], from: visited) : visited
        var changed = classIsolated
        result.memberBlock.members = MemberBlockItemListSyntax(
            result.memberBlock.members.map { member in
                let decl = classIsolated ? Self.isolated(member.decl) : Self.synchronousTestUnmarked(member.decl)
                guard let decl else { return member }
                changed = true
                return member.with(\.decl, decl)
            })
        guard changed else { return DeclSyntax(visited) }
        context.recordChange()
        return DeclSyntax(result)
    }

    /// A synchronous test method marked `@MainActor` in a class that is not: the attribute goes
    /// and the body asserts the main actor instead; `nil` for any other member.
    static func synchronousTestUnmarked(_ decl: DeclSyntax) -> DeclSyntax? {
        guard let function = decl.as(FunctionDeclSyntax.self), isSynchronousTest(function),
            !function.attributes.named(["MainActor"]).isEmpty
        else { return nil }
        return assumingIsolation(removing(attributes: ["MainActor"], modifiers: [], from: function)).map(
            DeclSyntax.init)
    }

    /// A member of a class that was `@MainActor`, isolated one by one: a synchronous test or an
    /// override with its body in `MainActor.assumeIsolated`, another method or a computed property
    /// marked `@MainActor`; `nil` for a member that keeps its isolation (a type, a `nonisolated`
    /// or already isolated member, a stored property).
    static func isolated(_ decl: DeclSyntax) -> DeclSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return nil }
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
                || isSynchronousTest(function)
            {
                let unmarked = removing(attributes: ["MainActor"], modifiers: [], from: function)
                return assumingIsolation(unmarked).map(DeclSyntax.init)
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

    /// A method's body wrapped in `MainActor.assumeIsolated { … }` (with `try` when it throws);
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
