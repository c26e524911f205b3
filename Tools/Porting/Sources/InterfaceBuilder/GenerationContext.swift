/// What the generator of one document shares between its parts: the document, the app's
/// declarations, the names given to objects, and the report.
final class GenerationContext {
    let document: IBDocument
    let declarations: SwiftDeclarations
    /// The storyboards among the converted files, which a storyboard reference may name.
    let storyboardNames: Set<String>
    private(set) var issues: [InterfaceBuilderIssue] = []
    /// `Class.property` of every outlet the generated code sets.
    var connectedOutlets: Set<String> = []

    /// The Swift local name of each object, by id.
    private(set) var names: [String: String] = [:]
    private var usedNames: Set<String> = []
    /// The class each object is made as, by id.
    var classes: [String: String] = [:]
    /// Elements whose parent is a view, by child id → parent element (for layout guides and
    /// content views).
    var expressions: [String: String] = [:]
    /// Xcode 8's top and bottom layout guides (`<viewControllerLayoutGuide>`), written as the
    /// root view's safe area: by guide id, the guide's attribute → the safe area's (the top
    /// guide's bottom is the safe area's top, the bottom guide's top its bottom).
    var legacyLayoutGuideAttributes: [String: [String: String]] = [:]

    /// The asset catalogue colours the file records the values of (`<namedColor>` resources).
    let namedColors: [String: IBElement]

    init(document: IBDocument, declarations: SwiftDeclarations, storyboardNames: Set<String>) {
        self.document = document
        var namedColors: [String: IBElement] = [:]
        for resource in document.root.child("resources")?.children(named: "namedColor") ?? [] {
            if let name = resource["name"] { namedColors[name] = resource }
        }
        self.namedColors = namedColors
        self.declarations = declarations
        self.storyboardNames = storyboardNames
        nameObjects()
    }

    func report(_ element: IBElement, _ reason: String) {
        issues.append(
            InterfaceBuilderIssue(file: document.file, line: element.line, element: element.name, reason: reason))
    }

    func report(_ element: IBElement, attribute: String, _ reason: String) {
        issues.append(
            InterfaceBuilderIssue(
                file: document.file, line: element.line, element: "\(element.name)@\(attribute)", reason: reason))
    }

    /// The Swift expression that reaches an object in the function being generated: its local
    /// name, or the expression registered for it (`view.safeAreaLayoutGuide`, `cell.contentView`).
    func expression(for id: String) -> String? {
        expressions[id] ?? names[id]
    }

    /// A fresh local name based on `base`.
    func freshName(_ base: String) -> String {
        var candidate = SwiftLiteral.identifier(base)
        var counter = 2
        while usedNames.contains(candidate) || SwiftLiteral.keywords.contains(candidate) {
            candidate = SwiftLiteral.identifier(base) + String(counter)
            counter += 1
        }
        usedNames.insert(candidate)
        return candidate
    }

    /// Names every object once, in file order: after the outlet that holds it when there is one
    /// (`nameLabel`), else after its class (`contactsViewController`, `label3`).
    private func nameObjects() {
        var outletNames: [String: String] = [:]
        for element in document.root.allElements where element.name == "outlet" {
            if let destination = element["destination"], let property = element["property"],
                outletNames[destination] == nil, !IBClasses.uikitOutlets.contains(property)
            {
                outletNames[destination] = property
            }
        }
        for element in document.root.allElements {
            guard let id = element.id else { continue }
            let tag = element.name
            let isObject =
                IBClasses.views[tag] != nil || IBClasses.controllers[tag] != nil
                || IBClasses.gestureRecognizers[tag] != nil
                || [
                    "barButtonItem", "constraint", "refreshControl", "viewControllerPlaceholder",
                    "collectionViewFlowLayout", "collectionViewLayout",
                ].contains(tag)
            guard isObject, tag != "tableViewCellContentView" else { continue }
            let base: String
            if let outlet = outletNames[id] {
                base = outlet
            } else if let custom = element["customClass"] {
                base = SwiftLiteral.lowerCamel(custom)
            } else if tag == "viewControllerPlaceholder" {
                base = SwiftLiteral.lowerCamel(element["referencedIdentifier"] ?? element["storyboardName"] ?? "scene")
            } else if tag == "constraint" {
                base = "constraint"
            } else if tag == "collectionViewFlowLayout" {
                base = "flowLayout"
            } else if tag == "collectionViewLayout" {
                base = "layout"
            } else {
                base = tag == "containerView" ? "containerView" : tag
            }
            names[id] = freshName(base)
        }
    }

    /// The class an object element is made as: its `customClass` when the Swift files declare it
    /// (or it is UIKit's), else the element's UIKit class (reported).
    func className(of element: IBElement, default uikitClass: String) -> String {
        guard let custom = element["customClass"] else { return uikitClass }
        if IBClasses.isUIKit(custom) || declarations.classes[custom] != nil { return custom }
        report(
            element, attribute: "customClass",
            "class '\(custom)' is not declared in the Swift files beside the file; made as \(uikitClass)")
        return uikitClass
    }
}
