import Foundation

/// One batch of changes, as the client described them between `beginUpdates()` and `endUpdates()`
/// (or inside `performBatchUpdates`), before validation.
///
/// UIKit's coordinates: deletes, reloads, reconfigures and move sources name rows and sections
/// as they were *before* the batch; inserts and move destinations as they are *after* it. The
/// order of calls inside a batch does not matter, except for the description in UIKit's
/// "Invalid batch updates detected" message, which lists them as issued.
struct BatchUpdate: Equatable {
    enum Operation: Equatable {
        case deleteSection(Int)
        case insertSection(Int)
        case reloadSection(Int)
        case moveSection(Int, Int)
        case deleteRow(IndexPath)
        case insertRow(IndexPath)
        case reloadRow(IndexPath)
        case moveRow(IndexPath, IndexPath)
        case reconfigureRow(IndexPath)
    }

    /// Operations in the order they were issued.
    var operations: [Operation] = []
    /// Animations the client asked for, recorded only (animations complete at once headless).
    var animations: [TableView.RowAnimation] = []

    var isEmpty: Bool { operations.isEmpty }

    var deletedSections: Set<Int> { Set(operations.compactMap { if case .deleteSection(let s) = $0 { s } else { nil } }) }
    var insertedSections: Set<Int> { Set(operations.compactMap { if case .insertSection(let s) = $0 { s } else { nil } }) }
    var reloadedSections: Set<Int> { Set(operations.compactMap { if case .reloadSection(let s) = $0 { s } else { nil } }) }
    var movedSections: [(from: Int, to: Int)] { operations.compactMap { if case .moveSection(let f, let t) = $0 { (f, t) } else { nil } } }
    var deletedRows: Set<IndexPath> { Set(operations.compactMap { if case .deleteRow(let p) = $0 { p } else { nil } }) }
    var insertedRows: Set<IndexPath> { Set(operations.compactMap { if case .insertRow(let p) = $0 { p } else { nil } }) }
    var reloadedRows: Set<IndexPath> { Set(operations.compactMap { if case .reloadRow(let p) = $0 { p } else { nil } }) }
    var movedRows: [(from: IndexPath, to: IndexPath)] { operations.compactMap { if case .moveRow(let f, let t) = $0 { (f, t) } else { nil } } }
    var reconfiguredRows: [IndexPath] { operations.compactMap { if case .reconfigureRow(let p) = $0 { p } else { nil } } }

    /// The update list UIKit prints in "Invalid batch updates detected": reloads appear as a
    /// delete and an insert.
    var uikitDescriptionLines: [String] {
        func rowText(_ p: IndexPath) -> String { "(\(p.section) - \(p.row))" }
        return operations.flatMap { operation -> [String] in
            switch operation {
            case .deleteSection(let s): ["Delete section (\(s))"]
            case .insertSection(let s): ["Insert section (\(s))"]
            case .reloadSection(let s): ["Delete section (\(s))", "Insert section (\(s))"]
            case .moveSection(let f, let t): ["Move section (\(f)) to (\(t))"]
            case .deleteRow(let p): ["Delete row \(rowText(p))"]
            case .insertRow(let p): ["Insert row \(rowText(p))"]
            case .reloadRow(let p): ["Delete row \(rowText(p))", "Insert row \(rowText(p))"]
            case .moveRow(let f, let t): ["Move row \(rowText(f)) to \(rowText(t))"]
            case .reconfigureRow(let p): ["Reconfigure row \(rowText(p))"]
            }
        }
    }
}
