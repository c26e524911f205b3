import SwiftSyntax

/// `required init?(coder:)` whose body calls `super.init(coder:)` → the same initializer with the
/// usual stub body, `fatalError("init(coder:) has not been implemented")`.
///
/// Nothing is unarchived headless, and OpenTableView's views and view controllers do not declare
/// `init(coder:)`, so `super.init(coder: coder)` fails ("extra argument 'coder' in call");
/// Porting.md ("`init(coder:)`") says to replace the body with the stub. The initializer itself
/// stays, so a class that declares another designated initializer keeps compiling on iOS, where
/// UIKit requires it. The body's other statements (a `commonInit()`) only ran for views loaded
/// from a storyboard or nib, which the tool reports separately.
final class CoderInitializerRewriter: PortingRewriter {
    static let stub = #"fatalError("init(coder:) has not been implemented")"#

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` is `init?(coder:)` (or `init(coder:)`) with a body calling `super.init(coder:)`.
    static func callsSuperCoderInitializer(_ node: InitializerDeclSyntax) -> Bool {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.count == 1, parameters.first?.firstName.text == "coder", let body = node.body else {
            return false
        }
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.trimmedDescription == "super.init", node.labels == ["coder"] { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        guard Self.callsSuperCoderInitializer(node), let body = node.body else { return DeclSyntax(node) }
        context.recordChange()
        let indentation = node.lineIndentation
        let statement = CodeBlockItemSyntax(item: .expr(parseExpression(Self.stub)))
            .with(\.leadingTrivia, .newline + indentationTrivia(indented(indentation)))
        var newBody = body.with(\.statements, [statement])
        newBody.rightBrace.leadingTrivia = .newline + indentationTrivia(indentation)
        return DeclSyntax(node.with(\.body, newBody))
    }
}
