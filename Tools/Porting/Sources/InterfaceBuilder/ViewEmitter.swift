/// Writes the statements that make one function's tree of views: each view made, its attributes
/// set, its subviews added; then, once every view of the tree has a name, the constraints and the
/// connections (``ConnectionEmitter``).
struct ViewEmitter {
    let context: GenerationContext
    var writer = SwiftWriter()
    /// `(holder expression, <constraint>)` in file order, written after the tree.
    var constraints: [(holder: String, element: IBElement)] = []
    /// `(source expression, source element, <connections> element)`, written after the tree.
    var connections: [(source: String, element: IBElement)] = []
    /// Prototype cells met in the tree, for the caller to register with their table.
    var prototypes: [(table: String, cell: IBElement)] = []
    /// A collection view's prototype cells and section header and footer views met in the tree,
    /// for the caller to register with their collection view (``CollectionPrototype``).
    var collectionPrototypes: [CollectionPrototype] = []
    /// Static tables met in the tree: the table, and each section with the names of its cells
    /// (made with the rest of the tree, so outlets to them connect like any other).
    var staticTables: [(table: String, sections: [StaticSection])] = []

    /// A static section: its element and its cells, made.
    struct StaticSection {
        let element: IBElement
        let cells: [(name: String, element: IBElement)]
    }
    /// Statements written after the connections (`startAnimating()`).
    var finishing: [String] = []

    init(context: GenerationContext) {
        self.context = context
    }

    /// Makes the view `element` and its subtree; returns its name, or `nil` when the element is
    /// not a view the converter makes (reported).
    mutating func emitView(_ element: IBElement, parent: String?, arranged: Bool = false) -> String? {
        let tag = element.name
        if let reason = IBClasses.unsupported[tag] {
            context.report(element, "\(reason); the view and its subviews are left out")
            return nil
        }
        guard let uikitClass = IBClasses.views[tag], let id = element.id, let name = context.names[id] else {
            context.report(element, "unknown element; left out")
            return nil
        }
        let className = context.className(of: element, default: uikitClass)
        context.classes[id] = className
        // A collection view's layout is made first: its decoder carries it (`CollectionViewEmitter.swift`).
        let layout = tag == "collectionView" ? emitCollectionViewLayout(of: element) : nil
        writer.line(
            "let \(name) = \(construction(element, className: className, uikitClass: uikitClass, layout: layout))")
        emitBody(element, name: name)
        if let parent {
            writer.line(arranged ? "\(parent).addArrangedSubview(\(name))" : "\(parent).addSubview(\(name))")
        }
        return name
    }

    /// The view made through `init?(coder:)` by the loading, with what UIKit's `init?(coder:)`
    /// decodes: the frame and tag, a table's style, a cell's style and reuse identifier, a
    /// button's type.
    func construction(_ element: IBElement, className: String, uikitClass: String, layout: String? = nil) -> String {
        let frame = element.child("rect", key: "frame").flatMap { try? IBValues.rect($0).get() }
        switch uikitClass {
        case "UICollectionView":
            return RuntimeSpelling.view(
                className, decoder: RuntimeSpelling.decoder(frame: frame, collectionViewLayout: layout ?? "nil"))
        case "UITableView":
            let styles = ["plain": "plain", "grouped": "grouped", "insetGrouped": "insetGrouped"]
            let raw = element["style"] ?? "plain"
            guard let style = styles[raw] else {
                context.report(element, attribute: "style", "table style '\(raw)' is not UIKit's; made plain")
                return RuntimeSpelling.view(
                    className, decoder: RuntimeSpelling.decoder(frame: frame, tag: element["tag"]))
            }
            return RuntimeSpelling.view(className, decoder: RuntimeSpelling.decoder(frame: frame, tableStyle: style))
        case "UITableViewCell":
            return RuntimeSpelling.view(
                className,
                decoder: RuntimeSpelling.decoder(
                    frame: frame, reuseIdentifier: element["reuseIdentifier"], cellStyle: cellStyle(element)))
        case "UIButton" where className == "UIButton":
            let types = [
                "system": "system", "custom": "custom", "roundedRect": "system", "contactAdd": "contactAdd",
                "detailDisclosure": "detailDisclosure", "infoLight": "infoLight", "infoDark": "infoDark",
            ]
            let raw = element["buttonType"] ?? "custom"
            let type = types[raw] ?? "custom"
            if types[raw] == nil {
                context.report(element, attribute: "buttonType", "button type '\(raw)' is not converted; made custom")
            }
            // UIKit's `init?(coder:)` decodes the button type; the headless decoder does not carry
            // one, so a plain button is made with its type, as code makes it.
            return RuntimeSpelling.object("UIButton(type: .\(type))")
        case "UIButton":
            // A button subclass is made through its `init?(coder:)`; the headless decoder carries no
            // button type, so one other than custom is reported rather than silently dropped.
            if let type = element["buttonType"], type != "custom" {
                context.report(
                    element, attribute: "buttonType",
                    "button type '\(type)' of a button subclass is not decoded headless; made as custom")
            }
            return RuntimeSpelling.view(
                className, decoder: RuntimeSpelling.decoder(frame: frame, tag: element["tag"]))
        default:
            return RuntimeSpelling.view(
                className,
                decoder: RuntimeSpelling.decoder(
                    frame: frame, tag: element["tag"], reuseIdentifier: element["reuseIdentifier"]))
        }
    }

