// Keeps Compatibility/API.md honest: its rows, its totals, the markers in APICoverage.swift (whose
// references the compiler checks) and the tests it names must agree. Reads the files from disk,
// relative to this file.
import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@Suite(.explorerPagesOnFailure) struct APITableTests {
    /// One row of a table in API.md.
    struct Row {
        var member: String
        /// yes, partial, n/a or planned.
        var status: String
        /// The reason (partial, n/a) or the issue (planned) after " — ".
        var note: String
        /// Paths under Tests/, optionally `File.swift#function`.
        var verified: [String]
        var line: Int
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let statuses: Set = ["yes", "partial", "n/a", "planned"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The table rows of API.md: lines `| `member` … | status — note | `test`, … |`.
    static func rows() throws -> [Row] {
        var rows: [Row] = []
        for (index, line) in try read("Compatibility/API.md").split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else {
                Issue.record("API.md line \(index + 1) does not have three cells: \(line)")
                continue
            }
            let statusParts = cells[1].components(separatedBy: " — ")
            let verified =
                cells[2] == "—"
                ? []
                : cells[2].components(separatedBy: ", ").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                }
            rows.append(
                Row(
                    member: cells[0].replacingOccurrences(of: "`", with: ""),
                    status: statusParts[0],
                    note: statusParts.dropFirst().joined(separator: " — "),
                    verified: verified,
                    line: index + 1))
        }
        return rows
    }

    /// The `// API: <row>` markers of `APICoverage.swift` and its companions (`APICoverage+Controls.swift`,
    /// one per area of UIKit), in file-name order.
    static func markers() throws -> [String] {
        let directory = packageRoot.appendingPathComponent("Tests/CompatibilityTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("APICoverage") && $0.hasSuffix(".swift") }
            .sorted()
        return try files.map { try read("Tests/CompatibilityTests/\($0)") }
            .joined(separator: "\n")
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("// API: ") }
            .map { String($0.dropFirst("// API: ".count)) }
    }

    @Test func everyRowHasAKnownStatusAndAUniqueMember() throws {
        let rows = try Self.rows()
        #expect(rows.count > 300, "API.md lists every member of the table family")
        for row in rows {
            #expect(Self.statuses.contains(row.status), "API.md line \(row.line): unknown status '\(row.status)'")
        }
        let duplicates = Dictionary(grouping: rows, by: \.member).filter { $0.value.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "rows listed twice: \(duplicates)")
    }

    @Test func implementedRowsAndCoverageMarkersAreTheSameSet() throws {
        let implemented = try Self.rows().filter { $0.status == "yes" || $0.status == "partial" }.map(\.member)
        let markers = try Self.markers()
        let duplicateMarkers = Dictionary(grouping: markers, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(
            duplicateMarkers.isEmpty, "APICoverage.swift references these members more than once: \(duplicateMarkers)")
        let missing = Set(implemented).subtracting(markers).sorted()
        let extra = Set(markers).subtracting(implemented).sorted()
        #expect(missing.isEmpty, "marked yes/partial in API.md but not referenced in APICoverage.swift: \(missing)")
        #expect(extra.isEmpty, "referenced in APICoverage.swift but not marked yes/partial in API.md: \(extra)")
    }

    @Test func theTotalsLineMatchesTheRows() throws {
        let text = try Self.read("Compatibility/API.md")
        let totals = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("**Totals:**") },
            "API.md has a '**Totals:** …' line")
        let numbers = totals.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let rows = try Self.rows()
        func count(_ status: String) -> Int { rows.filter { $0.status == status }.count }
        let expected = [rows.count, count("yes"), count("partial"), count("n/a"), count("planned")]
        expectEqual(
            numbers, expected,
            """
            the totals line should read: **Totals:** \(expected[0]) members: \(expected[1]) yes, \
            \(expected[2]) partial, \(expected[3]) not applicable, \(expected[4]) planned.
            """)
    }

    @Test func everyRowGivesItsReasonIssueOrTest() throws {
        for row in try Self.rows() {
            let place = "API.md line \(row.line) (\(row.member))"
            switch row.status {
            case "yes":
                #expect(!row.verified.isEmpty, "\(place): a yes row names the test that verifies it")
            case "partial":
                #expect(!row.note.isEmpty, "\(place): a partial row says what differs")
                #expect(!row.verified.isEmpty, "\(place): a partial row names the test that verifies it")
            case "n/a":
                #expect(!row.note.isEmpty, "\(place): an n/a row says why")
                #expect(row.verified.isEmpty, "\(place): nothing verifies a member that does not exist")
            case "planned":
                #expect(!row.note.isEmpty, "\(place): a planned row names its issue")
                #expect(row.verified.isEmpty, "\(place): nothing verifies a member that does not exist")
            default:
                break
            }
        }
    }

    @Test func everyNamedTestExists() throws {
        let tests = Self.packageRoot.appendingPathComponent("Tests")
        var checked: [String: Bool] = [:]
        for row in try Self.rows() {
            for reference in row.verified where checked[reference] == nil {
                let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
                let file = tests.appendingPathComponent(parts[0])
                let source = try? String(contentsOf: file, encoding: .utf8)
                var found = source != nil
                if found, parts.count == 2 {
                    found = source!.contains("func \(parts[1])(")
                }
                checked[reference] = found
                #expect(found, "API.md line \(row.line) (\(row.member)) names Tests/\(reference), which does not exist")
            }
        }
        #expect(!checked.isEmpty)
    }
    /// Porting.md cites the test that pins each difference as [`testName`] or
    /// [`SuiteName.testName`]; every cited test must exist in this target.
    @Test func everyTestThePortingGuideCitesExists() throws {
        let guide = try Self.read("Compatibility/Porting.md")
        let folder = Self.packageRoot.appendingPathComponent("Tests/CompatibilityTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        var cited: [String] = []
        var rest = Substring(guide)
        while let open = rest.range(of: "[`") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "`]") else { break }
            cited.append(String(rest[..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        #expect(cited.count >= 10, "Porting.md cites the tests that pin its differences")
        for name in cited {
            let function = name.split(separator: ".").last.map(String.init) ?? name
            #expect(
                sources.contains("func \(function)("),
                "Porting.md cites [`\(name)`], which is not a test in Tests/CompatibilityTests")
        }
    }
}
