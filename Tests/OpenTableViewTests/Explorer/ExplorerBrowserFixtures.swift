import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Writes the pages the browser checks open (`Tests/Browser/check-explorer.sh`), with what a
/// person must see on each, taken from the SVG renderer's picture of the same moment: into the
/// folder `OPENTABLEVIEW_EXPLORER_FIXTURES` names, else into a temporary folder. Either way it
/// checks that the expectations read from the SVG agree with the recorded steps, so the browser
/// compares the page with an independent drawing of the table.
@MainActor
@Suite(.explorerPagesOnFailure) struct ExplorerBrowserFixtures {
    /// One page to open at one step, and what it must show.
    struct Check: Encodable {
        var page: String
        var step: Int
        var click: Int?
        var name: String
        /// [global row, y, height, cell] of each displayed row, from the step's SVG picture.
        var rows: [[Double]]
        var highlight: Int
        var highlightDrawn: Bool
        var offset: Double
        var width: Double
        var height: Double
        var trap: String?
        var note: String
        var steps: Int
        var moves: Int
        var outs: Int
        var screenshot: Bool
    }

    /// The displayed rows an SVG picture draws: each `<g class="cell" data-global-row="g">` and
    /// its first `<rect>`'s frame.
    static func rows(inSVG svg: String) throws -> [[Double]] {
        let pattern = try NSRegularExpression(
            pattern:
                #"<g class="cell" data-row="[0-9.]+" data-global-row="([0-9]+)"[^>]*>\s*<rect x="[-0-9.]+" y="([-0-9.]+)" width="[0-9.]+" height="([0-9.]+)""#
        )
        let text = svg as NSString
        return pattern.matches(in: svg, range: NSRange(location: 0, length: text.length)).map { match in
            (1...3).map { Double(text.substring(with: match.range(at: $0))) ?? .nan }
        }
    }

    static func check(
        _ page: String, _ session: TableSessionRecorder, step index: Int, click: Int? = nil, screenshot: Bool = false
    ) throws -> Check {
        let step = session.steps[index]
        let drawn = try rows(inSVG: step.picture)
        // The SVG and the step agree row for row; the cell identity comes from the step.
        expectEqual(drawn.map { Int($0[0]) }, step.rows.map(\.globalRow))
        expectEqual(drawn.map { [$0[1], $0[2]] }, step.rows.map { [Double($0.frame.minY), Double($0.frame.height)] })
        var highlight = -1
        if let click, let indexPath = step.calls[click].indexPath {
            highlight = step.sections[indexPath.section].globalRows.lowerBound + indexPath.row
        }
        return Check(
            page: page, step: index, click: click, name: step.name,
            rows: zip(drawn, step.rows).map { $0.0 + [Double($0.1.cell)] }, highlight: highlight,
            highlightDrawn: step.rows.contains { $0.globalRow == highlight }, offset: Double(step.contentOffset.y),
            width: Double(step.viewportSize.width), height: Double(step.viewportSize.height),
            trap: step.trap.map { "The table trapped in this step: " + $0 },
            note: ExplorerPageWriter(title: "", steps: session.steps).note, steps: session.steps.count,
            moves: step.rowMoves.count, outs: step.rowMoves.filter { $0.new == nil }.count, screenshot: screenshot)
    }

    @Test func writeThePagesAndWhatTheyMustShow() throws {
        let folder =
            ProcessInfo.processInfo.environment["OPENTABLEVIEW_EXPLORER_FIXTURES"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("explorer-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var checks: [Check] = []

        let (table, _, session) = ExplorerSessions.scrollAndUpdate()
        defer { withExtendedLifetime(table) {} }
        try ExplorerPages.write(session, name: "scroll-and-update", in: folder)
        let scroll = session.steps[2]
        let cellFor30 = try #require(scroll.calls.firstIndex(of: .cellForRow([0, 30])))
        let offScreen = try #require(scroll.calls.firstIndex(of: .didEndDisplaying([0, 2])))
        checks += [
            try Self.check("scroll-and-update.html", session, step: 0),
            try Self.check("scroll-and-update.html", session, step: 2, click: cellFor30, screenshot: true),
            try Self.check("scroll-and-update.html", session, step: 2, click: offScreen),
            try Self.check("scroll-and-update.html", session, step: 3),
            try Self.check("scroll-and-update.html", session, step: 4),
        ]
        #expect(checks[1].highlight == 30 && checks[1].highlightDrawn)
        #expect(checks[2].highlight == 2 && !checks[2].highlightDrawn)
        #expect(checks[3].moves == 100 && checks[3].outs == 2)

        let empty = TableSessionRecorder(attachedTo: TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300)))
        try ExplorerPages.write(empty, name: "no-steps", in: folder)
        checks.append(
            Check(
                page: "no-steps.html", step: 0, click: nil, name: "This session has no steps.", rows: [], highlight: -1,
                highlightDrawn: false, offset: 0, width: 0, height: 0, trap: nil,
                note: ExplorerPageWriter(title: "", steps: []).note, steps: 0, moves: 0, outs: 0, screenshot: false))

        let bare = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let noDataSource = TableSessionRecorder(attachedTo: bare)
        bare.setNeedsLayout()
        bare.layoutIfNeeded()
        try ExplorerPages.write(noDataSource, name: "no-data-source", in: folder)
        checks.append(try Self.check("no-data-source.html", noDataSource, step: 0))

        let (trapTable, _, trapSession) = ExplorerSessions.groceries(count: 8)
        trapTable.layoutIfNeeded()
        _ = try? trapTable.checked.swipeRow(at: IndexPath(row: 3, section: 0), edge: .trailing, fullSwipe: true)
        try ExplorerPages.write(trapSession, name: "trap", in: folder)
        checks.append(try Self.check("trap.html", trapSession, step: trapSession.steps.count - 1))
        expectNotEqual(checks.last?.trap, nil)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(checks).write(to: folder.appendingPathComponent("checks.json"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("trap.html").path))
    }
}