    /// `style="IBUITableViewCellStyleValue1"` → `value1`.
    func cellStyle(_ element: IBElement) -> String {
        switch element["style"] {
        case "IBUITableViewCellStyleSubtitle": "subtitle"
        case "IBUITableViewCellStyleValue1": "value1"
        case "IBUITableViewCellStyleValue2": "value2"
        default: "default"
        }
    }

    /// The attributes and children of a view already made as `name`.
    mutating func emitBody(_ element: IBElement, name: String) {
        // What the decoder could not carry alongside a table's or cell's style, or for a button
        // made with its type.
        let uikitClass = IBClasses.views[element.name] ?? ""
        let className = element.id.flatMap { context.classes[$0] } ?? uikitClass
        if uikitClass == "UIButton" && className == "UIButton",
            let frame = element.child("rect", key: "frame").flatMap({ try? IBValues.rect($0).get() })
        {
            writer.line("\(name).frame = \(frame)")
        }
        if let tag = element["tag"],
            ["UITableView", "UITableViewCell", "UICollectionView"].contains(uikitClass)
                || (uikitClass == "UIButton" && className == "UIButton")
        {
            writer.line("\(name).tag = \(tag)")
        }
        emitAttributes(element, name: name)
        if ["label", "imageView"].contains(element.name) && element["userInteractionEnabled"] == nil {
            // IB writes `userInteractionEnabled="NO"` for the labels and image views that keep
            // UIKit's default; without it, `init?(coder:)` leaves user interaction on (an image
            // view with a tap gesture recognizer).
            writer.line("\(name).isUserInteractionEnabled = true")
        }
        if element.name == "imageView" {
            if let image = element["image"] {
                writer.line("\(name).image = \(IBValues.image(named: image, catalog: element["catalog"]))")
            }
            if let image = element["highlightedImage"] {
                writer.line("\(name).highlightedImage = \(IBValues.image(named: image, catalog: element["catalog"]))")
            }
        }
        emitPriorities(element, name: name)
        for child in element.children {
            emitChild(child, of: element, name: name)
        }
        if element.name == "tableView" {
            emitTableMetrics(element, name: name)
        }
        if element.bool("animating") == true {
            finishing.append("\(name).startAnimating()")
        }
    }

