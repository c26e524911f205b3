import Foundation
import OpenTableView

/// How a table's rows get their heights in a workload.
public enum HeightMode: Sendable {
    /// `rowHeight = 44`, delegate without `heightForRowAt`: one uniform run per section.
    case uniform
    /// The delegate answers `heightForRowAt` for every row (``Workload/rowHeight(_:)``).
    case perRow
    /// `rowHeight = automaticDimension`, `estimatedRowHeight = 44`: self-sizing cells measured
    /// when laid out.
    case estimated
}

/// The data source of every benchmark table: `sections` sections of `rowsPerSection` rows and
/// trivial cells (dequeued, not configured), so the table's own work dominates. Self-sizing
/// cells get a one-line title, which is what they measure.
@MainActor
public final class BenchmarkDataSource: TableViewDataSource {
    public static let identifier = "Cell"
    public let sections: Int
    public let rowsPerSection: Int
    /// Whether cells get a title (self-sizing rows measure it).
    public let configuresCells: Bool
    /// Times the table asked for a cell.
    public private(set) var cellRequests = 0

    public init(rows: Int, sections: Int, configuresCells: Bool = false) {
        precondition(rows % sections == 0, "rows must split evenly into sections")
        self.sections = sections
        self.rowsPerSection = rows / sections
        self.configuresCells = configuresCells
    }

    public var rows: Int { sections * rowsPerSection }

    public func numberOfSections(in tableView: TableView) -> Int { sections }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        if configuresCells { cell.textLabel?.text = "Row" }
        return cell
    }

    /// The global row index of an index path of this source.
    public func globalRow(_ indexPath: IndexPath) -> Int {
        indexPath.section * rowsPerSection + indexPath.row
    }

    /// The index path of a global row index.
    public func indexPath(globalRow row: Int) -> IndexPath {
        IndexPath(row: row % rowsPerSection, section: row / rowsPerSection)
    }
}

/// A delegate that answers `heightForRowAt` (``Workload/rowHeight(_:)`` of the global row) and
/// counts the calls.
@MainActor
public final class PerRowHeightDelegate: TableViewDelegate {
    public let rowsPerSection: Int
    public private(set) var heightRequests = 0

    public init(rowsPerSection: Int) {
        self.rowsPerSection = rowsPerSection
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return Workload.rowHeight(indexPath.section * rowsPerSection + indexPath.row)
    }
}

/// A delegate with no height methods, counting nothing: the table must decide heights itself.
@MainActor
public final class PlainDelegate: TableViewDelegate {
    public init() {}
}

/// A table set up for a workload, laid out once at the top.
@MainActor
public final class TableFixture {
    public let table: TableView
    public let dataSource: BenchmarkDataSource
    public let delegate: TableViewDelegate
    public let mode: HeightMode

    public init(rows: Int, sections: Int = 1, mode: HeightMode) {
        self.mode = mode
        dataSource = BenchmarkDataSource(rows: rows, sections: sections, configuresCells: mode == .estimated)
        switch mode {
        case .perRow: delegate = PerRowHeightDelegate(rowsPerSection: rows / sections)
        case .uniform, .estimated: delegate = PlainDelegate()
        }
        table = TableView(frame: Workload.viewport, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: BenchmarkDataSource.identifier)
        switch mode {
        case .uniform: table.rowHeight = Workload.uniformRowHeight
        case .perRow: break
        case .estimated:
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = Workload.uniformRowHeight
        }
        table.delegate = delegate
        table.dataSource = dataSource
        table.layoutIfNeeded()
    }

    /// The largest content offset.
    public var maxOffset: CGFloat {
        max(0, table.contentSize.height - table.bounds.height)
    }

    /// Height requests the delegate answered so far (per-row mode), else 0.
    public var heightRequests: Int {
        (delegate as? PerRowHeightDelegate)?.heightRequests ?? 0
    }
}
