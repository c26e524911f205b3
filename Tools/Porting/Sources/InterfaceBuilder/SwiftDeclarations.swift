import SwiftParser
import SwiftSyntax

/// What the app's Swift files beside an Interface Builder file declare: the classes a
/// `customClass` may name, their properties (the outlets a connection may set) and their methods
/// (the actions a connection may call). Read from source with SwiftSyntax; nothing is compiled.
public struct SwiftDeclarations: Sendable {
    /// A class, from its declaration and the extensions of it.
    public struct ClassInfo: Sendable {
        public let name: String
        /// The first inherited type named in the declaration (the superclass, when there is one).
        public var superclass: String?
        /// Stored or computed properties, by name.
        public var properties: [String: Property] = [:]
        /// Methods by base name (`save`), each with its argument labels.
        public var methods: [String: [Method]] = [:]
    }

    /// A property an outlet may set.
    public struct Property: Sendable {
        public let name: String
        /// The type as written (`UILabel!`, `[UILabel]`).
        public let type: String
        /// `private` or `fileprivate`: another file (the generated one) cannot set it.
        public let isPrivate: Bool
    }

    /// A method an action may call.
    public struct Method: Sendable {
        public let name: String
        /// The argument labels (`_` for none), one per parameter.
        public let labels: [String]
        /// The first parameter's type as written (`UIButton`, `Any`), if any.
        public let firstParameterType: String?
        public let isPrivate: Bool
    }

    /// Classes by name.
    public private(set) var classes: [String: ClassInfo] = [:]

    /// Reads the declarations of the files.
    public init(files: [(name: String, source: String)]) {
        for file in files {
            let visitor = Collector(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: file.source))
            for (name, info) in visitor.classes {
                var merged = classes[name] ?? ClassInfo(name: name)
                if merged.superclass == nil { merged.superclass = info.superclass }
                merged.properties.merge(info.properties) { first, _ in first }
                merged.methods.merge(info.methods) { $0 + $1 }
                classes[name] = merged
            }
        }
    }

    /// The property named `name` of the class or of its superclasses among the files.
    public func property(_ name: String, of className: String) -> Property? {
        var current: String? = className
        var seen: Set<String> = []
        while let type = current, let info = classes[type], seen.insert(type).inserted {
            if let property = info.properties[name] { return property }
            current = info.superclass
        }
        return nil
    }

    /// The methods whose base name is `name`, in the class or its superclasses among the files.
    public func methods(_ name: String, of className: String) -> [Method] {
        var current: String? = className
        var seen: Set<String> = []
        var found: [Method] = []
        while let type = current, let info = classes[type], seen.insert(type).inserted {
            found += info.methods[name] ?? []
            current = info.superclass
        }
        return found
    }

    private final class Collector: SyntaxVisitor {
        var classes: [String: ClassInfo] = [:]
        private var stack: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            var info = classes[name] ?? ClassInfo(name: name)
            info.superclass = info.superclass ?? node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            classes[name] = info
            stack.append(name)
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            if classes[name] == nil { classes[name] = ClassInfo(name: name) }
            stack.append(name)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

        // Nested types' members are not the outer class's.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append("")
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append("")
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last, !owner.isEmpty else { return .skipChildren }
            let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                classes[owner]?.properties[name] = Property(name: name, type: type, isPrivate: isPrivate)
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last, !owner.isEmpty else { return .skipChildren }
            let parameters = Array(node.signature.parameterClause.parameters)
            let method = Method(
                name: node.name.text, labels: parameters.map { $0.firstName.text },
                firstParameterType: parameters.first?.type.trimmedDescription,
                isPrivate: node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) })
            classes[owner]?.methods[node.name.text, default: []].append(method)
            return .skipChildren
        }
    }
}