    /// Plain attributes through ``IBAttributeRules``; anything unknown is reported.
    mutating func emitAttributes(_ element: IBElement, name: String, rules: [String: IBAttributeRules.Rule]? = nil) {
        for attribute in element.attributeNames {
            let value = element[attribute] ?? ""
            let rule = rules?[attribute] ?? IBAttributeRules.rule(for: attribute, of: element.name)
            switch rule {
            case .bool(let property)?:
                writer.line("\(name).\(property) = \(value == "YES")")
            case .number(let property)?:
                guard let number = SwiftLiteral.number(value) else {
                    context.report(element, attribute: attribute, "'\(value)' is not a number; not set")
                    continue
                }
                writer.line("\(name).\(property) = \(number)")
            case .string(let property)?:
                writer.line("\(name).\(property) = \(SwiftLiteral.string(value))")
            case .enumeration(let property, let members)?:
                guard let member = members[value] else {
                    context.report(element, attribute: attribute, "value '\(value)' is not converted; not set")
                    continue
                }
                writer.line("\(name).\(property) = .\(member)")
            case .handled?, .noEffect?:
                continue
            case nil:
                context.report(element, attribute: attribute, "attribute is not converted; not set")
            }
        }
    }

    /// Content hugging and compression resistance, by axis.
    mutating func emitPriorities(_ element: IBElement, name: String) {
        let settings = [
            ("horizontalHuggingPriority", "setContentHuggingPriority", "horizontal"),
            ("verticalHuggingPriority", "setContentHuggingPriority", "vertical"),
            ("horizontalCompressionResistancePriority", "setContentCompressionResistancePriority", "horizontal"),
            ("verticalCompressionResistancePriority", "setContentCompressionResistancePriority", "vertical"),
        ]
        for (attribute, method, axis) in settings {
            guard let value = element[attribute] else { continue }
            guard let number = SwiftLiteral.number(value) else {
                context.report(element, attribute: attribute, "'\(value)' is not a priority; not set")
                continue
            }
            writer.line("\(name).\(method)(UILayoutPriority(\(number)), for: .\(axis))")
        }
    }

    /// The keys of colours IB writes on views, and the property each sets.
    static let colorKeys: [String: String] = [
        "backgroundColor": "backgroundColor", "tintColor": "tintColor", "textColor": "textColor",
        "onTintColor": "onTintColor", "thumbTintColor": "thumbTintColor", "separatorColor": "separatorColor",
        "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
        "progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor", "color": "color",
        "barTintColor": "barTintColor", "sectionIndexColor": "sectionIndexColor",
        "selectedSegmentTintColor": "selectedSegmentTintColor", "shadowColor": "shadowColor",
    ]

