import SwiftSyntax

/// The classes the files ported together declare and what each inherits from, so a rewrite can ask
/// whether a class descends from one of UIKit's (a `UICollectionViewCell` subclass of a subclass
/// declared in another file).
enum ClassHierarchy {
    /// Each class `file` declares (nested ones by their own name) and the first type in its
    /// inheritance clause, which for a class is its superclass when it has one.
    static func superclasses(in file: SourceFileSyntax) -> [String: String] {
        final class Collector: SyntaxVisitor {
            var superclasses: [String: String] = [:]
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if let first = node.inheritanceClause?.inheritedTypes.first {
                    superclasses[node.name.text] = first.type.trimmedDescription
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.superclasses
    }

    /// Whether `className` is one of `ancestors` or inherits from one, following `superclasses`
    /// (a cycle, which does not compile anyway, ends the walk).
    static func descends(_ className: String, from ancestors: Set<String>, superclasses: [String: String]) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if ancestors.contains(name) { return true }
            current = superclasses[name]
        }
        return false
    }
}
