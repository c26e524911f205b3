import Foundation
import OpenTableView

/// A contacts-style table: 100 sections of 100 rows, driven by a classic data source.
@MainActor
final class ContactsDataSource: TableViewDataSource, TableViewDelegate {
    let rowsPerSection = 100
    /// The contacts' numbers, section by section: 100 sections of 100, until the explored
    /// session's batch update removes and adds some.
    var contacts: [[Int]] = (0..<100).map { section in (0..<100).map { section * 100 + $0 } }

    func numberOfSections(in tableView: TableView) -> Int { contacts.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { contacts[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let number = contacts[indexPath.section][indexPath.row]
        cell.textLabel?.text = "Contact \(number)"
        cell.detailTextLabel?.text = "+1 555 \(String(format: "%04d", number % rowsPerSection))"
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Group \(section)"
    }
}

/// Cells in the `.value1` style, so the detail label shows.
final class ContactCell: TableViewCell {
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@main
enum Demo {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--explore-large"), index + 1 < arguments.count {
            writeLargeSession(to: arguments[index + 1])
            return
        }
        let dataSource = ContactsDataSource()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 320), style: .plain)
        // `--explore FILE.html`: the whole session below, step by step, as an explorer page.
        let explorePath = arguments.firstIndex(of: "--explore").flatMap {
            $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
        }
        let session = explorePath.map { _ in TableSessionRecorder(attachedTo: table) }
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        table.rowHeight = 44
        table.dataSource = dataSource
        table.delegate = dataSource

        table.layoutIfNeeded()
        print("== After the first layout")
        print(table.textSnapshot())

        // Scroll through the first screens in quarter-viewport steps, as a finger would.
        for _ in 0..<40 {
            table.contentOffset.y += table.bounds.height / 4
            table.layoutIfNeeded()
        }
        table.scrollToRow(at: IndexPath(row: 50, section: 42), at: .middle, animated: false)
        table.selectRow(at: IndexPath(row: 51, section: 42), animated: false, scrollPosition: .none)
        print("\n== Scrolled to row 42.50 (middle), row 42.51 selected")
        print(table.textSnapshot())

        // `--svg FILE`: the viewport as it is now, as an SVG picture. `--svg-study FOLDER`: a small
        // table's whole content with its viewport, sections and displayed rows marked, at three
        // moments (the pictures in the documentation).
        if let index = arguments.firstIndex(of: "--svg"), index + 1 < arguments.count {
            write(table.svgPicture(), to: arguments[index + 1])
        }
        if let index = arguments.firstIndex(of: "--svg-study"), index + 1 < arguments.count {
            writeStudyPictures(into: arguments[index + 1])
        }
        if let session, let explorePath {
            // The explored session goes on with a batch update: two contacts of group 42 leave,
            // one joins at its top; then the user taps a row.
            table.performBatchUpdates {
                dataSource.contacts[42].removeSubrange(49...50)
                dataSource.contacts[42].insert(10_000, at: 0)
                table.deleteRows(at: [IndexPath(row: 49, section: 42), IndexPath(row: 50, section: 42)], with: .fade)
                table.insertRows(at: [IndexPath(row: 0, section: 42)], with: .fade)
            }
            table.layoutIfNeeded()
            table.simulate.tapRow(at: IndexPath(row: 52, section: 42))
            table.layoutIfNeeded()
            write(session.explorerPage(title: "table-demo: 10,000 contacts"), to: explorePath)
        }

        let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
        let stats = table.statistics
        print(
            """

            == Figures
            rows: \(rows) in \(table.numberOfSections) sections
            content height: \(table.contentSize.height)
            visible rows: \(table.indexPathsForVisibleRows?.count ?? 0)
            cells created: \(stats.cellsCreated), reused: \(stats.cellsReused), requested: \(stats.cellRequests)
            layout passes: \(stats.layoutPasses)
            """)
    }

    /// Writes `text` to `path`, or says why it could not.
    static func write(_ text: String, to path: String) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path)")
        } catch {
            print("could not write \(path): \(error)")
        }
    }

    /// Three sections of six contacts, whole, with the viewport, the sections and the visible-cell
    /// array marked, at three moments of a scroll: the first layout pass, a scroll into section 1
    /// with a row selected, and the end of the content. Written into `folder` as
    /// `layout-1-first-pass.svg`, `layout-2-scrolled.svg` and `layout-3-end.svg` (the pictures in
    /// the documentation's "The layout pass").
    @MainActor
    static func writeStudyPictures(into folder: String) {
        let dataSource = SmallContacts()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        table.rowHeight = 44
        table.dataSource = dataSource
        table.layoutIfNeeded()
        write(table.svgPicture(showingContent: true), to: folder + "/layout-1-first-pass.svg")
        table.contentOffset.y = 250
        table.selectRow(at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
        write(table.svgPicture(showingContent: true), to: folder + "/layout-2-scrolled.svg")
        table.contentOffset.y = table.contentSize.height - table.bounds.height
        write(table.svgPicture(showingContent: true), to: folder + "/layout-3-end.svg")
        withExtendedLifetime(dataSource) {}
    }
}

/// Three sections of six rows with titled headers, for the study picture.
@MainActor
final class SmallContacts: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ["A", "B", "C"][section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = "Contact \(["A", "B", "C"][indexPath.section])\(indexPath.row)"
        cell.detailTextLabel?.text = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
}