    /// One child element of a view.
    mutating func emitChild(_ child: IBElement, of element: IBElement, name: String) {
        switch child.name {
        case "rect" where child.key == "frame", "point" where child.key == "canvasLocation",
            "size" where child.key == "freeformSize":
            break  // The frame is set at construction; the canvas is Xcode's.
        case "autoresizingMask":
            let mask = IBValues.autoresizingMask(child)
            if mask != "[]" { writer.line("\(name).autoresizingMask = \(mask)") }
        case "color":
            guard let key = child.key, let property = Self.colorKeys[key] else {
                context.report(child, "colour for '\(child.key ?? "")' is not converted; not set")
                return
            }
            switch IBValues.color(child, namedColors: context.namedColors) {
            case .success(let color): writer.line("\(name).\(property) = \(color)")
            case .failure(let failure): context.report(child, failure.reason + "; not set")
            }
        case "nil":
            break  // IB's "default" for an optional property: UIKit's default stays.
        case "fontDescription":
            switch IBValues.font(child) {
            case .success(let font): writer.line("\(name).font = \(font)")
            case .failure(let failure): context.report(child, failure.reason + "; not set")
            }
        case "accessibility":
            emitAttributes(
                child, name: name,
                rules: [
                    "key": .handled, "identifier": .string("accessibilityIdentifier"),
                    "label": .string("accessibilityLabel"),
                    "hint": .string("accessibilityHint"), "isElement": .bool("isAccessibilityElement"),
                ])
            for trait in child.children { context.report(trait, "accessibility traits are not converted") }
        case "userDefinedRuntimeAttributes":
            for attribute in child.children { emitRuntimeAttribute(attribute, of: element, name: name) }
        case "viewLayoutGuide":
            if let id = child.id {
                switch child.key {
                case "safeArea": context.expressions[id] = "\(name).safeAreaLayoutGuide"
                case "keyboard": context.expressions[id] = "\(name).keyboardLayoutGuide"
                default: context.report(child, "layout guide '\(child.key ?? "")' is not converted")
                }
            }
        case "subviews":
            let arranged = element.name == "stackView"
            for subview in child.children { _ = emitView(subview, parent: name, arranged: arranged) }
        case "constraints":
            for constraint in child.children { constraints.append((name, constraint)) }
        case "connections":
            connections.append((name, child))
        case "edgeInsets", "directionalEdgeInsets":
            let properties = [
                "layoutMargins": "layoutMargins", "directionalLayoutMargins": "directionalLayoutMargins",
                "contentInset": "contentInset",
            ]
            guard let key = child.key, let property = properties[key], let insets = try? IBValues.insets(child).get()
            else {
                context.report(child, "insets '\(child.key ?? "")' are not converted")
                return
            }
            writer.line("\(name).\(property) = \(insets)")
        case "inset" where child.key == "separatorInset":
            if let insets = try? IBValues.insets(child).get() { writer.line("\(name).separatorInset = \(insets)") }
        case "state" where element.name == "button":
            emitButtonState(child, name: name)
        case "buttonConfiguration":
            context.report(child, "button configurations are not converted; the button keeps its state titles")
        case "segments":
            for (index, segment) in child.children.enumerated() {
                let title = segment["title"].map(SwiftLiteral.string) ?? "nil"
                writer.line("\(name).insertSegment(withTitle: \(title), at: \(index), animated: false)")
            }
            if let selected = element["selectedSegmentIndex"] {
                writer.line("\(name).selectedSegmentIndex = \(selected)")
            }
        case "textInputTraits" where element.name == "searchBar":
            break  // The headless search bar has no text input traits of its own.
        case "textInputTraits":
            emitTextInputTraits(child, name: name)
        case "string" where child.key == "text":
            context.report(child, "multi-line text is not converted; set it in code")
        case "imageReference" where child.key == "image":
            if let image = child["image"] {
                writer.line("\(name).image = \(IBValues.image(named: image, catalog: child["catalog"]))")
            }
        case "tableViewCellContentView", "collectionViewCellContentView":
            emitContentView(child, cell: element, cellName: name)
        case "view" where child.key == "contentView" && element.name == "collectionViewCell":
            // Files saved before Xcode 11 write a collection view cell's content view as a plain view.
            emitContentView(child, cell: element, cellName: name)
        case "size" where child.key == "customSize" && element.name == "collectionViewCell":
            // The size the prototype is drawn at on Interface Builder's canvas (Xcode writes it when
            // it differs from the flow layout's item size); the cell's frame already holds it, and
            // the layout sizes each cell it displays.
            break
        case "collectionViewFlowLayout" where child.key == "collectionViewLayout",
            "collectionViewLayout" where child.key == "collectionViewLayout":
            break  // Made before the collection view, for its decoder.
        case "cells" where element.name == "collectionView":
            for cell in child.children {
                guard cell.name == "collectionViewCell" else {
                    context.report(cell, "not a collection view cell; left out")
                    continue
                }
                collectionPrototypes.append(CollectionPrototype(collectionView: name, element: cell, kind: nil))
            }
        case "collectionReusableView" where element.name == "collectionView":
            guard let kind = CollectionPrototype.kinds[child.key ?? ""] else {
                context.report(child, "a reusable view in the '\(child.key ?? "")' slot is not converted")
                return
            }
            collectionPrototypes.append(CollectionPrototype(collectionView: name, element: child, kind: kind))
        case "prototypes":
            for cell in child.children(named: "tableViewCell") { prototypes.append((name, cell)) }
        case "sections":
            var sections: [StaticSection] = []
            for section in child.children(named: "tableViewSection") {
                var cells: [(String, IBElement)] = []
                for cell in section.child("cells")?.children ?? [] {
                    if let made = emitView(cell, parent: nil) { cells.append((made, cell)) }
                }
                sections.append(StaticSection(element: section, cells: cells))
            }
            staticTables.append((name, sections))
        case "view" where ["tableHeaderView", "tableFooterView", "backgroundView"].contains(child.key ?? ""):
            if let subview = emitView(child, parent: nil), let key = child.key {
                writer.line("\(name).\(key) = \(subview)")
            }
        default:
            if child.name == "tableViewCell" || IBClasses.views[child.name] != nil, child.key != nil {
                context.report(child, "a view in the '\(child.key!)' slot is not converted")
            } else {
                context.report(child, "unknown element; left out")
            }
        }
    }

