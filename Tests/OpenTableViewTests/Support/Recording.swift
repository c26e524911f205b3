import Foundation

@testable import OpenTableView

/// The shared history of data-source and delegate calls, compared whole in tests.
@MainActor
final class CallLog {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
    /// Returns the events recorded so far and starts a new history.
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

func describe(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

/// A data source over an array of row counts that records every call.
@MainActor
final class RecordingDataSource: TableViewDataSource {
    let log: CallLog
    var rowCounts: [Int]
    var identifier = "Cell"
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var recordsTitles = false

    init(_ rowCounts: [Int], log: CallLog) {
        self.rowCounts = rowCounts
        self.log = log
    }

    func numberOfSections(in tableView: TableView) -> Int {
        log.record("numberOfSections")
        return rowCounts.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log.record("numberOfRows(\(section))")
        return rowCounts[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.record("cellForRow(\(describe(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(describe(indexPath))"
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        if recordsTitles { log.record("titleForHeader(\(section))") }
        return headerTitles[section]
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        if recordsTitles { log.record("titleForFooter(\(section))") }
        return footerTitles[section]
    }
}

/// Display and selection callbacks recorded into the log; conformers add height methods.
@MainActor
protocol RecordingTableDelegate: TableViewDelegate {
    var log: CallLog { get }
    var willSelectAnswer: [IndexPath: IndexPath?] { get }
    var willDeselectAnswer: [IndexPath: IndexPath?] { get }
    var shouldHighlightAnswer: [IndexPath: Bool] { get }
}

extension RecordingTableDelegate {
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.record("willDisplay(\(describe(indexPath)))")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.record("didEndDisplaying(\(describe(indexPath)))")
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        log.record("willDisplayHeader(\(section))")
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        log.record("didEndDisplayingHeader(\(section))")
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        log.record("willDisplayFooter(\(section))")
    }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        log.record("didEndDisplayingFooter(\(section))")
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.record("shouldHighlight(\(describe(indexPath)))")
        return shouldHighlightAnswer[indexPath] ?? true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        log.record("didHighlight(\(describe(indexPath)))")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.record("didUnhighlight(\(describe(indexPath)))")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record("willSelect(\(describe(indexPath)))")
        if let answer = willSelectAnswer[indexPath] { return answer }
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.record("didSelect(\(describe(indexPath)))")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record("willDeselect(\(describe(indexPath)))")
        if let answer = willDeselectAnswer[indexPath] { return answer }
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.record("didDeselect(\(describe(indexPath)))")
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.record("didScroll(\(scrollView.contentOffset.y))")
    }
}

/// A delegate that implements no height method: the table must use its properties.
@MainActor
final class DisplayDelegate: RecordingTableDelegate {
    let log: CallLog
    var willSelectAnswer: [IndexPath: IndexPath?] = [:]
    var willDeselectAnswer: [IndexPath: IndexPath?] = [:]
    var shouldHighlightAnswer: [IndexPath: Bool] = [:]
    init(log: CallLog) { self.log = log }
}

/// A delegate that answers row, header and footer heights from closures and records each ask.
@MainActor
final class HeightDelegate: RecordingTableDelegate {
    let log: CallLog
    var willSelectAnswer: [IndexPath: IndexPath?] = [:]
    var willDeselectAnswer: [IndexPath: IndexPath?] = [:]
    var shouldHighlightAnswer: [IndexPath: Bool] = [:]
    var rowHeight: (IndexPath) -> CGFloat
    var headerHeight: (Int) -> CGFloat = { _ in 0 }
    var footerHeight: (Int) -> CGFloat = { _ in 0 }
    var recordsHeights = true

    init(log: CallLog, rowHeight: @escaping (IndexPath) -> CGFloat) {
        self.log = log
        self.rowHeight = rowHeight
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if recordsHeights { log.record("heightForRow(\(describe(indexPath)))") }
        return rowHeight(indexPath)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight(section)
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight(section)
    }
}

/// A cell that counts `prepareForReuse()` calls.
final class CountingCell: TableViewCell {
    var reuseCount = 0
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A table that keeps its test data source and delegate alive: both are weak, as in UIKit, and a
/// test that drops its reference would otherwise leave the table without them.
@MainActor
final class TestTableView: TableView {
    private var retained: [AnyObject] = []

    /// Sets and retains the delegate.
    func attach(_ delegate: TableViewDelegate) {
        retained.append(delegate)
        self.delegate = delegate
    }

    /// Sets and retains the data source.
    func attach(_ dataSource: TableViewDataSource) {
        retained.append(dataSource)
        self.dataSource = dataSource
    }
}

/// A table of `size` wired to a recording data source (and optionally a delegate).
@MainActor
func makeTable(
    _ rowCounts: [Int], style: TableView.Style = .plain,
    size: CGSize = CGSize(width: 320, height: 200), rowHeight: CGFloat? = 44,
    log: CallLog = CallLog()
) -> (TestTableView, RecordingDataSource) {
    let table = TestTableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    if let rowHeight { table.rowHeight = rowHeight }
    let dataSource = RecordingDataSource(rowCounts, log: log)
    table.attach(dataSource)
    return (table, dataSource)
}
