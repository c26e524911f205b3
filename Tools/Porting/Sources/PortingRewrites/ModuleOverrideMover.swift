import SwiftSyntax

/// `override` members in an extension of a class declared in another file of the input → moved
/// into that class's body, in its file.
///
/// iOS code often keeps a controller's data source methods in `FeedViewController+DataSource.swift`;
/// Swift's own classes cannot be overridden from an extension (Porting.md, "Overrides declared in
/// extensions"), so the members must go where the class is. The tool sees the files it is given
/// together (a folder, a module, several files), finds each class declared once at the top level
/// among them, and moves the members there, as ``ExtensionOverrideRewriter`` does within one
/// file. A member that names something `private` or `fileprivate` to its own file would not
/// compile in the class's file, so its extension is left for the reporter.
enum ModuleOverrideMover {
    /// The files with the overrides moved, and how many extensions changed in each.
    static func move(_ files: [SourceFileSyntax]) -> (files: [SourceFileSyntax], changes: [Int]) {
        var declaringFile: [String: Int] = [:]
        var declaredTwice: Set<String> = []
        for (index, file) in files.enumerated() {
            for item in file.statements {
                guard let name = item.item.as(ClassDeclSyntax.self)?.name.text else { continue }
                if declaringFile[name] != nil { declaredTwice.insert(name) }
                declaringFile[name] = index
            }
        }
        var result = files
        var changes = Array(repeating: 0, count: files.count)
        var moved: [Int: [String: [MemberBlockItemSyntax]]] = [:]
        for (index, file) in files.enumerated() {
            let privateNames = Self.privateNames(in: file)
            var items: [CodeBlockItemSyntax] = []
            var changed = false
            for item in file.statements {
                guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                    case let name = extensionDecl.extendedType.trimmedDescription,
                    let target = declaringFile[name], target != index, !declaredTwice.contains(name),
                    extensionDecl.memberBlock.members.contains(where: \.isOverride),
                    !Self.overrides(of: extensionDecl, name: privateNames)
                else {
                    items.append(item)
                    continue
                }
                let (kept, members) = ExtensionOverrideRewriter.extractOverrides(from: extensionDecl)
                moved[target, default: [:]][name, default: []].append(contentsOf: members)
                if let kept { items.append(item.with(\.item, .decl(DeclSyntax(kept)))) }
                changes[index] += 1
                changes[target] += 1
                changed = true
            }
            if changed { result[index] = file.with(\.statements, CodeBlockItemListSyntax(items)) }
        }
        for (target, members) in moved {
            result[target] = ExtensionOverrideRewriter.appending(members, to: result[target])
        }
        return (result, changes)
    }

    /// The names declared `private` or `fileprivate` anywhere in the file.
    static func privateNames(in file: SourceFileSyntax) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            func collect(_ modifiers: DeclModifierListSyntax, _ newNames: [String]) {
                if modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                }) {
                    names.formUnion(newNames)
                }
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                collect(node.modifiers, [node.name.text])
                return .skipChildren
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                collect(
                    node.modifiers,
                    node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                return .skipChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                collect(node.modifiers, [node.name.text])
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                collect(node.modifiers, [node.name.text])
                return .visitChildren
            }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                collect(node.modifiers, [node.name.text])
                return .visitChildren
            }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                collect(node.modifiers, [node.name.text])
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.names
    }

    /// Whether an override in the extension names one of `names`.
    static func overrides(of extensionDecl: ExtensionDeclSyntax, name names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return extensionDecl.memberBlock.members.filter(\.isOverride).contains { member in
            member.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let text) = token.tokenKind { return names.contains(text) }
                return false
            }
        }
    }
}