    /// A cell's `contentView`: its attributes and subviews, on the cell's own content view.
    mutating func emitContentView(_ contentView: IBElement, cell: IBElement, cellName: String) {
        let name = "\(cellName).contentView"
        // Xcode 9 and 10 wrote a collection view cell's `<view key="contentView">` without an id:
        // nothing can refer to it then, but its subviews are still the cell's content.
        if let id = contentView.id { context.expressions[id] = name }
        // The content view's own attributes (clipping, content mode, its layout margins' flags,
        // hidden, alpha, …), set on the view the cell made, as the nib's decoding sets them.
        emitAttributes(contentView, name: name)
        let builtIn = cell["style"] != nil
        for child in contentView.children {
            if child.name == "subviews" && builtIn {
                emitBuiltInLabels(child, cell: cell, cellName: cellName)
            } else {
                emitChild(child, of: contentView, name: name)
            }
        }
    }

    /// A built-in style cell's labels and image view: UIKit makes them, IB writes them as subviews
    /// with their texts; the generated code sets them on the cell's own `textLabel`, …
    mutating func emitBuiltInLabels(_ subviews: IBElement, cell: IBElement, cellName: String) {
        let slots = [("textLabel", "textLabel"), ("detailTextLabel", "detailTextLabel"), ("imageView", "imageView")]
        for subview in subviews.children {
            guard let id = subview.id, let slot = slots.first(where: { cell[$0.0] == id }) else {
                context.report(subview, "a view added to a built-in style cell is not converted")
                continue
            }
            let name = "\(cellName).\(slot.1)"
            context.expressions[id] = name + "!"
            if let text = subview["text"] { writer.line("\(name)?.text = \(SwiftLiteral.string(text))") }
            if let image = subview["image"] {
                writer.line("\(name)?.image = \(IBValues.image(named: image, catalog: subview["catalog"]))")
            }
            for child in subview.children {
                switch child.name {
                case "fontDescription":
                    if let font = try? IBValues.font(child).get() { writer.line("\(name)?.font = \(font)") }
                case "color" where child.key == "textColor":
                    if let color = try? IBValues.color(child, namedColors: context.namedColors).get() {
                        writer.line("\(name)?.textColor = \(color)")
                    }
                case "color" where child.key == "tintColor":
                    if let color = try? IBValues.color(child, namedColors: context.namedColors).get() {
                        writer.line("\(name)?.tintColor = \(color)")
                    }
                case "rect", "autoresizingMask", "nil":
                    break  // UIKit lays the built-in labels out itself.
                default:
                    context.report(child, "not converted on a built-in label")
                }
            }
        }
    }

    /// `<state key="normal" title="Save" image="plus">` with its title colour.
    mutating func emitButtonState(_ state: IBElement, name: String) {
        let states = ["normal": "normal", "highlighted": "highlighted", "selected": "selected", "disabled": "disabled"]
        guard let key = state.key, let member = states[key] else {
            context.report(state, "button state '\(state.key ?? "")' is not converted")
            return
        }
        if let title = state["title"] {
            writer.line("\(name).setTitle(\(SwiftLiteral.string(title)), for: .\(member))")
        }
        if let image = state["image"] {
            writer.line("\(name).setImage(\(IBValues.image(named: image, catalog: state["catalog"])), for: .\(member))")
        }
        for child in state.children {
            if child.name == "color", child.key == "titleColor",
                let color = try? IBValues.color(child, namedColors: context.namedColors).get()
            {
                writer.line("\(name).setTitleColor(\(color), for: .\(member))")
            } else if child.name == "imageReference", child.key == "image", let image = child["image"] {
                writer.line(
                    "\(name).setImage(\(IBValues.image(named: image, catalog: child["catalog"])), for: .\(member))")
            } else if child.name != "nil" {
                context.report(child, "not converted in a button state")
            }
        }
    }

