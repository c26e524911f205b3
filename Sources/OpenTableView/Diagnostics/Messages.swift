import Foundation

/// Every message UIKit raises for table-view misuse, spelled as UIKit spells it.
///
/// Each function returns `nil` when there is nothing wrong, so a check reads
/// `raiseIfNeeded(Messages.x(...))` at the call site and the texts stay in one place. Sources for
/// each text are in `../shared/reference/uikit-behaviour.md` §1.2 and §2 (crash logs and
/// UIKit's own format strings); modern UIKit appends ` Table view: <UITableView: 0x…>` to several
/// of them, which ``TableViewException/reason`` leaves out (it names a live object).
@MainActor
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
