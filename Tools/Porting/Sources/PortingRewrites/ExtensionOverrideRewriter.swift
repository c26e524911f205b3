import SwiftSyntax

/// `override` members declared in an extension → moved into the class body, when the class is
/// declared at the top level of the same file.
///
/// UIKit's classes are Objective-C classes, whose methods an extension can override; Swift's own
/// cannot ("… cannot be overridden from extension", Porting.md, "Overrides declared in
/// extensions"). The extension's comments (a `// MARK: - UITableViewDataSource`) move with the
/// members; an extension left with nothing in it and conforming to nothing is deleted. An
/// extension of a class declared elsewhere is left for the reporter.
final class ExtensionOverrideRewriter: PortingRewriter {
    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let classNames = Set(node.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var items: [CodeBlockItemSyntax] = []
        for item in node.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                classNames.contains(extensionDecl.extendedType.trimmedDescription)
            else {
                items.append(item)
                continue
            }
            let overrides = extensionDecl.memberBlock.members.filter(\.isOverride)
            guard !overrides.isEmpty else {
                items.append(item)
                continue
            }
            context.recordChange()
            let name = extensionDecl.extendedType.trimmedDescription
            let (kept, members) = Self.extractOverrides(from: extensionDecl)
            moved[name, default: []].append(contentsOf: members)
            if let kept { items.append(item.with(\.item, .decl(DeclSyntax(kept)))) }
        }
        guard !moved.isEmpty else { return node }
        return Self.appending(moved, to: node.with(\.statements, CodeBlockItemListSyntax(items)))
    }

    /// The file with `members` appended to the bodies of its top-level classes, by class name.
    static func appending(_ members: [String: [MemberBlockItemSyntax]], to file: SourceFileSyntax) -> SourceFileSyntax {
        let statements = file.statements.map { item -> CodeBlockItemSyntax in
            guard var classDecl = item.item.as(ClassDeclSyntax.self), let members = members[classDecl.name.text] else {
                return item
            }
            classDecl.memberBlock.members += members
            return item.with(\.item, .decl(DeclSyntax(classDecl)))
        }
        return file.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    /// Takes the `override` members out of an extension: what is left of the extension (`nil` when
    /// it is left empty and conforms to nothing, so it goes) and the members, ready to append to
    /// the class body (the deleted extension's comments in front of the first).
    static func extractOverrides(from extensionDecl: ExtensionDeclSyntax) -> (
        kept: ExtensionDeclSyntax?, members: [MemberBlockItemSyntax]
    ) {
        let overrides = extensionDecl.memberBlock.members.filter(\.isOverride)
        var kept: MemberBlockItemListSyntax = extensionDecl.memberBlock.members.filter { !$0.isOverride }
        let deleted =
            kept.isEmpty && extensionDecl.inheritanceClause == nil && extensionDecl.genericWhereClause == nil
            && extensionDecl.attributes.isEmpty
        var members = Array(overrides)
        guard !members.isEmpty else { return (extensionDecl, []) }
        // A deleted extension's comments (a `// MARK: - UITableViewDataSource`) go with its members.
        let carried = deleted ? comments(of: extensionDecl, indentation: members[0].lineIndentation) : []
        members[0].leadingTrivia = Trivia(pieces: [.newlines(1)] + carried) + singleNewline(members[0].leadingTrivia)
        if deleted { return (nil, members) }
        if !kept.isEmpty, extensionDecl.memberBlock.members.first?.isOverride == true {
            // The extension's first member moved: the next one now opens the body.
            var keptMembers = Array(kept)
            keptMembers[0].leadingTrivia = singleNewline(keptMembers[0].leadingTrivia)
            kept = MemberBlockItemListSyntax(keptMembers)
        }
        var keptExtension = extensionDecl
        keptExtension.memberBlock.members = kept
        return (keptExtension, members)
    }

    /// `trivia` with at most one newline before its first comment or token.
    private static func singleNewline(_ trivia: Trivia) -> Trivia {
        guard case .newlines(let count)? = trivia.pieces.first, count > 1 else { return trivia }
        return Trivia(pieces: [.newlines(1)] + trivia.pieces.dropFirst())
    }

    /// The comments in front of the extension, each on its own line, indented for the class body.
    private static func comments(of decl: ExtensionDeclSyntax, indentation: String) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        for piece in decl.leadingTrivia.pieces {
            switch piece {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                pieces += [.newlines(1)] + indentationTrivia(indentation).pieces + [piece]
            default: continue
            }
        }
        return pieces
    }
}

extension MemberBlockItemSyntax {
    /// Whether the member is declared `override`.
    var isOverride: Bool {
        guard let decl = decl.asProtocol(WithModifiersSyntax.self) else { return false }
        return decl.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}
