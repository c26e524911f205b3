import Foundation
import OpenTableViewDiagnostics

/// One batch update of a table, as UIKit records it between `beginUpdates()` and `endUpdates()`
/// (or inside `performBatchUpdates(_:completion:)`), before it is checked.
///
/// UIKit's coordinates: deletes, reloads, reconfigures and move sources name rows and sections
/// as they were *before* the batch; inserts and move destinations as they are *after* it. The
/// order of calls inside a batch does not matter, except for the description in UIKit's
/// "Invalid batch updates detected" message, which lists them as issued.
///
/// ``validate(rowCountsBefore:rowCountsAfter:)`` runs UIKit's checks without a table: given the
/// row counts of every section before and after the batch, it returns the exception
/// `UITableView` would raise at the end of the batch, with UIKit's exact message, or `nil` when
/// UIKit accepts the batch. The core has no UI and builds on iOS too, so an app can check the
/// batches its code builds in its own unit tests, before UIKit crashes on them:
///
/// ```swift
/// import OpenTableViewCore
///
/// var batch = BatchUpdate()
/// batch.deleteRows(at: [IndexPath(row: 3, section: 0)])
/// batch.insertSections(IndexSet(integer: 1))
/// let exception = batch.validate(rowCountsBefore: [4], rowCountsAfter: [3, 2])
/// #expect(exception == nil)
/// ```
///
/// The checks and messages are UIKit's as `Compatibility/Porting.md` documents them (index
/// ranges, conflicting operations, count arithmetic, and iOS 16.4's "Invalid batch updates
/// detected" when the counts changed inconsistently).
public struct BatchUpdate: Equatable, Sendable {
    /// One call recorded in a batch, with its index paths or section indices.
    public enum Operation: Equatable, Sendable {
        /// `deleteSections(_:with:)`, one section (before the batch).
        case deleteSection(Int)
        /// `insertSections(_:with:)`, one section (after the batch).
        case insertSection(Int)
        /// `reloadSections(_:with:)`, one section (before the batch).
        case reloadSection(Int)
        /// `moveSection(_:toSection:)`: from before the batch, to after it.
        case moveSection(Int, Int)
        /// `deleteRows(at:with:)`, one row (before the batch).
        case deleteRow(IndexPath)
        /// `insertRows(at:with:)`, one row (after the batch).
        case insertRow(IndexPath)
        /// `reloadRows(at:with:)`, one row (before the batch).
        case reloadRow(IndexPath)
        /// `moveRow(at:to:)`: from before the batch, to after it.
        case moveRow(IndexPath, IndexPath)
        /// `reconfigureRows(at:)`, one row (before the batch).
        case reconfigureRow(IndexPath)
    }

    /// Operations in the order they were issued.
    public var operations: [Operation] = []

    /// A batch of `operations`, in the order they were issued.
    public init(operations: [Operation] = []) {
        self.operations = operations
    }

    /// Whether the batch has no operation.
    public var isEmpty: Bool { operations.isEmpty }

