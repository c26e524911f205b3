import Foundation

@testable import OpenTableView

/// What a `ListCellScreen` and the cells it configures saw, in order.
@MainActor
final class ListCellEvents {
    var lines: [String] = []
}

/// A list of list cells, as an iOS 14 screen writes one: a compositional list layout, one
/// registered `CollectionViewListCell` class, a closure that configures each cell, and a delegate
/// that records what it is told.
@MainActor
final class ListCellScreen: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    let collectionView: CollectionView
    var counts: [Int]
    var configure: (CollectionViewListCell, IndexPath) -> Void
    let events: ListCellEvents
    var log: [String] {
        get { events.lines }
        set { events.lines = newValue }
    }

    init(
        appearance: CollectionLayoutListConfiguration.Appearance = .plain,
        list: ((inout CollectionLayoutListConfiguration) -> Void)? = nil, counts: [Int] = [3],
        cellClass: CollectionViewListCell.Type = CollectionViewListCell.self, events: ListCellEvents = ListCellEvents(),
        configure: @escaping (CollectionViewListCell, IndexPath) -> Void = { _, _ in }
    ) {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        list?(&configuration)
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        self.counts = counts
        self.configure = configure
        self.events = events
        super.init()
        collectionView.register(cellClass, forCellWithReuseIdentifier: "Row")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int, section: Int = 0) -> CollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? CollectionViewListCell
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cellForItem \(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        if let cell = cell as? CollectionViewListCell { configure(cell, indexPath) }
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("willDisplay \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
}
