import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// What does not hold in the collection view's display ledger, as the table's
    /// `contentInvariantViolations()`; empty when all holds. Run by the randomized suites after
    /// every step, and cheap enough for that: O(displayed views + queued views + subviews).
    ///
    /// - the cell ledger (``DisplayedItems``) is in index-path order, each item once, every entry
    ///   an index path of two elements;
    /// - every displayed cell is the collection view's subview, displayed for one item only, and
    ///   not waiting in a reuse queue; every cell among the subviews is displayed (a cell that
    ///   left the screen went back to its queue);
    /// - the same per supplementary kind, against that kind's queue; no view is both a cell and a
    ///   supplementary view;
    /// - once the counts are loaded and the ledger is not stale, every displayed item and
    ///   supplementary element lies inside the data (section and item in range);
    /// - once the layout is prepared, every displayed view's frame is its layout attributes' frame.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var displayed = Set<ObjectIdentifier>()
        var queued = Set<ObjectIdentifier>()
        for cell in cellReuse.allQueued { queued.insert(ObjectIdentifier(cell)) }
        for (_, pool) in supplementaryReuse {
            for view in pool.allQueued { queued.insert(ObjectIdentifier(view)) }
        }
        let checkBounds = content.countsLoaded && !content.displayedCellsAreStale
        let checkFrames = checkBounds && !layoutStorage.needsPrepare
        var previous: DisplayedItems.Entry?
        for entry in content.displayedCells.entries {
            let indexPath = entry.indexPath
            let cell = entry.cell
            if let previous, !previous.precedes(section: entry.section, item: entry.item) {
                problems.append("the ledger lists item \(indexPath) after item \(previous.indexPath)")
            }
            previous = entry
            let id = ObjectIdentifier(cell)
            if !displayed.insert(id).inserted {
                problems.append("the cell of item \(indexPath) is displayed for another item too")
            }
            if queued.contains(id) { problems.append("the cell of item \(indexPath) is displayed and queued") }
            if cell.superviewStorage !== self {
                problems.append("the cell of item \(indexPath) is not the collection view's subview")
            }
            if checkBounds && !contains(indexPath) {
                problems.append("item \(indexPath) is displayed but not in the data \(content.itemCounts)")
            } else if checkFrames, let frame = layoutStorage.layoutAttributesForItem(at: indexPath)?.frame,
                frame != cell.frame
            {
                problems.append(
                    "the cell of item \(indexPath) has frame \(describe(cell.frame)), the layout's is \(describe(frame))"
                )
            }
        }
        for element in content.displayedSupplementaryViews.keys.sorted() {
            let view = content.displayedSupplementaryViews[element]!
            let id = ObjectIdentifier(view)
            let name = "the \(element.kind) view at \(element.indexPath)"
            if !displayed.insert(id).inserted { problems.append("\(name) is displayed for another element too") }
            if queued.contains(id) { problems.append("\(name) is displayed and queued") }
            if view.superviewStorage !== self { problems.append("\(name) is not the collection view's subview") }
            if checkBounds && !(0..<content.itemCounts.count).contains(element.indexPath.section) {
                problems.append("\(name) is displayed but its section is not in the data")
            } else if checkFrames,
                let frame = layoutStorage.layoutAttributesForSupplementaryView(
                    ofKind: element.kind, at: element.indexPath)?.frame, frame != view.frame
            {
                problems.append("\(name) has frame \(describe(view.frame)), the layout's is \(describe(frame))")
            }
        }
        for subview in subviewsStorage where subview is CollectionReusableView {
            if !displayed.contains(ObjectIdentifier(subview)) {
                problems.append("a \(type(of: subview)) is the collection view's subview but not displayed")
            }
        }
        return problems
    }

    /// `(x, y, width, height)`, shorter than `CGRect`'s description in a failure message.
    private func describe(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
    }

    /// Whether `indexPath` names an item of the loaded counts.
    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && (0..<content.itemCounts.count).contains(indexPath.section)
            && (0..<content.itemCounts[indexPath.section]).contains(indexPath.item)
    }
}
