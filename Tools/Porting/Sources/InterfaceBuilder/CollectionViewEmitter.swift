/// A collection view's prototype met in the tree: a `<collectionViewCell>` of its `<cells>`, or a
/// `<collectionReusableView key="sectionHeaderView">` (or footer), registered with the collection
/// view under its reuse identifier (``CollectionPrototypeEmitter``).
struct CollectionPrototype {
    /// The collection view's expression.
    let collectionView: String
    let element: IBElement
    /// The supplementary view's kind, spelled in Swift; `nil` for a cell.
    let kind: String?

    /// The slots Interface Builder writes a flow layout's section header and footer in.
    static let kinds: [String: String] = [
        "sectionHeaderView": "UICollectionView.elementKindSectionHeader",
        "sectionFooterView": "UICollectionView.elementKindSectionFooter",
    ]
}

extension ViewEmitter {
    /// Makes the layout object of a collection view (its `<collectionViewFlowLayout
    /// key="collectionViewLayout">`, or a `<collectionViewLayout key="collectionViewLayout"
    /// customClass="…">`) through `init?(coder:)`, as UIKit decodes it with the collection view;
    /// returns its name. Without one in the file, a flow layout with UIKit's defaults.
    mutating func emitCollectionViewLayout(of collectionView: IBElement) -> String {
        let element = collectionView.children.first { $0.key == "collectionViewLayout" }
        guard let element, let id = element.id, let name = context.names[id] else {
            if let element {
                context.report(
                    element, "a layout without an id; made as UICollectionViewFlowLayout with UIKit's defaults")
            }
            let name = context.freshName("flowLayout")
            writer.line(
                "let \(name) = \(RuntimeSpelling.layout("UICollectionViewFlowLayout", decoder: "NibDecoder()"))")
            return name
        }
        switch element.name {
        case "collectionViewFlowLayout":
            let className = context.className(of: element, default: "UICollectionViewFlowLayout")
            context.classes[id] = className
            emitFlowLayout(element, name: name, className: className)
        case "collectionViewLayout":
            // Interface Builder's "Custom" layout: an app's class, made through its `init?(coder:)`.
            if element["customClass"] == nil {
                context.report(element, "a custom layout without a class; made as UICollectionViewFlowLayout")
            }
            let className = context.className(of: element, default: "UICollectionViewFlowLayout")
            context.classes[id] = className
            writer.line("let \(name) = \(RuntimeSpelling.layout(className, decoder: "NibDecoder()"))")
            emitAttributes(element, name: name, rules: [:])
            for child in element.children { context.report(child, "not converted on a custom layout") }
        default:
            context.report(element, "layout element is not converted; made as UICollectionViewFlowLayout")
            writer.line(
                "let \(name) = \(RuntimeSpelling.layout("UICollectionViewFlowLayout", decoder: "NibDecoder()"))")
        }
        return name
    }

