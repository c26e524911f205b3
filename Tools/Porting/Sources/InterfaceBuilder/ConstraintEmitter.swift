/// Writes `<constraint>` elements as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
/// multiplier:constant:)`, added to the view that holds them, as a nib adds them.
///
/// Every form IB writes: an implied first item (the holding view), constant-only (no second
/// item), margins (`leadingMargin`), a layout guide as an item (`safeArea`), relations,
/// priorities, a multiplier as a ratio (`"1:1"`, `"16:9"`) or a number, `symbolic` standard
/// spacing (IB writes the spacing's value as the constant), baselines.
enum ConstraintEmitter {
    static let attributes: [String: String] = [
        "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading",
        "trailing": "trailing", "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY",
        "baseline": "lastBaseline", "lastBaseline": "lastBaseline", "firstBaseline": "firstBaseline",
        "leftMargin": "leftMargin", "rightMargin": "rightMargin", "topMargin": "topMargin",
        "bottomMargin": "bottomMargin", "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin",
        "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
    ]

    static let known: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "constant", "multiplier",
        "priority", "symbolic", "identifier", "placeholder", "misplaced", "active",
    ]

    /// Writes the constraints of one function's tree, grouped by holding view.
    static func emit(
        _ constraints: [(holder: String, element: IBElement)], context: GenerationContext,
        outletTargets: Set<String>, into writer: inout SwiftWriter
    ) {
        var order: [String] = []
        var byHolder: [String: [String]] = [:]
        for (holder, element) in constraints {
            guard let expression = expression(element, holder: holder, context: context) else { continue }
            var item = expression
            let needsName =
                element["priority"] != nil || element["identifier"] != nil
                || element.id.map(outletTargets.contains) == true
            if needsName, let id = element.id, let name = context.names[id] {
                writer.line("let \(name) = \(expression)")
                if let priority = element["priority"].flatMap(SwiftLiteral.number) {
                    writer.line("\(name).priority = UILayoutPriority(\(priority))")
                }
                if let identifier = element["identifier"] {
                    writer.line("\(name).identifier = \(SwiftLiteral.string(identifier))")
                }
                item = name
            }
            if byHolder[holder] == nil { order.append(holder) }
            byHolder[holder, default: []].append(item)
        }
        for holder in order {
            let items = byHolder[holder] ?? []
            writer.line("\(holder).addConstraints([")
            writer.indented { writer in
                for item in items { writer.line(item + ",") }
            }
            writer.line("])")
        }
    }

    /// The initializer call for one constraint, or `nil` (reported) when it names something the
    /// converter did not make.
    static func expression(_ element: IBElement, holder: String, context: GenerationContext) -> String? {
        if element.bool("placeholder") == true { return nil }  // Removed at build time, as Xcode does.
        for attribute in element.attributeNames where !known.contains(attribute) {
            context.report(element, attribute: attribute, "constraint attribute is not converted")
        }
        func item(_ id: String?) -> String? {
            guard let id else { return holder }
            return context.expression(for: id)
        }
        guard let first = item(element["firstItem"]) else {
            context.report(element, "its first item was not converted; constraint left out")
            return nil
        }
        // An attribute of Xcode 8's top or bottom layout guide, as the safe area's (`nil`: one that
        // has no safe-area counterpart, reported).
        func attribute(_ raw: String?, of id: String?) -> String? {
            guard let raw else { return nil }
            guard let id, let guide = context.legacyLayoutGuideAttributes[id] else { return attributes[raw] }
            return guide[raw]
        }
        guard let firstAttribute = attribute(element["firstAttribute"], of: element["firstItem"]) else {
            context.report(
                element, "first attribute '\(element["firstAttribute"] ?? "")' is not converted; constraint left out")
            return nil
        }
        let relation: String
        switch element["relation"] {
        case nil: relation = "equal"
        case "greaterThanOrEqual": relation = "greaterThanOrEqual"
        case "lessThanOrEqual": relation = "lessThanOrEqual"
        case let other?:
            context.report(element, "relation '\(other)' is not converted; constraint left out")
            return nil
        }
        let constant = element["constant"].flatMap(SwiftLiteral.number) ?? "0"
        var second = "nil"
        var secondAttribute = "notAnAttribute"
        if let secondID = element["secondItem"] {
            guard let expression = context.expression(for: secondID) else {
                context.report(element, "its second item was not converted; constraint left out")
                return nil
            }
            guard let attribute = attribute(element["secondAttribute"], of: secondID) else {
                context.report(
                    element,
                    "second attribute '\(element["secondAttribute"] ?? "")' is not converted; constraint left out")
                return nil
            }
            second = expression
            secondAttribute = attribute
        }
        guard let multiplier = multiplier(element["multiplier"]) else {
            context.report(
                element, "multiplier '\(element["multiplier"] ?? "")' is not a number or a ratio; constraint left out")
            return nil
        }
        return "NSLayoutConstraint(item: \(first), attribute: .\(firstAttribute), relatedBy: .\(relation), "
            + "toItem: \(second), attribute: .\(secondAttribute), multiplier: \(multiplier), constant: \(constant))"
    }

    /// `"1:1"` → `1 / 1`, `"0.5"` → `0.5`, none → `1`.
    static func multiplier(_ value: String?) -> String? {
        guard let value else { return "1" }
        let parts = value.split(separator: ":")
        if parts.count == 2, let numerator = SwiftLiteral.number(String(parts[0])),
            let denominator = SwiftLiteral.number(String(parts[1])), Double(denominator) != 0
        {
            return numerator == denominator ? "1" : "\(numerator) / \(denominator)"
        }
        return SwiftLiteral.number(value)
    }
}
