import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The explorer page: its embedded session data, what it says for bad input, its size.
@MainActor
@Suite(.explorerPagesOnFailure) struct ExplorerPageTests {
    /// The session JSON the page embeds, parsed.
    static func sessionData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: #"<script type="application/json" id="session">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func steps(_ page: String) throws -> [[String: Any]] {
        try #require(sessionData(page)["steps"] as? [[String: Any]])
    }

    @Test func thePageIsSelfContainedAndEmbedsEveryStep() throws {
        let (table, _, session) = ExplorerSessions.scrollAndUpdate()
        let page = session.explorerPage(title: "Groceries <scroll & update>")
        expectIdentical(session.tableView, table)
        #expect(
            page.hasPrefix("<!DOCTYPE html>") && page.contains("<title>Groceries &lt;scroll &amp; update&gt;</title>"))
        // Nothing fetched: no external script, stylesheet or image.
        for needle in ["src=", "href=", "http://", "https://", "@import", "fetch("] {
            #expect(!page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains(needle))
        }
        let steps = try Self.steps(page)
        expectEqual(steps.map { $0["n"] as? String }, session.steps.map(\.name))
        expectEqual(
            session.steps.map(\.name),
            [
                "layout pass", "scroll to 100 pt", "scroll to 1,204 pt", "performBatchUpdates: delete 2, insert 1",
                "simulate.tapRow(at: [0, 30])",
            ])
        // A step's rows: [global, section, row, y, height, cell, text, selected].
        let rows = try #require(steps[2]["r"] as? [[Any]])
        expectEqual(rows.map { $0[0] as? Int }, (27...34).map { $0 })
        let first = try #require(rows.first)
        #expect(first[3] as? Int == 1_188 && first[4] as? Int == 44 && first[6] as? String == "Item 27")
        // Sections are written when they change only; the batch changed them.
        expectEqual(steps.map { $0["s"] != nil }, [true, false, false, true, false])
        let moves = try #require(steps[3]["m"] as? [[Any]])
        expectEqual(moves.count, 100)
        expectEqual(moves.filter { ($0[2] as? Int) == -1 }.compactMap { $0[1] as? String }, ["[0, 28]", "[0, 29]"])
        // Calls name their selector once, in UIKit's spelling.
        let selectors = try #require(try Self.sessionData(page)["sel"] as? [String])
        #expect(selectors.contains("tableView(_:cellForRowAt:)") && Set(selectors).count == selectors.count)
    }

    @Test func aSessionWithNoStepsGivesAPageThatSaysSo() throws {
        let session = TableSessionRecorder(attachedTo: TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300)))
        let page = session.explorerPage()
        #expect(try Self.steps(page).isEmpty)
        expectEqual(try Self.sessionData(page)["note"] as? String, ExplorerPageWriter(title: "", steps: []).note)
        #expect(ExplorerPageWriter(title: "", steps: []).note.hasPrefix("No step was recorded"))
    }

    @Test func aTableWithoutADataSourceGivesAPageThatSaysSo() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let session = TableSessionRecorder(attachedTo: table)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        let page = session.explorerPage()
        let steps = try Self.steps(page)
        #expect(steps.count == 1 && steps[0]["ds"] as? Int == 0 && (steps[0]["r"] as? [Any])?.isEmpty == true)
        expectEqual(try Self.sessionData(page)["note"] as? String, "The table has no data source: it shows no rows.")
    }

    @Test func aStepWhoseDataSourceTrappedCarriesTheMessage() throws {
        let (table, _, session) = ExplorerSessions.groceries(count: 8)
        table.layoutIfNeeded()
        // The data source's commit removes two items and deletes one row: UIKit raises.
        #expect(throws: TableViewException.self) {
            try table.checked.swipeRow(at: IndexPath(row: 3, section: 0), edge: .trailing, fullSwipe: true)
        }
        let page = session.explorerPage()
        let steps = try Self.steps(page)
        let trapped = try #require(steps.last)
        expectEqual(trapped["n"] as? String, "simulate.swipeRow(at: [0, 3])")
        expectEqual((trapped["t"] as? String)?.hasPrefix("Invalid batch updates detected"), true, "\(trapped)")
    }

    @Test func textCannotCloseTheScriptElement() throws {
        expectEqual(ExplorerPageWriter.string("</script><b>\"x\"\n"), #""\u003c/script>\u003cb>\"x\"\n""#)
        #expect(ExplorerPageWriter.number(44) == "44" && ExplorerPageWriter.number(10.125) == "10.13")
    }

    /// The size bound of a large session (its full 1,000 steps and its opening time are measured
    /// in `Benchmarks/explorer-page.sh`): a million rows and 100 scroll steps, whose steps cost
    /// few enough bytes that a thousand stay under 5 MB with the page.
    @Test func aMillionRowSessionStaysUnderFiveMegabytesAThousandSteps() throws {
        let (table, _, session) = ExplorerSessions.groceries(count: 1_000_000)
        table.layoutIfNeeded()
        for step in 1..<100 {
            table.contentOffset.y = CGFloat(step) * 997
            table.layoutIfNeeded()
        }
        let page = session.explorerPage()
        expectEqual(session.steps.count, 100)
        let empty = TableSessionRecorder().explorerPage().utf8.count
        let perThousandSteps = (page.utf8.count - empty) * 10
        #expect(empty + perThousandSteps < 5_000_000, "\(perThousandSteps) bytes per 1,000 steps")
        withExtendedLifetime(table) {}
    }
}