    /// A flow layout with the attributes its `init?(coder:)` decodes, those that differ from
    /// UIKit's defaults spelled out (`NibDecoder.FlowLayoutAttributes`, in its order).
    private mutating func emitFlowLayout(_ element: IBElement, name: String, className: String) {
        var values: [String: String] = [:]
        for attribute in element.attributeNames {
            let value = element[attribute] ?? ""
            switch attribute {
            case "minimumLineSpacing", "minimumInteritemSpacing":
                guard let number = SwiftLiteral.number(value) else {
                    context.report(element, attribute: attribute, "'\(value)' is not a number; not set")
                    continue
                }
                values[attribute] = number
            case "scrollDirection":
                guard ["vertical", "horizontal"].contains(value) else {
                    context.report(element, attribute: attribute, "value '\(value)' is not converted; not set")
                    continue
                }
                values[attribute] = "." + value
            case "sectionInsetReference":
                // The two values Xcode writes besides the default (content inset), which it leaves
                // out (Compatibility/Evidence.md, "A flow layout's section inset reference in
                // Interface Builder files"); any other spelling stays reported.
                guard let reference = ["safeArea": ".fromSafeArea", "layoutMargins": ".fromLayoutMargins"][value] else {
                    context.report(element, attribute: attribute, "value '\(value)' is not converted; not set")
                    continue
                }
                values[attribute] = reference
            case "automaticEstimatedItemSize":
                // Interface Builder's "Estimate Size: Automatic".
                if value == "YES" { values["estimatedItemSize"] = "UICollectionViewFlowLayout.automaticSize" }
            default:
                if IBAttributeRules.everywhere[attribute] == nil {
                    context.report(element, attribute: attribute, "attribute is not converted; not set")
                }
            }
        }
        for child in element.children {
            let sizes: Set<String> = ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"]
            if child.name == "size", let key = child.key, sizes.contains(key) {
                switch IBValues.size(child) {
                case .success(let size): values[key] = size
                case .failure(let failure): context.report(child, failure.reason + "; not set")
                }
            } else if child.name == "inset", child.key == "sectionInset" {
                values["sectionInset"] = try? IBValues.insets(child).get()
            } else {
                context.report(child, "not converted on a flow layout")
            }
        }
        // The decoder's parameters in order, with the defaults it has (UIKit's).
        let parameters: [(name: String, default: String)] = [
            ("itemSize", "CGSize(width: 50, height: 50)"), ("estimatedItemSize", "CGSize(width: 0, height: 0)"),
            ("minimumLineSpacing", "10"), ("minimumInteritemSpacing", "10"), ("scrollDirection", ".vertical"),
            ("headerReferenceSize", "CGSize(width: 0, height: 0)"),
            ("footerReferenceSize", "CGSize(width: 0, height: 0)"),
            ("sectionInset", "UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)"),
            ("sectionInsetReference", ".fromContentInset"),
        ]
        let arguments = parameters.compactMap { parameter -> String? in
            guard let value = values[parameter.name], value != parameter.default else { return nil }
            return "\(parameter.name): \(value)"
        }
        writer.line("let \(name) = loader.layout(")
        writer.indented { writer in
            writer.line("\(className).self,")
            if arguments.isEmpty {
                writer.line("NibDecoder(flowLayout: NibDecoder.FlowLayoutAttributes()))")
                return
            }
            writer.line("NibDecoder(")
            writer.indented { writer in
                writer.line("flowLayout: NibDecoder.FlowLayoutAttributes(")
                writer.indented { writer in
                    for (index, argument) in arguments.enumerated() {
                        writer.line(argument + (index == arguments.count - 1 ? ")))" : ","))
                    }
                }
            }
        }
    }
}

/// Registers a collection view's prototype cell or section header or footer under its reuse
/// identifier, as UIKit does when the collection view loads from the file: a nib whose one object
/// is the view, made with its subviews, constraints and outlets each time the collection view
/// dequeues a new one (`register(_:forCellWithReuseIdentifier:)`,
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`). Segues from a cell are made
/// with the scene's controller and triggered by the cell's selection.
struct CollectionPrototypeEmitter {
    let context: GenerationContext

    /// - Parameter controller: the scene's controller; `nil` in a xib, which has no segues.
    func emit(_ prototype: CollectionPrototype, controller: String?, into writer: inout SwiftWriter) {
        let element = prototype.element
        guard let reuseIdentifier = element["reuseIdentifier"] else {
            let what = prototype.kind == nil ? "a prototype cell" : "a section header or footer"
            context.report(element, "\(what) without a reuse identifier cannot be dequeued; left out")
            return
        }
        var segues: [String] = []
        for segue in element.child("connections")?.children(named: "segue") ?? [] {
            guard prototype.kind == nil, let controller else {
                context.report(segue, "a segue from a view that is not a cell is not converted")
                continue
            }
            if let name = SegueEmitter(context: context).emit(
                segue, controller: controller, trigger: nil, keepsName: true, into: &writer)
            {
                segues.append(name)
            }
        }
        let registration =
            prototype.kind.map {
                "forSupplementaryViewOfKind: \($0), withReuseIdentifier: \(SwiftLiteral.string(reuseIdentifier)))"
            } ?? "forCellWithReuseIdentifier: \(SwiftLiteral.string(reuseIdentifier)))"
        PrototypeEmitter(context: context).emitNib(
            element, owner: prototype.collectionView, controller: controller, segues: segues,
            registration: registration, into: &writer)
    }
}