    /// `<textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="phonePad"/>`.
    mutating func emitTextInputTraits(_ traits: IBElement, name: String) {
        emitAttributes(
            traits, name: name,
            rules: [
                "key": .handled,
                "autocapitalizationType": .enumeration(
                    "autocapitalizationType",
                    ["none": "none", "words": "words", "sentences": "sentences", "allCharacters": "allCharacters"]),
                "autocorrectionType": .enumeration(
                    "autocorrectionType", ["default": "default", "no": "no", "yes": "yes"]),
                "spellCheckingType": .enumeration(
                    "spellCheckingType", ["default": "default", "no": "no", "yes": "yes"]),
                "keyboardType": .enumeration(
                    "keyboardType",
                    [
                        "default": "default", "alphabet": "asciiCapable",
                        "numbersAndPunctuation": "numbersAndPunctuation",
                        "URL": "URL", "numberPad": "numberPad", "phonePad": "phonePad", "namePhonePad": "namePhonePad",
                        "emailAddress": "emailAddress", "decimalPad": "decimalPad", "twitter": "twitter",
                        "webSearch": "webSearch",
                    ]),
                "returnKeyType": .enumeration(
                    "returnKeyType",
                    [
                        "default": "default", "go": "go", "google": "google", "join": "join", "next": "next",
                        "route": "route", "search": "search", "send": "send", "yahoo": "yahoo", "done": "done",
                        "emergencyCall": "emergencyCall", "continue": "continue",
                    ]),
                "secureTextEntry": .bool("isSecureTextEntry"),
                "enablesReturnKeyAutomatically": .bool("enablesReturnKeyAutomatically"),
                "textContentType": .noEffect, "smartDashesType": .noEffect, "smartQuotesType": .noEffect,
                "smartInsertDeleteType": .noEffect, "keyboardAppearance": .noEffect,
            ])
    }

    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">`: set from Swift when
    /// the key path names properties Swift can set: UIKit's listed below, or the app class's own.
    mutating func emitRuntimeAttribute(_ attribute: IBElement, of element: IBElement, name: String) {
        guard let keyPath = attribute["keyPath"] else { return }
        let uikitPaths: Set<String> = [
            "layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds", "clipsToBounds",
            "accessibilityIdentifier",
            "accessibilityLabel", "layer.shadowOpacity", "layer.shadowRadius", "tag", "alpha", "isHidden",
        ]
        let ownClass = element["customClass"].flatMap { context.declarations.classes[$0] }
        let isOwnProperty =
            ownClass.flatMap { context.declarations.property(keyPath, of: $0.name) }.map { !$0.isPrivate } ?? false
        guard uikitPaths.contains(keyPath) || isOwnProperty else {
            context.report(
                attribute,
                "key path '\(keyPath)' is set through key-value coding on iOS; not a property the converter "
                    + "can set from Swift; set it in code")
            return
        }
        let value: String?
        switch attribute["type"] {
        case "number":
            value = attribute.children.first.flatMap { $0["value"] }.flatMap(SwiftLiteral.number)
        case "boolean":
            value = attribute["value"].map { $0 == "YES" ? "true" : "false" }
        case "string":
            value = attribute["value"].map(SwiftLiteral.string)
        case "color":
            value = attribute.children.first.flatMap { try? IBValues.color($0, namedColors: context.namedColors).get() }
        default:
            value = nil
        }
        guard let value else {
            context.report(attribute, "runtime attribute of type '\(attribute["type"] ?? "")' is not converted")
            return
        }
        writer.line("\(name).\(keyPath) = \(value)")
    }

    /// Row and section heights: `-1` is automatic, as UIKit's `automaticDimension`.
    mutating func emitTableMetrics(_ element: IBElement, name: String) {
        for attribute in [
            "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        ] {
            guard let value = element[attribute] else { continue }
            if value == "-1" {
                writer.line("\(name).\(attribute) = UITableView.automaticDimension")
            } else if let number = SwiftLiteral.number(value) {
                writer.line("\(name).\(attribute) = \(number)")
            } else {
                context.report(element, attribute: attribute, "'\(value)' is not a height; not set")
            }
        }
    }
}
