import SwiftSyntax

/// `import UIKit` → `import OpenTableViewShim`.
///
/// The shim re-exports UIKit where UIKit exists and OpenTableView elsewhere, so the rewritten file
/// still builds for iOS. An `import UIKit` already inside `#if canImport(UIKit)` is left alone: the
/// file was written for both platforms.
final class ImportRewriter: SyntaxRewriter {
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
        let name = component.name.with(\.tokenKind, .identifier("OpenTableViewShim"))
        return DeclSyntax(node.with(\.path, [component.with(\.name, name)]))
    }
}
