import Foundation

/// The batch update that turns a table showing one ``SectionedIdentifiers`` into the table
/// showing another, in UIKit's coordinates: deletes, reloads, reconfigures and move sources name
/// the old positions; inserts and move destinations the new ones.
///
/// Applied by UIKit's batch-update rules it yields exactly the new structure: sections and rows
/// that are neither deleted, inserted nor moved keep their relative order and fill, in order,
/// the slots that inserts and move destinations leave free. ``batchUpdate`` is the same as a
/// ``BatchUpdate``, which UIKit (and ``BatchUpdate/validate(rowCountsBefore:rowCountsAfter:)``)
/// accepts with the two structures' row counts.
///
/// A diffable data source issues it inside `performBatchUpdates(_:completion:)`:
/// `deleteSections`, `insertSections`, `reloadSections`, `moveSection(_:toSection:)`, then
/// `deleteRows`, `insertRows`, `reloadRows`, `moveRow(at:to:)` and `reconfigureRows(at:)`.
public struct SectionedDifference: Equatable, Sendable {
    /// Old indices of sections that are not in the new structure, ascending.
    public var deletedSections: [Int]
    /// New indices of sections that are not in the old structure, ascending.
    public var insertedSections: [Int]
    /// Sections that change place relative to the others, old → new, by destination.
    public var movedSections: [(from: Int, to: Int)]
    /// Old indices of sections in both that the new structure marks as reloaded, ascending.
    public var reloadedSections: [Int]
    /// Old paths of removed rows, ascending; rows of deleted and reloaded sections are left out
    /// (the section change covers them).
    public var deletedItems: [IndexPath]
    /// New paths of added rows, ascending; rows of inserted and reloaded sections are left out.
    public var insertedItems: [IndexPath]
    /// Rows that change section or place relative to the others, old → new, by destination.
    public var movedItems: [(from: IndexPath, to: IndexPath)]
    /// Old paths of rows that stay and that the new structure marks as reloaded, ascending.
    public var reloadedItems: [IndexPath]
    /// Old paths of rows that stay or move and that the new structure marks as reconfigured (and
    /// not as reloaded), ascending.
    public var reconfiguredItems: [IndexPath]

    /// A difference with the given changes; by default, none.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [(from: Int, to: Int)] = [],
        reloadedSections: [Int] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
        movedItems: [(from: IndexPath, to: IndexPath)] = [], reloadedItems: [IndexPath] = [],
        reconfiguredItems: [IndexPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The number of operations: every section and row listed, a move counting once.
    public var count: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
            + reconfiguredItems.count
    }

    /// The difference as the batch update a diffable data source issues, in the order above:
    /// section deletes, inserts, reloads and moves, then row deletes, inserts, reloads, moves and
    /// reconfigures. UIKit accepts it (``BatchUpdate/validate(rowCountsBefore:rowCountsAfter:)``
    /// returns `nil`) with the row counts of the old and the new structure.
    /// - Complexity: O(operations).
    public var batchUpdate: BatchUpdate {
        var update = BatchUpdate()
        update.operations.reserveCapacity(count)
        update.operations += deletedSections.map { .deleteSection($0) }
        update.operations += insertedSections.map { .insertSection($0) }
        update.operations += reloadedSections.map { .reloadSection($0) }
        update.operations += movedSections.map { .moveSection($0.from, $0.to) }
        update.operations += deletedItems.map { .deleteRow($0) }
        update.operations += insertedItems.map { .insertRow($0) }
        update.operations += reloadedItems.map { .reloadRow($0) }
        update.operations += movedItems.map { .moveRow($0.from, $0.to) }
        update.operations += reconfiguredItems.map { .reconfigureRow($0) }
        return update
    }

    public static func == (lhs: SectionedDifference, rhs: SectionedDifference) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections) { $0.from == $1.from && $0.to == $1.to }
            && lhs.reloadedSections == rhs.reloadedSections
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems) { $0.from == $1.from && $0.to == $1.to }
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}

extension SectionedDifference: CustomStringConvertible {
    /// A compact text form: `sections −[deleted] +[inserted] ↻[reloaded] moves [from→to]; rows …`,
    /// index paths as `section.row`.
    public var description: String {
        func text(_ path: IndexPath) -> String { "\(path.sectionIndex).\(path.rowIndex)" }
        let sectionMoves = movedSections.map { "\($0.from)→\($0.to)" }
        let rowMoves = movedItems.map { "\(text($0.from))→\(text($0.to))" }
        return "sections −\(deletedSections) +\(insertedSections) ↻\(reloadedSections) moves \(sectionMoves); "
            + "rows −\(deletedItems.map(text)) +\(insertedItems.map(text)) ↻\(reloadedItems.map(text)) "
            + "⚙\(reconfiguredItems.map(text)) moves \(rowMoves)"
    }
}
