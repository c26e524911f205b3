// The collection view's workloads and the table's beside them, on equal terms: the same viewport
// (390 × 844), the same items in one section, 44 points each, trivial cells (dequeued, not
// configured). Shared by the `CollectionView` benchmark target and `profile-workloads` (callgrind,
// `profile-collection.sh`), so both measure the same thing; no dependency on package-benchmark.

import Foundation
import OpenTableView
import SeededRandom

/// Which view a workload drives.
public enum ComparedKind: String, CaseIterable, Sendable {
    /// `CollectionViewCompositionalLayout.list(using:)` of a `.plain` configuration: rows estimated
    /// at 44 points and measured from their cells when displayed; the cells measure 44, so every
    /// row keeps its estimate (uniform rows).
    case list
    /// `CollectionViewFlowLayout`, `itemSize` 390 × 44, no line or interitem spacing: one item a
    /// line, as a table's rows.
    case flow
    /// The equivalent table: plain style, `rowHeight = 44`.
    case table
    /// The equivalent self-sizing table, as a list's rows self-size: plain style,
    /// `rowHeight = automaticDimension`, `estimatedRowHeight = 44`, cells that measure 44 points
    /// (``SelfSizingRowCell``), so every row keeps its estimate, as the list's.
    case selfSizingTable = "sstable"

    /// How benchmark names call it.
    public var label: String {
        switch self {
        case .list: "collection view, list layout"
        case .flow: "collection view, flow layout"
        case .table: "table view"
        case .selfSizingTable: "table view, self-sizing rows"
        }
    }
}

/// A list row that measures 44 points high: what a one-line list cell measures, without text
/// measurement, so the list's own work is what is counted.
public final class ListRowCell: CollectionViewListCell {
    public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// A self-sizing table row that measures 44 points high, as ``ListRowCell`` does.
public final class SelfSizingRowCell: TableViewCell {
    public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// `items` items in one section, trivial cells.
@MainActor
final class CountedItems: CollectionViewDataSource, TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: ComparedView.identifier, for: indexPath)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: ComparedView.identifier, for: indexPath)
    }
}

/// A collection view (list or flow layout) or the equivalent table, with the same operations.
@MainActor
public final class ComparedView {
    public static let identifier = "Cell"
    public static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The step of a sweep: a quarter of the viewport.
    public static let sweepStep: CGFloat = 211

    public let kind: ComparedKind
    public let collectionView: CollectionView?
    public let tableView: TableView?
    private var items: CountedItems?

    /// An empty view of `kind`, cells registered.
    public init(_ kind: ComparedKind) {
        self.kind = kind
        switch kind {
        case .list:
            let layout = CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain))
            let view = CollectionView(frame: Self.frame, collectionViewLayout: layout)
            view.register(ListRowCell.self, forCellWithReuseIdentifier: Self.identifier)
            collectionView = view
            tableView = nil
        case .flow:
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: Self.frame.width, height: 44)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            let view = CollectionView(frame: Self.frame, collectionViewLayout: layout)
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.identifier)
            collectionView = view
            tableView = nil
        case .table:
            let table = TableView(frame: Self.frame, style: .plain)
            table.rowHeight = 44
            table.register(TableViewCell.self, forCellReuseIdentifier: Self.identifier)
            collectionView = nil
            tableView = table
        case .selfSizingTable:
            let table = TableView(frame: Self.frame, style: .plain)
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 44
            table.register(SelfSizingRowCell.self, forCellReuseIdentifier: Self.identifier)
            collectionView = nil
            tableView = table
        }
    }

    /// A view of `kind` showing `items` items from a plain data source, laid out at the top.
    public convenience init(_ kind: ComparedKind, items: Int) {
        self.init(kind)
        let source = CountedItems(count: items)
        self.items = source
        collectionView?.dataSource = source
        tableView?.dataSource = source
        layoutIfNeeded()
    }

    public func layoutIfNeeded() {
        collectionView?.layoutIfNeeded()
        tableView?.layoutIfNeeded()
    }

    public var contentHeight: CGFloat {
        collectionView?.contentSize.height ?? tableView!.contentSize.height
    }

    /// The largest vertical content offset.
    public var maxOffset: CGFloat { max(0, contentHeight - Self.frame.height) }

    /// The items (rows) of section 0, as the view reports them.
    public var itemCount: Int {
        collectionView?.numberOfItems(inSection: 0) ?? tableView!.numberOfRows(inSection: 0)
    }

    /// Cells on screen.
    public var visibleCellCount: Int {
        collectionView?.visibleCells.count ?? tableView!.visibleCells.count
    }

    /// Sets the content offset and lays out: one pass of a scroll.
    public func scroll(to y: CGFloat) {
        if let collectionView { collectionView.contentOffset.y = y }
        if let tableView { tableView.contentOffset.y = y }
        layoutIfNeeded()
    }

    /// `scrollToItem(at:at: .centeredVertically)` (the table: `scrollToRow(at:at: .middle)`) of
    /// `item`, then layout: a jump.
    public func scrollToMiddle(of item: Int) {
        collectionView?.scrollToItem(at: IndexPath(item: item, section: 0), at: .centeredVertically, animated: false)
        tableView?.scrollToRow(at: IndexPath(row: item, section: 0), at: .middle, animated: false)
        layoutIfNeeded()
    }

    /// `reloadData()` + layout.
    public func reloadData() {
        collectionView?.reloadData()
        tableView?.reloadData()
        layoutIfNeeded()
    }

    /// Checks that a pass showed one viewport of 44-point rows (19 or 20 cells), so no view
    /// measures an empty or broken layout.
    public func checkVisible(_ what: String) {
        let count = visibleCellCount
        precondition((19...21).contains(count), "\(kind.label) \(what): \(count) visible cells")
    }
}

