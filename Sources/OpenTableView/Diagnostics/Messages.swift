import Foundation

/// Every message UIKit raises for table-view misuse, spelled as UIKit spells it.
///
/// Each function returns `nil` when there is nothing wrong, so a check reads
/// `raiseIfNeeded(Messages.x(...))` at the call site and the texts stay in one place. Sources for
/// each text are in `../shared/reference/uikit-behaviour.md` §1.2 and §2 (crash logs and
/// UIKit's own format strings); modern UIKit appends ` Table view: <UITableView: 0x…>` to several
/// of them, which ``TableViewException/reason`` leaves out (it names a live object).
enum Messages {
    /// `%@` of an `NSIndexPath`, as UIKit prints it. The object address cannot exist headless; a
    /// fixed placeholder keeps messages comparable.
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath: 0x0000000000000000> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    static func invalidRowHeight(_ height: CGFloat, allowsAutomatic: Bool = true) -> TableViewException? {
        if allowsAutomatic && height == TableView.automaticDimension { return nil }
        guard height < 0 || !height.isFinite else { return nil }
        return TableViewException(.internalInconsistency,
            "Invalid table view rowHeight (\(String(format: "%g", Double(height)))). Value must be at least 0.0, or UITableViewAutomaticDimension.")
    }

    static func invalidHeaderHeight(_ height: CGFloat, section: Int) -> TableViewException? {
        guard height < 0 || !height.isFinite else { return nil }
        return TableViewException(.internalInconsistency,
            "section header height must not be negative - provided height for section \(section) is \(String(format: "%f", Double(height)))")
    }

    static func invalidFooterHeight(_ height: CGFloat, section: Int) -> TableViewException? {
        guard height < 0 || !height.isFinite else { return nil }
        return TableViewException(.internalInconsistency,
            "section footer height must not be negative - provided height for section \(section) is \(String(format: "%f", Double(height)))")
    }

    static func numberOfRowsOutOfBounds(_ section: Int, sections: Int) -> TableViewException? {
        guard section < 0 || section >= sections else { return nil }
        return TableViewException(.internalInconsistency,
            "Requested the number of rows for section (\(section)) which is out of bounds.")
    }

