import SwiftSyntax

/// `import UIKit` → `import OpenTableViewShim`; and a file that uses UIKit's types without
/// importing UIKit gets `import OpenTableViewShim` after its imports.
///
/// The shim re-exports UIKit where UIKit exists and OpenTableView elsewhere, so the rewritten file
/// still builds for iOS. An `import UIKit` already inside `#if canImport(UIKit)` is left alone: the
/// file was written for both platforms. On iOS, `import XCTest` brings UIKit with it, so test files
/// often name `UITableView` with no UIKit import; on Linux XCTest brings nothing of UIKit's.
final class ImportRewriter: PortingRewriter {
    /// The modules that give UIKit's names: a file importing one needs no other.
    static let uiModules: Set<String> = [
        "UIKit", "OpenTableViewShim", "OpenTableView", "OpenTableViewUIKit", "OpenTableViewCore", "SwiftUI",
    ]
    static let shim = "OpenTableViewShim"

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard node.importKindSpecifier == nil, node.path.count == 1, let component = node.path.first,
            component.name.text == "UIKit", !node.isInsideIfConfig(mentioning: "UIKit")
        else { return DeclSyntax(node) }
        context.recordChange()
        let name = component.name.with(\.tokenKind, .identifier(Self.shim))
        return DeclSyntax(node.with(\.path, [component.with(\.name, name)]))
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let file = wrappingAspectFitImport(super.visit(node))
        guard Self.usesUIKitWithoutImportingIt(file) else { return file }
        context.recordChange()
        var items = Array(file.statements)
        let lastImport = items.lastIndex { $0.item.is(ImportDeclSyntax.self) }
        if let lastImport {
            let decl = parseDeclaration("import \(Self.shim)").with(\.leadingTrivia, .newline)
            items.insert(CodeBlockItemSyntax(item: .decl(decl)), at: lastImport + 1)
        } else if let first = items.first {
            // Before the first declaration, after the file's header comment.
            let decl = parseDeclaration("import \(Self.shim)")
                .with(\.leadingTrivia, first.leadingTrivia)
                .with(\.trailingTrivia, .newlines(2))
            items[0] = first.with(\.leadingTrivia, Self.lastLineIndentation(first.leadingTrivia))
            items.insert(CodeBlockItemSyntax(item: .decl(decl)), at: 0)
        }
        return file.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// `import AVFoundation` in a file that uses nothing of AVFoundation but `AVMakeRect` (image
    /// screens fitting a photo into a column): the import behind `#if canImport(AVFoundation)`,
    /// since the shim declares `AVMakeRect` where AVFoundation does not exist. A file that uses
    /// more of AVFoundation keeps its import, which the report lists.
    private func wrappingAspectFitImport(_ file: SourceFileSyntax) -> SourceFileSyntax {
        var items = Array(file.statements)
        guard
            let index = items.firstIndex(where: { item in
                guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
                return decl.importKindSpecifier == nil && decl.path.count == 1
                    && decl.path.first?.name.text == "AVFoundation"
            }), !Self.usesAVFoundationBeyondAspectFit(file)
        else { return file }
        context.recordChange()
        let item = items[index]
        let original = item.item.cast(ImportDeclSyntax.self)
        // The import keeps its comment, on its own line inside the `#if`.
        let line = original.with(\.leadingTrivia, []).description
        let wrapped = parseDeclaration("#if canImport(AVFoundation)\n\(line)\n#endif")
            .with(\.leadingTrivia, original.leadingTrivia)
        items[index] = item.with(\.item, .decl(wrapped))
        return file.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// Whether the file names an `AV…` symbol other than `AVMakeRect` and the module itself.
    static func usesAVFoundationBeyondAspectFit(_ file: SourceFileSyntax) -> Bool {
        file.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.count > 2, name.hasPrefix("AV"),
                name.dropFirst(2).first?.isUppercase == true
            else { return false }
            return name != "AVMakeRect" && name != "AVFoundation"
        }
    }

    /// The indentation of `trivia`'s last line, without the comments and lines before it.
    private static func lastLineIndentation(_ trivia: Trivia) -> Trivia {
        let pieces = trivia.pieces.reversed().prefix { !$0.isNewline && !$0.isComment }
        return Trivia(pieces: pieces.reversed())
    }

    /// Whether the file names a `UI…` type and imports other modules (XCTest, Foundation, the app)
    /// but none of those that declare it.
    static func usesUIKitWithoutImportingIt(_ file: SourceFileSyntax) -> Bool {
        final class Scanner: SyntaxVisitor {
            var imports: Set<String> = []
            var namesUIKit = false
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                if let module = node.path.first?.name.text { imports.insert(module) }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .identifier(let name) = token.tokenKind, name.count > 2, name.hasPrefix("UI"),
                    name.dropFirst(2).first?.isUppercase == true
                {
                    namesUIKit = true
                }
                return .visitChildren
            }
        }
        let scanner = Scanner(viewMode: .sourceAccurate)
        scanner.walk(file)
        // A file that imports nothing is a fragment: it would not compile on iOS either.
        return scanner.namesUIKit && !scanner.imports.isEmpty && scanner.imports.isDisjoint(with: uiModules)
    }
}