/// A diffable data source over a ``ComparedView`` and two snapshots of `items` items in one
/// section, the second the first with 1 % changed (a third deleted, a third inserted, a third
/// moved to a random place), as the `Diffable` benchmark builds them. ``applyNext()`` applies the
/// other snapshot with animating differences (a batch update), then lays out.
@MainActor
public final class ComparedApply {
    public typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    public let view: ComparedView
    public let snapshots: [Snapshot]
    private let apply: (Snapshot) -> Void
    private let keep: AnyObject
    /// Which snapshot is shown.
    public private(set) var shown = 0

    public init(_ kind: ComparedKind, items: Int, seed: UInt64 = 42) {
        view = ComparedView(kind)
        var random = SplitMix64(seed: seed)
        snapshots = Self.snapshots(items: items, &random)
        if let collectionView = view.collectionView {
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: ComparedView.identifier, for: indexPath)
            }
            keep = dataSource
            apply = { dataSource.apply($0, animatingDifferences: true) }
        } else {
            let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: view.tableView!) {
                table, indexPath, _ in
                table.dequeueReusableCell(withIdentifier: ComparedView.identifier, for: indexPath)
            }
            keep = dataSource
            apply = { dataSource.apply($0, animatingDifferences: true) }
        }
        apply(snapshots[0])
        view.layoutIfNeeded()
    }

    /// Applies the snapshot not shown, then lays out.
    public func applyNext() {
        shown = 1 - shown
        apply(snapshots[shown])
        view.layoutIfNeeded()
    }

    /// The item count of the snapshot shown.
    public var shownItemCount: Int { snapshots[shown].numberOfItems }

    static func snapshots(items: Int, _ random: inout SplitMix64) -> [Snapshot] {
        let old = Array(0..<items)
        var leaving = Set<Int>()
        var moved: [Int] = []
        while leaving.count < items / 300 { leaving.insert(random.row(below: items)) }
        while moved.count < items / 100 - 2 * (items / 300) {
            let item = random.row(below: items)
            if leaving.insert(item).inserted { moved.append(item) }
        }
        // Each arriving item (moved or new) gets a place among the kept items, merged in one pass
        // (inserting one at a time would be quadratic at 10^6 items).
        let kept = old.filter { !leaving.contains($0) }
        var arrivals: [(place: Int, item: Int)] = []
        for item in moved + Array(items..<(items + items / 300)) {
            arrivals.append((random.row(below: kept.count + 1), item))
        }
        arrivals.sort { ($0.place, $0.item) < ($1.place, $1.item) }
        var new: [Int] = []
        new.reserveCapacity(kept.count + arrivals.count)
        var next = 0
        for (place, item) in kept.enumerated() {
            while next < arrivals.count && arrivals[next].place == place {
                new.append(arrivals[next].item)
                next += 1
            }
            new.append(item)
        }
        while next < arrivals.count {
            new.append(arrivals[next].item)
            next += 1
        }
        var result: [Snapshot] = []
        for arrangement in [old, new] {
            var snapshot = Snapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(arrangement, toSection: 0)
            result.append(snapshot)
        }
        return result
    }
}
