import SwiftParser
import SwiftSyntax

// Small helpers the rewriters share: parsing generated code, indentation, and removing attributes
// and modifiers without losing the comments in front of a declaration.

extension SyntaxProtocol {
    /// The whitespace at the start of the line the node starts on: the indentation new lines
    /// written for it should use.
    var lineIndentation: String {
        var indentation = ""
        var token = firstToken(viewMode: .sourceAccurate)
        while let current = token {
            // Walk back to the first token of the line: the last newline in its leading trivia, or
            // the previous token's trailing trivia, ends the previous line.
            var sawNewline = false
            var spaces = ""
            for piece in current.leadingTrivia.pieces {
                switch piece {
                case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                    sawNewline = true
                    spaces = ""
                case .spaces(let n): spaces += String(repeating: " ", count: n)
                case .tabs(let n): spaces += String(repeating: "\t", count: n)
                default: spaces = ""
                }
            }
            if sawNewline || current.previousToken(viewMode: .sourceAccurate) == nil {
                indentation = spaces
                break
            }
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return indentation
    }

    /// The enclosing node of type `T`, if any.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current.as(T.self) { return match }
            node = current.parent
        }
        return nil
    }

    /// Whether the node is inside an `#if` clause whose condition names `name` (as
    /// `#if canImport(UIKit)`): code there is already written for both platforms.
    func isInsideIfConfig(mentioning name: String) -> Bool {
        var node = parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self),
                let condition = clause.condition, condition.trimmedDescription.contains(name)
            {
                return true
            }
            node = current.parent
        }
        return false
    }
}

/// The trivia that indents a line by `indentation` as written: tabs stay tabs, spaces stay spaces.
func indentationTrivia(_ indentation: String) -> Trivia {
    var pieces: [TriviaPiece] = []
    for character in indentation {
        switch (character, pieces.last) {
        case ("\t", .tabs(let n)?): pieces[pieces.count - 1] = .tabs(n + 1)
        case ("\t", _): pieces.append(.tabs(1))
        case (_, .spaces(let n)?): pieces[pieces.count - 1] = .spaces(n + 1)
        default: pieces.append(.spaces(1))
        }
    }
    return Trivia(pieces: pieces)
}

/// One level of indentation deeper than `indentation`, in the file's own style: a tab where the
/// line is indented with tabs, else the file's own step (``IndentationStep``).
func indented(_ indentation: String) -> String {
    indentation + (indentation.contains("\t") ? "\t" : IndentationStep.current)
}

/// The step by which the file being ported indents its lines with spaces (two in a file indented
/// by two), so that the lines a rewrite adds look like the file's own.
enum IndentationStep {
    @TaskLocal static var current = "    "

    /// The smallest indentation by spaces of a line that starts with code; four spaces when no
    /// line is indented (comments and string literals do not count).
    static func of(_ file: SourceFileSyntax) -> String {
        var smallest: Int?
        for token in file.tokens(viewMode: .sourceAccurate) {
            let pieces = token.leadingTrivia.pieces
            guard let newline = pieces.lastIndex(where: \.isNewline) else { continue }
            let after = pieces[(newline + 1)...]
            guard after.count == 1, case .spaces(let count)? = after.first, count > 0 else { continue }
            smallest = min(smallest ?? count, count)
        }
        return String(repeating: " ", count: smallest ?? 4)
    }
}

/// Parses generated code as one expression.
func parseExpression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
}

/// Parses generated code as one declaration.
func parseDeclaration(_ text: String) -> DeclSyntax {
    var parser = Parser(text)
    return DeclSyntax.parse(from: &parser)
}

extension AttributeListSyntax {
    /// The attributes named `name` (`objc` for `@objc` and `@objc(name)`).
    func named(_ names: Set<String>) -> [AttributeSyntax] {
        compactMap { element in
            guard case .attribute(let attribute) = element,
                names.contains(attribute.attributeName.trimmedDescription)
            else { return nil }
            return attribute
        }
    }
}

extension FunctionCallExprSyntax {
    /// The called name: `addTarget` in `button.addTarget(…)` and in `addTarget(…)`,
    /// `UIBarButtonItem` in `UIBarButtonItem(…)`, `init` in `.init(…)`.
    var calledName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The receiver of a method call (`button` in `button.addTarget(…)`), `nil` for a bare call.
    var receiver: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The argument labels, `_` for an unlabeled argument.
    var labels: [String] {
        arguments.map { $0.label?.text ?? "_" }
    }

    /// The argument with `label` (`_` for unlabeled).
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { ($0.label?.text ?? "_") == label }?.expression
    }
}

