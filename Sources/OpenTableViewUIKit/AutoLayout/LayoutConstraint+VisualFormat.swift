import Foundation
import OpenTableViewDiagnostics

extension LayoutConstraint {
    /// The constraints a visual format string describes, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)` (Apple's "Visual Format Language"):
    /// `"H:|-[label]-8-[button(>=44@750)]-|"`. The constraints are returned inactive.
    ///
    /// Spacing: `[a][b]` is flush, `-n-` is `n` points (or a metric), `-(>=8,<=20@750)-` a list of
    /// predicates, and `-` alone the standard spacing: 8 points between views and 20 to the
    /// superview's edge. A view's predicates (`[v(44)]`, `[v(==other)]`) size it along the format's
    /// orientation. The alignment options align every view in the format with the one before it.
    /// A format that cannot be parsed raises UIKit's `NSInvalidArgumentException` ("Unable to parse
    /// constraint format: …" with a caret under the problem).
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        trapping {
            var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
            return try parser.parse()
        }
    }
}

/// A recursive-descent parser of Apple's visual format grammar, making constraints as it reads.
@MainActor
struct VisualFormatParser {
    /// One side of a connection: the superview (`|`) or a view.
    enum Item {
        case superview
        case view(View)
    }

    /// `relation object @priority`; a `nil` constant with no view means the standard spacing.
    struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: View?
        var priority: Float = 1000
    }

    let format: String
    let characters: [Character]
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var vertical = false
    var made: [LayoutConstraint] = []
    var chain: [View] = []

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(TableViewException) -> [LayoutConstraint] {
        if consume("V:") {
            vertical = true
        } else {
            _ = consume("H:")
        }
        var previous: Item?
        var connection: [Predicate]?
        if consume("|") {
            previous = .superview
            connection = try readConnection()
        }
        while index < characters.count {
            if consume("[") {
                let (view, sizes) = try readView()
                if let previous, let connection { try connect(previous, .view(view), connection) }
                for predicate in sizes { makeSize(of: view, predicate) }
                chain.append(view)
                previous = .view(view)
                connection = try readConnection()
            } else if consume("|") {
                guard case .view(let view) = previous else { throw failure("Expected a view") }
                if view.superview == nil {
                    throw failure(
                        "Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                try connect(.view(view), .superview, connection ?? [])
                previous = .superview
                connection = nil
                guard index == characters.count else { throw failure("Expected the end of the format") }
            } else {
                throw failure("Expected a view")
            }
        }
        if let connection, !connection.isEmpty, case .view = previous {
            throw failure("Expected a view or '|'")
        }
        try align()
        return made
    }

    // MARK: Reading

    /// What follows an item: `nil` at the end; `[]` for flush; the predicates of `-…-`; a
    /// standard-spacing predicate for a lone `-`.
    private mutating func readConnection() throws(TableViewException) -> [Predicate]? {
        guard index < characters.count else { return nil }
        if peek("[") || peek("|") { return [Predicate(constant: 0)] }
        guard consume("-") else { throw failure("Expected '-' or a view") }
        if peek("[") || peek("|") { return [Predicate()] }
        let predicates = try readPredicateList(allowViews: false)
        guard consume("-") else { throw failure("Expected '-'") }
        return predicates
    }

    /// `[name(predicates)]` after the `[`: the view and its size predicates.
    private mutating func readView() throws(TableViewException) -> (View, [Predicate]) {
        let start = index
        let name = readName()
        guard !name.isEmpty else { throw failure("Expected a view") }
        guard let view = views[name] as? View else {
            index = start
            throw failure("\(name) is not a key in the views dictionary.")
        }
        let sizes = peek("(") ? try readPredicateList(allowViews: true) : []
        guard consume("]") else { throw failure("Expected ']'") }
        return (view, sizes)
    }

    /// A simple predicate (a number or a metric) or a parenthesised, comma-separated list.
    private mutating func readPredicateList(allowViews: Bool) throws(TableViewException) -> [Predicate] {
        guard consume("(") else {
            return [Predicate(constant: try readConstant())]
        }
        var predicates: [Predicate] = []
        repeat {
            predicates.append(try readPredicate(allowViews: allowViews))
        } while consume(",")
        guard consume(")") else { throw failure("Expected ')'") }
        return predicates
    }

    private mutating func readPredicate(allowViews: Bool) throws(TableViewException) -> Predicate {
        var predicate = Predicate()
        if consume("==") {
            predicate.relation = .equal
        } else if consume("<=") {
            predicate.relation = .lessThanOrEqual
        } else if consume(">=") {
            predicate.relation = .greaterThanOrEqual
        }
        if let number = readNumber() {
            predicate.constant = number
        } else {
            let start = index
            let name = readName()
            if let value = metric(name) {
                predicate.constant = value
            } else if allowViews, let view = views[name] as? View {
                predicate.view = view
            } else {
                index = start
                throw failure(
                    name.isEmpty
                        ? "Expected a number or a metric" : "\(name) is not a key in the metrics dictionary.")
            }
        }
        if consume("@") {
            let start = index
            let value = try readConstant()
            guard value >= 1 && value <= 1000 else {
                index = start
                throw failure("Priorities must be between 1 and 1000")
            }
            predicate.priority = Float(value)
        }
        return predicate
    }

    /// A number or a metric's value.
    private mutating func readConstant() throws(TableViewException) -> CGFloat {
        if let number = readNumber() { return number }
        let start = index
        let name = readName()
        guard let value = metric(name) else {
            index = start
            throw failure(
                name.isEmpty ? "Expected a number or a metric" : "\(name) is not a key in the metrics dictionary.")
        }
        return value
    }

    private mutating func readNumber() -> CGFloat? {
        let start = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        let digitsStart = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > digitsStart, let value = Double(String(characters[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    private mutating func readName() -> String {
        let start = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
            index += 1
        }
        return String(characters[start..<index])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private func peek(_ token: String) -> Bool {
        let end = index + token.count
        return end <= characters.count && String(characters[index..<end]) == token
    }

    private mutating func consume(_ token: String) -> Bool {
        guard peek(token) else { return false }
        index += token.count
        return true
    }

    private func failure(_ reason: String) -> TableViewException {
        Messages.unparsableVisualFormat(reason, format: format, position: index)
    }

    // MARK: Making constraints

    /// The leading and trailing attributes along the format, honouring the direction options.
    private var edges: (leading: LayoutConstraint.Attribute, trailing: LayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    /// Spacing predicates between two items: `after.leadingEdge relation before.trailingEdge + c`
    /// (for right-to-left, the edges swap sides and the sign with them).
    private mutating func connect(_ before: Item, _ after: Item, _ predicates: [Predicate]) throws(TableViewException) {
        let rightToLeft = !vertical && options.intersection(.directionMask) == .directionRightToLeft
        for predicate in predicates {
            let spacing: CGFloat
            if let constant = predicate.constant {
                spacing = constant
            } else {
                if case .view = before, case .view = after {
                    spacing = LayoutMetrics.systemSpacing
                } else {
                    spacing = LayoutMetrics.standardSuperviewSpacing
                }
            }
            let (first, firstAttribute, second, secondAttribute):
                (View, LayoutConstraint.Attribute, View, LayoutConstraint.Attribute)
            switch (before, after) {
            case (.superview, .view(let view)):
                guard let superview = view.superview else {
                    throw failure(
                        "Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                (first, firstAttribute, second, secondAttribute) = (view, edges.leading, superview, edges.leading)
            case (.view(let view), .superview):
                guard let superview = view.superview else {
                    throw failure(
                        "Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                (first, firstAttribute, second, secondAttribute) = (superview, edges.trailing, view, edges.trailing)
            case (.view(let a), .view(let b)):
                let baselines = vertical && options.contains(.spacingBaselineToBaseline)
                (first, firstAttribute, second, secondAttribute) =
                    baselines
                    ? (b, .firstBaseline, a, .lastBaseline) : (b, edges.leading, a, edges.trailing)
            default:
                continue
            }
            // Right to left, the spacing is measured the other way: the sign and an inequality flip.
            var relation = predicate.relation
            if rightToLeft {
                relation =
                    switch relation {
                    case .lessThanOrEqual: .greaterThanOrEqual
                    case .greaterThanOrEqual: .lessThanOrEqual
                    case .equal: .equal
                    }
            }
            let constraint = LayoutConstraint(
                unchecked: first, firstAttribute, relation, second, secondAttribute, 1, rightToLeft ? -spacing : spacing
            )
            if predicate.priority < 1000 { constraint.priority = LayoutPriority(predicate.priority) }
            made.append(constraint)
        }
    }

    /// A view's own length along the format: `[v(44)]`, `[v(>=44@750)]`, `[v(==other)]`.
    private mutating func makeSize(of view: View, _ predicate: Predicate) {
        let dimension: LayoutConstraint.Attribute = vertical ? .height : .width
        let constraint =
            if let other = predicate.view {
                LayoutConstraint(unchecked: view, dimension, predicate.relation, other, dimension, 1, 0)
            } else {
                LayoutConstraint(
                    unchecked: view, dimension, predicate.relation, nil, .notAnAttribute, 1, predicate.constant ?? 0)
            }
        if predicate.priority < 1000 { constraint.priority = LayoutPriority(predicate.priority) }
        made.append(constraint)
    }

    /// The alignment options: each view in the format aligned with the one before it.
    private mutating func align() throws(TableViewException) {
        for attribute in options.alignedAttributes {
            let alongFormat = vertical ? attribute.kind == .yPosition : attribute.kind == .xPosition
            if alongFormat {
                index = 0
                throw failure(
                    "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal")."
                )
            }
            for (previous, view) in zip(chain, chain.dropFirst()) {
                made.append(LayoutConstraint(unchecked: view, attribute, .equal, previous, attribute, 1, 0))
            }
        }
    }
}

extension LayoutMetrics {
    /// The standard space between a view and its superview's edge in the visual format (`|-[v]`).
    package static let standardSuperviewSpacing: CGFloat = 20
}
