import Foundation

extension TableSessionRecorder {
    /// The explorer page of the session: one self-contained HTML file (inline CSS and plain
    /// JavaScript, nothing fetched, works from `file://`) to step through the session with a
    /// slider or the arrow keys, each step with its viewport picture, a minimap of the whole
    /// content with the viewport's rectangle, the calls the table made (clicking one highlights
    /// its row), the cells coloured by identity, the reuse queues, and for a batch update each old
    /// row's path to its new place. Ends the step in progress first (``finish()``).
    ///
    /// A session with no steps, or a table without a data source, still gives a valid page that
    /// says so; a step whose throwing variant trapped shows the exception's message.
    public func explorerPage(title: String = "Table session") -> String {
        finish()
        return ExplorerPageWriter(title: title, steps: steps).html
    }

    /// Writes ``explorerPage(title:)`` to `url` (UTF-8).
    public func writeExplorerPage(to url: URL, title: String = "Table session") throws {
        try explorerPage(title: title).write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Encodes a session's steps as the compact JSON the explorer page reads: one array per row and
/// call, selectors written once, and a step's sections and reuse queues only when they changed.
struct ExplorerPageWriter {
    let title: String
    let steps: [TableSessionStep]

    var html: String {
        ExplorerPageTemplate.html
            .replacingOccurrences(of: "__TITLE__", with: Self.escapeHTML(title))
            .replacingOccurrences(of: "__SESSION__", with: json)
    }

    /// What the page says above the timeline about the session as a whole.
    var note: String {
        if steps.isEmpty {
            return
                "No step was recorded: the table was not laid out, updated or touched while the recorder was attached."
        }
        let without = steps.filter { !$0.hasDataSource }.count
        if without == steps.count { return "The table has no data source: it shows no rows." }
        if without > 0 { return "The table had no data source in \(without) of \(steps.count) steps." }
        return ""
    }

    var json: String {
        var out = "{\"v\":1,\"note\":" + Self.string(note) + ",\"steps\":["
        var selectors: [String] = []
        var selectorIndex: [String: Int] = [:]
        var lastSections: [TableSessionStep.Section]?
        var lastQueues: [TableSessionStep.ReuseQueue]?
        for (index, step) in steps.enumerated() {
            if index > 0 { out += "," }
            out += "{\"n\":" + Self.string(step.name) + ",\"k\":\"" + step.kind.rawValue + "\""
            out += ",\"o\":" + Self.number(step.contentOffset.y) + ",\"h\":" + Self.number(step.contentSize.height)
            out += ",\"w\":" + Self.number(step.viewportSize.width) + ",\"vh\":" + Self.number(step.viewportSize.height)
            if !step.hasDataSource { out += ",\"ds\":0" } else { out += ",\"ds\":1" }
            if let trap = step.trap { out += ",\"t\":" + Self.string(trap) }
            out += ",\"c\":["
            for (offset, call) in step.calls.enumerated() {
                let text = call.description
                let split = text.firstIndex(of: " ")
                let selector = split.map { String(text[..<$0]) } ?? text
                let arguments = split.map { String(text[text.index(after: $0)...]) } ?? ""
                let number: Int
                if let known = selectorIndex[selector] {
                    number = known
                } else {
                    number = selectors.count
                    selectors.append(selector)
                    selectorIndex[selector] = number
                }
                if offset > 0 { out += "," }
                out += "[\(number)," + Self.string(arguments)
                if let path = call.indexPath, path.count == 2 { out += ",\(path.section),\(path.row)" }
                out += "]"
            }
            out += "],\"r\":["
            for (offset, row) in step.rows.enumerated() {
                if offset > 0 { out += "," }
                out += "[\(row.globalRow),\(row.indexPath.section),\(row.indexPath.row),"
                out += Self.number(row.frame.minY) + "," + Self.number(row.frame.height) + ",\(row.cell),"
                out += Self.string(row.texts.joined(separator: "  ·  ")) + (row.isSelected ? ",1]" : ",0]")
            }
            out += "],\"hd\":" + Self.views(step.headers) + ",\"ft\":" + Self.views(step.footers)
            if step.sections != lastSections {
                out += ",\"s\":["
                out += step.sections.map {
                    "[\($0.globalRows.lowerBound),\($0.globalRows.count)," + Self.number($0.minY) + ","
                        + Self.number($0.maxY) + "]"
                }.joined(separator: ",")
                out += "]"
                lastSections = step.sections
            }
            if step.reuseQueues != lastQueues {
                out += ",\"q\":["
                out += step.reuseQueues.map {
                    "[" + Self.string($0.identifier) + ",[\($0.cells.map(String.init).joined(separator: ","))]]"
                }
                .joined(separator: ",")
                out += "]"
                lastQueues = step.reuseQueues
            }
            if !step.rowMoves.isEmpty {
                out += ",\"m\":["
                out += step.rowMoves.map {
                    "[\($0.oldGlobalRow)," + Self.string(Self.path($0.old)) + ",\($0.newGlobalRow ?? -1),"
                        + Self.string($0.new.map(Self.path) ?? "") + "]"
                }.joined(separator: ",")
                out += "]"
            }
            out += "}"
        }
        out += "],\"sel\":[" + selectors.map(Self.string).joined(separator: ",") + "]}"
        return out
    }

    private static func views(_ views: [TableSessionStep.SupplementaryView]) -> String {
        "["
            + views.map {
                "[\($0.section)," + number($0.frame.minY) + "," + number($0.frame.height) + ","
                    + string($0.texts.joined(separator: "  ·  ")) + "]"
            }.joined(separator: ",") + "]"
    }

    private static func path(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.row)]" }

    /// A number as short as JSON allows: whole points without a fraction, others to 1/100 pt.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
        return String(Double((value * 100).rounded() / 100))
    }

    /// A JSON string; `<` is escaped so that no text can end the page's script element.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func escapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