/// Removes attributes and modifiers from a declaration, keeping the comments and indentation that
/// were in front of it (they belong to the first token, which may be the one removed).
func removing<D: WithAttributesSyntax & WithModifiersSyntax>(
    attributes attributeNames: Set<String>, modifiers modifierNames: Set<String>, from decl: D
) -> D {
    let leading = decl.leadingTrivia
    var result = decl
    // A removed attribute that is not the first one hands its leading trivia (the line break of
    // `@MainActor\n@IBAction func`) to what follows, so the next token does not run into the
    // previous one.
    var pending: Trivia?
    var attributes: [AttributeListSyntax.Element] = []
    for (index, element) in decl.attributes.enumerated() {
        if case .attribute(let attribute) = element, attributeNames.contains(attribute.attributeName.trimmedDescription)
        {
            if index > 0, pending == nil { pending = element.leadingTrivia }
            continue
        }
        var kept = element
        if let trivia = pending, !kept.leadingTrivia.contains(where: \.isNewline) {
            kept.leadingTrivia = trivia
            pending = nil
        }
        attributes.append(kept)
    }
    // The token after the attributes already starts its own line (`@MainActor\n@IBAction\nfunc`):
    // nothing to hand on.
    let nextStartsLine =
        decl.attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia
        .contains(where: \.isNewline) ?? false
    if let trivia = pending, !nextStartsLine, var last = attributes.popLast() {
        if last.trailingTrivia.isEmpty { last.trailingTrivia = trivia }
        attributes.append(last)
    }
    result.attributes = AttributeListSyntax(attributes)
    result.modifiers = decl.modifiers.filter { !modifierNames.contains($0.name.text) }
    result.leadingTrivia = leading
    return result
}

/// The comments inside `node` that a rewrite building new text from `kept` (parts of `node`, by
/// their trimmed text) would drop: those between arguments, after a comma, inside a call's
/// parentheses. The rewrite puts them back, on their own lines before the new code.
func comments(in node: some SyntaxProtocol, outside kept: [Syntax]) -> [TriviaPiece] {
    let first = node.firstToken(viewMode: .sourceAccurate)?.id
    let last = node.lastToken(viewMode: .sourceAccurate)?.id
    var dropped: [TriviaPiece] = []
    for token in node.tokens(viewMode: .sourceAccurate) {
        let owner = kept.first { part in
            part.tokens(viewMode: .sourceAccurate).contains { $0.id == token.id }
        }
        // A kept part's text keeps the comments inside it, but not its own leading and trailing trivia.
        let keepsLeading = owner.map { $0.firstToken(viewMode: .sourceAccurate)?.id != token.id } ?? false
        let keepsTrailing = owner.map { $0.lastToken(viewMode: .sourceAccurate)?.id != token.id } ?? false
        if token.id != first && !keepsLeading { dropped += token.leadingTrivia.pieces.filter(\.isComment) }
        if token.id != last && !keepsTrailing { dropped += token.trailingTrivia.pieces.filter(\.isComment) }
    }
    return dropped
}

/// `leading`, then each comment on its own line at `indentation`: where a rewrite that regenerates
/// a call puts the comments that were inside it.
func trivia(_ leading: Trivia, followedBy comments: [TriviaPiece], indentation: String) -> Trivia {
    guard !comments.isEmpty else { return leading }
    var pieces = leading.pieces
    for comment in comments {
        pieces += [comment, .newlines(1)]
        pieces += indentationTrivia(indentation).pieces
    }
    return Trivia(pieces: pieces)
}

extension ExprSyntax {
    /// The expression regenerated for `original`: its leading trivia, with the comments
    /// `original` held outside the `kept` parts, and its trailing trivia.
    func replacing(_ original: some SyntaxProtocol, keeping kept: [Syntax], indentation: String) -> ExprSyntax {
        let dropped = comments(in: original, outside: kept)
        return
            self
            .with(\.leadingTrivia, trivia(original.leadingTrivia, followedBy: dropped, indentation: indentation))
            .with(\.trailingTrivia, original.trailingTrivia)
    }
}

/// The rewriters' base: code inside `#if canImport(UIKit)` or `#if os(iOS)` is the iOS side of a
/// file already written for both platforms, so no rewrite touches it (the `#else` side is
/// rewritten as usual).
class PortingRewriter: SyntaxRewriter {
    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        if node.isIOSOnly { return node }
        return super.visit(node)
    }
}

extension IfConfigClauseSyntax {
    /// Whether the clause's condition is about UIKit or iOS: `#if canImport(UIKit)`, `#if os(iOS)`.
    var isIOSOnly: Bool {
        guard let condition = condition?.trimmedDescription, !condition.hasPrefix("!") else { return false }
        return condition.contains("UIKit") || condition.contains("os(iOS)")
    }
}
