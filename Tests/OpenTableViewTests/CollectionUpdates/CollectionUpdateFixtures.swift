import Foundation

@testable import OpenTableView

/// A board screen's data source and delegate, written as apps write them: the data is an array
/// of sections of titles the app edits before it tells the collection view, and every call the
/// collection view makes is logged in UIKit's selector spelling.
@MainActor
final class BoardRecorder: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    /// Titles that may not be moved interactively.
    var pinned: Set<String> = []
    /// The delegate's retargeting of an interactive move, when set.
    var retarget: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        log.append("numberOfSections")
        return sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("numberOfItems(\(section))")
        return sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cellForItemAt(\(indexPath.section)-\(indexPath.item))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! CardCell
        cell.recorder = self
        cell.title = sections[indexPath.section][indexPath.item]
        return cell
    }

    /// The columns' titles and footers, dequeued as UIKit requires. Not logged: the update
    /// tests read the item calls.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath)
            as! SectionTitleView
        view.title = kind == CollectionView.elementKindSectionHeader ? "Column \(indexPath.section)" : ""
        return view
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMoveItemAt(\(indexPath.section)-\(indexPath.item))")
        return !pinned.contains(sections[indexPath.section][indexPath.item])
    }

    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append(
            "moveItemAt(\(sourceIndexPath.section)-\(sourceIndexPath.item), \(destinationIndexPath.section)-\(destinationIndexPath.item))"
        )
        let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.item)
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("willDisplay(\(indexPath.section)-\(indexPath.item))")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying(\(indexPath.section)-\(indexPath.item))")
    }

    func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("targetIndexPathForMove(\(proposedIndexPath.section)-\(proposedIndexPath.item))")
        return retarget?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
}

/// A card cell: a title, and `prepareForReuse()` logged with the title it had.
final class CardCell: CollectionViewCell {
    weak var recorder: BoardRecorder?
    var title = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        recorder?.log.append("prepareForReuse(\(title))")
        title = ""
    }
}

/// A 320 × 200 collection view on `pinnedFlowLayout()` (three items a line, lines at y 35, 85
/// and 135 in section 0) with the recorder as data source and delegate, `CardCell` registered
/// as "Card", `SectionTitleView` for the section headers and footers.
@MainActor
func makeBoard(_ sections: [[String]]) -> (CollectionView, BoardRecorder) {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
    let recorder = BoardRecorder(sections)
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
    collectionView.registerSectionTitles()
    collectionView.dataSource = recorder
    collectionView.delegate = recorder
    return (collectionView, recorder)
}

extension CollectionView {
    /// Registers `SectionTitleView` for the section headers and footers, as the board screens'
    /// `viewDidLoad` does.
    func registerSectionTitles() {
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            register(
                SectionTitleView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: SectionTitleView.reuseIdentifier)
        }
    }

    /// A section title for a diffable data source's `supplementaryViewProvider`.
    func dequeueSectionTitle(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath)
    }

    /// The titles of the cells on screen, in index-path order.
    var shownTitles: [String] { visibleCells.map { ($0 as! CardCell).title } }
}