    /// Records `insertRows(at:with:)`: rows at index paths after the batch.
    public mutating func insertRows(at indexPaths: [IndexPath]) { operations += indexPaths.map { .insertRow($0) } }
    /// Records `deleteRows(at:with:)`: rows at index paths before the batch.
    public mutating func deleteRows(at indexPaths: [IndexPath]) { operations += indexPaths.map { .deleteRow($0) } }
    /// Records `reloadRows(at:with:)`: rows at index paths before the batch.
    public mutating func reloadRows(at indexPaths: [IndexPath]) { operations += indexPaths.map { .reloadRow($0) } }
    /// Records `reconfigureRows(at:)`: rows at index paths before the batch.
    public mutating func reconfigureRows(at indexPaths: [IndexPath]) {
        operations += indexPaths.map { .reconfigureRow($0) }
    }
    /// Records `moveRow(at:to:)`: from an index path before the batch to one after it.
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        operations.append(.moveRow(indexPath, newIndexPath))
    }
    /// Records `insertSections(_:with:)`: section indices after the batch.
    public mutating func insertSections(_ sections: IndexSet) { operations += sections.map { .insertSection($0) } }
    /// Records `deleteSections(_:with:)`: section indices before the batch.
    public mutating func deleteSections(_ sections: IndexSet) { operations += sections.map { .deleteSection($0) } }
    /// Records `reloadSections(_:with:)`: section indices before the batch.
    public mutating func reloadSections(_ sections: IndexSet) { operations += sections.map { .reloadSection($0) } }
    /// Records `moveSection(_:toSection:)`: from a section index before the batch to one after it.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        operations.append(.moveSection(section, newSection))
    }

    /// Checks the batch as `UITableView` does at the end of a batch: returns the exception UIKit
    /// would raise, with its exact name and message, or `nil` when UIKit accepts the batch.
    ///
    /// - Parameters:
    ///   - rowCountsBefore: the number of rows of every section before the batch, as the table
    ///     knew them (what the data source answered at the last reload or update).
    ///   - rowCountsAfter: what the data source answers at the end of the batch
    ///     (`numberOfSections` is the array's count).
    /// - Complexity: O(operations log operations + sections).
    public func validate(rowCountsBefore: [Int], rowCountsAfter: [Int]) -> TableViewException? {
        if case .failure(let exception) = UpdatePlan.make(self, before: rowCountsBefore, after: rowCountsAfter) {
            return exception
        }
        return nil
    }

    /// Checks the batch as `UICollectionView` does at the end of a batch (the same checks as
    /// ``validate(rowCountsBefore:rowCountsAfter:)``, in UIKit's collection-view words: "items",
    /// "collection view"); the operations' rows are the collection view's items.
    ///
    /// - Parameters:
    ///   - itemCountsBefore: the number of items of every section before the batch.
    ///   - itemCountsAfter: what the data source answers at the end of the batch.
    /// - Complexity: O(operations log operations + sections).
    public func validate(itemCountsBefore: [Int], itemCountsAfter: [Int]) -> TableViewException? {
        if case .failure(let exception) = UpdatePlan.make(
            self, before: itemCountsBefore, after: itemCountsAfter, vocabulary: .collectionView)
        {
            return exception
        }
        return nil
    }

    package var deletedSections: Set<Int> {
        Set(operations.compactMap { if case .deleteSection(let s) = $0 { s } else { nil } })
    }
    package var insertedSections: Set<Int> {
        Set(operations.compactMap { if case .insertSection(let s) = $0 { s } else { nil } })
    }
    package var reloadedSections: Set<Int> {
        Set(operations.compactMap { if case .reloadSection(let s) = $0 { s } else { nil } })
    }
    package var movedSections: [(from: Int, to: Int)] {
        operations.compactMap { if case .moveSection(let f, let t) = $0 { (f, t) } else { nil } }
    }
    package var deletedRows: Set<IndexPath> {
        Set(operations.compactMap { if case .deleteRow(let p) = $0 { p } else { nil } })
    }
    package var insertedRows: Set<IndexPath> {
        Set(operations.compactMap { if case .insertRow(let p) = $0 { p } else { nil } })
    }
    package var reloadedRows: Set<IndexPath> {
        Set(operations.compactMap { if case .reloadRow(let p) = $0 { p } else { nil } })
    }
    package var movedRows: [(from: IndexPath, to: IndexPath)] {
        operations.compactMap { if case .moveRow(let f, let t) = $0 { (f, t) } else { nil } }
    }
    package var reconfiguredRows: [IndexPath] {
        operations.compactMap { if case .reconfigureRow(let p) = $0 { p } else { nil } }
    }

    /// The update list UIKit prints in "Invalid batch updates detected": reloads appear as a
    /// delete and an insert.
    package func uikitDescriptionLines(_ v: BatchVocabulary = .table) -> [String] {
        func rowText(_ p: IndexPath) -> String { "(\(p.sectionIndex) - \(p.rowIndex))" }
        let row = v.element
        return operations.flatMap { operation -> [String] in
            switch operation {
            case .deleteSection(let s): ["Delete section (\(s))"]
            case .insertSection(let s): ["Insert section (\(s))"]
            case .reloadSection(let s): ["Delete section (\(s))", "Insert section (\(s))"]
            case .moveSection(let f, let t): ["Move section (\(f)) to (\(t))"]
            case .deleteRow(let p): ["Delete \(row) \(rowText(p))"]
            case .insertRow(let p): ["Insert \(row) \(rowText(p))"]
            case .reloadRow(let p): ["Delete \(row) \(rowText(p))", "Insert \(row) \(rowText(p))"]
            case .moveRow(let f, let t): ["Move \(row) \(rowText(f)) to \(rowText(t))"]
            case .reconfigureRow(let p): ["Reconfigure \(row) \(rowText(p))"]
            }
        }
    }
}