    static func unregisteredCell(_ identifier: String) -> TableViewException {
        TableViewException(.internalInconsistency,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    static func invalidIndexPathRect(_ indexPath: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect at invalid index path (\(describe(indexPath)))")
    }

    static func invalidSectionRect(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect of invalid section (\(section))")
    }

    static func invalidHeaderRect(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect of header in invalid section (\(section))")
    }

    static func invalidFooterRect(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect of footer in invalid section (\(section))")
    }

    static func scrollOutOfBounds(_ indexPath: IndexPath, sections: Int, rowsInSection: (Int) -> Int) -> TableViewException? {
        let section = indexPath.section
        guard section >= 0 && section < sections else {
            return TableViewException(.range,
                "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(sections) sections.")
        }
        let rows = rowsInSection(section)
        // UIKit allows NSNotFound as the row to scroll to a section (even an empty one).
        if indexPath.row == NSNotFound { return nil }
        guard indexPath.row >= 0 && indexPath.row < rows else {
            return TableViewException(.range,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows in section \(section).")
        }
        return nil
    }

    static func emptyReuseIdentifier() -> TableViewException {
        TableViewException(.invalidArgument, "must pass a valid reuse identifier to -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]")
    }
}

// MARK: - Batch updates (reference §2.1, §2.2; iOS 13+ wording with one space between sentences)

extension Messages {
    static func invalidRowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) -> TableViewException {
        TableViewException(.internalInconsistency,
            "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
    }

    static func invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> TableViewException {
        TableViewException(.internalInconsistency,
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
    }

    /// iOS 16.4+: raised instead of the classic count messages when the data source's counts did
    /// change, but not as the updates say (the rule is inferred from observations, reference §2.1).
    static func invalidBatchUpdates(_ update: BatchUpdate, before: [Int], after: [Int]) -> TableViewException {
        func describe(_ counts: [Int]) -> String {
            "{ \(counts.count) section\(counts.count == 1 ? "" : "s") with row counts: [\(counts.map(String.init).joined(separator: ", "))] }"
        }
        let updates = update.uikitDescriptionLines.map { "\t" + $0 }.joined(separator: ",\n")
        return TableViewException(.internalInconsistency, """
            Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = \(describe(before))
            Data source after updates = \(describe(after))
            Updates = [
            \(updates)
            ]
            """)
    }

    static func deleteSectionOutOfRange(_ section: Int, before: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to delete section \(section), but there are only \(before) sections before the update")
    }
    static func insertSectionOutOfRange(_ section: Int, after: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to insert section \(section) but there are only \(after) sections after the update")
    }
    static func moveSectionOutOfRange(_ section: Int, before: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move section \(section), but there are only \(before) sections before the update")
    }
    static func moveSectionDestinationOutOfRange(_ from: Int, _ to: Int, after: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to to move section \(from) to section \(to), but there are only \(after) sections after the update")
    }
    static func deleteRowSectionOutOfRange(_ p: IndexPath, before: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to delete row \(p.row) from section \(p.section), but there are only \(before) sections before the update")
    }
    static func deleteRowOutOfRange(_ p: IndexPath, rows: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to delete row \(p.row) from section \(p.section) which only contains \(rows) rows before the update")
    }
    static func insertRowSectionOutOfRange(_ p: IndexPath, after: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to insert row \(p.row) into section \(p.section), but there are only \(after) sections after the update")
    }
    static func insertRowOutOfRange(_ p: IndexPath, rows: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to insert row \(p.row) into section \(p.section), but there are only \(rows) rows in section \(p.section) after the update")
    }
    static func moveRowSectionOutOfRange(_ p: IndexPath, before: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move index path (\(describe(p))) from a section that does not exist - there are only \(before) sections before the update")
    }
    static func moveRowOutOfRange(_ p: IndexPath, rows: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move index path (\(describe(p))) that does not exist - there are only \(rows) rows in section \(p.section) before the update")
    }
    static func moveRowDestinationSectionOutOfRange(_ from: IndexPath, _ to: IndexPath, after: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move index path (\(describe(from))) to index path (\(describe(to))) in section that does not exist - there are only \(after) sections after the update")
    }
    static func moveRowDestinationOutOfRange(_ from: IndexPath, _ to: IndexPath, rows: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move index path (\(describe(from))) to index path (\(describe(to))) that does not exist - there are only \(rows) rows in section \(to.section) after the update")
    }
    static func deleteAndReload(_ p: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to delete and reload the same index path (\(describe(p)))")
    }
    static func deleteAndMoveSection(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to perform a delete and a move from the same section (\(section))")
    }
    static func deleteAndMoveRow(_ p: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to perform a delete and a move from the same index path (\(describe(p)))")
    }
    static func insertAndMoveSection(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to perform an insert and a move to the same section (\(section))")
    }
    static func insertAndMoveRow(_ p: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to perform an insert and a move to the same index path (\(describe(p)))")
    }
    static func moveSectionTwice(_ section: Int, _ first: Int, _ second: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move section \(section) to both section \(first) and section \(second)")
    }
    static func moveTwoSectionsToOne(_ first: Int, _ second: Int, _ destination: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move both section \(first) and section \(second) to section \(destination)")
    }
    static func moveRowTwice(_ p: IndexPath, _ first: IndexPath, _ second: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move row at index path \(describe(p)) to both \(describe(first)) and \(describe(second))")
    }
    static func moveTwoRowsToOne(_ first: IndexPath, _ second: IndexPath, _ destination: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to move both row at index path \(describe(first)) and \(describe(second)) to \(describe(destination))")
    }
}
