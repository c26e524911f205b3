import Foundation
import OpenTableViewDiagnostics

/// Every message UIKit raises for table-view misuse, spelled as UIKit spells it.
///
/// Each function returns `nil` when there is nothing wrong, so a check reads
/// `try Messages.x(...).throwIfPresent()` at the call site and the texts stay in one place. The
/// public source of each text (crash logs in public issue threads) is in
/// `Compatibility/Evidence.md` §1.2 and §2, which marks the few without one UNCERTAIN; modern UIKit appends ` Table view: <UITableView: 0x…>` to several
/// of them, which ``TableViewException/reason`` leaves out (it names a live object). The messages
/// of the UIKit beneath the table (views, controls, view controllers, Auto Layout) are the UIKit
/// module's, in its `Diagnostics/` folder.
extension Messages {
    /// UIKit's `UITableView.automaticDimension`, which a row height may be.
    package static let automaticDimension: CGFloat = -1

    /// `%@` of an `NSIndexPath`, as UIKit prints it. The object address cannot exist headless; a
    /// fixed placeholder keeps messages comparable.
    package static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath: 0x0000000000000000> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    package static func invalidRowHeight(_ height: CGFloat, allowsAutomatic: Bool = true) -> TableViewException? {
        if allowsAutomatic && height == Messages.automaticDimension { return nil }
        guard height < 0 || !height.isFinite else { return nil }
        return TableViewException(
            .internalInconsistency,
            "Invalid table view rowHeight (\(String(format: "%g", Double(height)))). Value must be at least 0.0, or UITableViewAutomaticDimension."
        )
    }

    package static func invalidHeaderHeight(_ height: CGFloat, section: Int) -> TableViewException? {
        guard height < 0 || !height.isFinite else { return nil }
        return TableViewException(
            .internalInconsistency,
            "section header height must not be negative - provided height for section \(section) is \(String(format: "%f", Double(height)))"
        )
    }

    package static func invalidFooterHeight(_ height: CGFloat, section: Int) -> TableViewException? {
        guard height < 0 || !height.isFinite else { return nil }
        return TableViewException(
            .internalInconsistency,
            "section footer height must not be negative - provided height for section \(section) is \(String(format: "%f", Double(height)))"
        )
    }

    package static func numberOfRowsOutOfBounds(_ section: Int, sections: Int) -> TableViewException? {
        guard section < 0 || section >= sections else { return nil }
        return TableViewException(
            .internalInconsistency,
            "Requested the number of rows for section (\(section)) which is out of bounds.")
    }

    package static func unregisteredCell(_ identifier: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    package static func invalidIndexPathRect(_ indexPath: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect at invalid index path (\(describe(indexPath)))")
    }

    package static func invalidSectionRect(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect of invalid section (\(section))")
    }

    package static func invalidHeaderRect(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect of header in invalid section (\(section))")
    }

    package static func invalidFooterRect(_ section: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "request for rect of footer in invalid section (\(section))")
    }

    package static func scrollOutOfBounds(_ indexPath: IndexPath, sections: Int, rowsInSection: (Int) -> Int)
        -> TableViewException?
    {
        let section = indexPath.sectionIndex
        guard section >= 0 && section < sections else {
            return TableViewException(
                .range,
                "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(sections) sections."
            )
        }
        let rows = rowsInSection(section)
        // UIKit allows NSNotFound as the row to scroll to a section (even an empty one).
        if indexPath.rowIndex == NSNotFound { return nil }
        guard indexPath.rowIndex >= 0 && indexPath.rowIndex < rows else {
            return TableViewException(
                .range,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.rowIndex)) when there are only \(rows) rows in section \(section)."
            )
        }
        return nil
    }

    package static func emptyReuseIdentifier() -> TableViewException {
        TableViewException(
            .invalidArgument,
            "must pass a valid reuse identifier to -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]")
    }
}

// MARK: - Batch updates (`Compatibility/Evidence.md` §2.1, §2.2; iOS 13+ wording with one space between sentences)

extension Messages {
    package static func invalidRowCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int,
        _ v: BatchVocabulary = .table
    ) -> TableViewException {
        let rows = v.elements
        return TableViewException(
            .internalInconsistency,
            "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
    }

    package static func invalidSectionCount(
        after: Int, before: Int, inserted: Int, deleted: Int, _ v: BatchVocabulary = .table
    ) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Invalid update: invalid number of sections. The number of sections contained in the \(v.view) after the update (\(after)) must be equal to the number of sections contained in the \(v.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        )
    }

    /// iOS 16.4+: raised instead of the classic count messages when the data source's counts did
    /// change, but not as the updates say (the rule is inferred from observations, `Compatibility/Evidence.md` §2.1).
    package static func invalidBatchUpdates(
        _ update: BatchUpdate, before: [Int], after: [Int], _ v: BatchVocabulary = .table
    ) -> TableViewException {
        func describe(_ counts: [Int]) -> String {
            "{ \(counts.count) section\(counts.count == 1 ? "" : "s") with \(v.element) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
        }
        let updates = update.uikitDescriptionLines(v).map { "\t" + $0 }.joined(separator: ",\n")
        return TableViewException(
            .internalInconsistency,
            """
            Invalid batch updates detected: the number of sections and/or \(v.elements) returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = \(describe(before))
            Data source after updates = \(describe(after))
            Updates = [
            \(updates)
            ]
            """)
    }

    package static func deleteSectionOutOfRange(_ section: Int, before: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to delete section \(section), but there are only \(before) sections before the update")
    }
    package static func insertSectionOutOfRange(_ section: Int, after: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to insert section \(section) but there are only \(after) sections after the update")
    }
    package static func moveSectionOutOfRange(_ section: Int, before: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to move section \(section), but there are only \(before) sections before the update")
    }
    package static func moveSectionDestinationOutOfRange(_ from: Int, _ to: Int, after: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to to move section \(from) to section \(to), but there are only \(after) sections after the update"
        )
    }
    package static func deleteRowSectionOutOfRange(_ p: IndexPath, before: Int, _ v: BatchVocabulary = .table)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "attempt to delete \(v.element) \(p.rowIndex) from section \(p.sectionIndex), but there are only \(before) sections before the update"
        )
    }
    package static func deleteRowOutOfRange(_ p: IndexPath, rows: Int, _ v: BatchVocabulary = .table)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "attempt to delete \(v.element) \(p.rowIndex) from section \(p.sectionIndex) which only contains \(rows) \(v.elements) before the update"
        )
    }
    package static func insertRowSectionOutOfRange(_ p: IndexPath, after: Int, _ v: BatchVocabulary = .table)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "attempt to insert \(v.element) \(p.rowIndex) into section \(p.sectionIndex), but there are only \(after) sections after the update"
        )
    }
    package static func insertRowOutOfRange(_ p: IndexPath, rows: Int, _ v: BatchVocabulary = .table)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "attempt to insert \(v.element) \(p.rowIndex) into section \(p.sectionIndex), but there are only \(rows) \(v.elements) in section \(p.sectionIndex) after the update"
        )
    }
    package static func moveRowSectionOutOfRange(_ p: IndexPath, before: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to move index path (\(describe(p))) from a section that does not exist - there are only \(before) sections before the update"
        )
    }
    package static func moveRowOutOfRange(_ p: IndexPath, rows: Int, _ v: BatchVocabulary = .table)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "attempt to move index path (\(describe(p))) that does not exist - there are only \(rows) \(v.elements) in section \(p.sectionIndex) before the update"
        )
    }
    package static func moveRowDestinationSectionOutOfRange(_ from: IndexPath, _ to: IndexPath, after: Int)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "attempt to move index path (\(describe(from))) to index path (\(describe(to))) in section that does not exist - there are only \(after) sections after the update"
        )
    }
    package static func moveRowDestinationOutOfRange(
        _ from: IndexPath, _ to: IndexPath, rows: Int, _ v: BatchVocabulary = .table
    ) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to move index path (\(describe(from))) to index path (\(describe(to))) that does not exist - there are only \(rows) \(v.elements) in section \(to.sectionIndex) after the update"
        )
    }
    package static func deleteAndReload(_ p: IndexPath) -> TableViewException {
        TableViewException(.internalInconsistency, "attempt to delete and reload the same index path (\(describe(p)))")
    }
    package static func deleteAndMoveSection(_ section: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency, "attempt to perform a delete and a move from the same section (\(section))")
    }
    package static func deleteAndMoveRow(_ p: IndexPath) -> TableViewException {
        TableViewException(
            .internalInconsistency, "attempt to perform a delete and a move from the same index path (\(describe(p)))")
    }
    package static func insertAndMoveSection(_ section: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency, "attempt to perform an insert and a move to the same section (\(section))")
    }
    package static func insertAndMoveRow(_ p: IndexPath) -> TableViewException {
        TableViewException(
            .internalInconsistency, "attempt to perform an insert and a move to the same index path (\(describe(p)))")
    }
    package static func moveSectionTwice(_ section: Int, _ first: Int, _ second: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency, "attempt to move section \(section) to both section \(first) and section \(second)")
    }
    package static func moveTwoSectionsToOne(_ first: Int, _ second: Int, _ destination: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to move both section \(first) and section \(second) to section \(destination)")
    }
    package static func moveRowTwice(
        _ p: IndexPath, _ first: IndexPath, _ second: IndexPath, _ v: BatchVocabulary = .table
    ) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to move \(v.element) at index path \(describe(p)) to both \(describe(first)) and \(describe(second))"
        )
    }
    package static func moveTwoRowsToOne(
        _ first: IndexPath, _ second: IndexPath, _ destination: IndexPath, _ v: BatchVocabulary = .table
    ) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "attempt to move both \(v.element) at index path \(describe(first)) and \(describe(second)) to \(describe(destination))"
        )
    }
}

// MARK: - Diffable

/// The snapshot's messages (`Compatibility/Evidence.md` §2.5, §10.2). Identifiers are written with
/// `String(describing:)`, where UIKit writes an Objective-C object's description; collections of
/// them are laid out as UIKit lays out an `NSSet` (`{(…)}`) or an `NSArray` (`(…)`), one per
/// line, without the quotes Foundation adds around some strings.
extension Messages {
    /// `{(\n    a,\n    b\n)}`, as `NSSet` describes itself.
    package static func describeSet(_ identifiers: [String]) -> String {
        "{(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }

    /// `(\n    a,\n    b\n)`, as `NSArray` describes itself.
    package static func describeArray(_ identifiers: [String]) -> String {
        "(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// The same identifier given twice in one call that adds items (iOS 14+ text).
    package static func duplicateItemIdentifiers(_ duplicates: [String]) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(describeSet(duplicates))")
    }

    /// The same identifier given twice in one call that adds sections.
    package static func duplicateSectionIdentifiers(_ duplicates: [String]) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(describeSet(duplicates))")
    }

    /// Appending or inserting a section that is already in the snapshot. This is the text of
    /// modern iOS, seen in console logs of 2024; iOS 14 said "Section identifier count does not
    /// match data source count. This is most likely due to a hashing issue with the identifiers."
    package static func sectionIdentifiersAlreadyExist(_ existing: [String]) -> TableViewException {
        let reason =
            existing.count == 1
            ? "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: \(existing[0])"
            : "Diffable data source detected an attempt to insert or append \(existing.count) section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: \(describeArray(existing))"
        return TableViewException(.internalInconsistency, reason)
    }

    /// The console warning of iOS 15+ when appended or inserted items are already in the
    /// snapshot: not an exception, the items are moved instead.
    package static func itemIdentifiersAlreadyExistWarning(_ existing: [String]) -> String {
        let breakpoint =
            "Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger."
        if existing.count == 1 {
            return
                "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. \(breakpoint) Item identifier that already exists: \(existing[0])"
        }
        return
            "Diffable data source detected an attempt to insert or append \(existing.count) item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. \(breakpoint) Item identifiers that already exist: \(describeArray(existing))"
    }

    /// An `NSParameterAssert` failure, as UIKit's assertion handler words it: the snapshot's
    /// lookups of a destination end in `NSNotFound`. `condition` is `section`, `insertIndex`,
    /// `fromIndex`, `toIndex`, `fromSection` or `toSection` (`Compatibility/Evidence.md` §2.5).
    package static func parameterNotFound(_ condition: String) -> TableViewException {
        TableViewException(.internalInconsistency, "Invalid parameter not satisfying: \(condition) != NSNotFound")
    }

    /// `numberOfItems(inSection:)` / `itemIdentifiers(inSection:)` with an unknown section. UIKit
    /// raises since iOS 14 (Apple's documentation says so) but the text is not recorded in the
    /// reference; this is our choice, the parameter assertion the other lookups raise.
    package static func unknownSection() -> TableViewException {
        parameterNotFound("section")
    }

    /// `appendItems` when the snapshot has no section. UNCERTAIN in the reference: this is the
    /// text a third-party re-implementation asserts (`Compatibility/Evidence.md` §2.5).
    package static func noSections() -> TableViewException {
        TableViewException(
            .internalInconsistency, "There are currently no sections in the data source. Please add a section first.")
    }

    /// Inserting items before or after one of the inserted items. UIKit ends the message with
    /// its update object's description (`<_UIDiffableDataSourceUpdate 0x…; action: INS; …>`),
    /// which names a live object; the fixed placeholder keeps messages comparable.
    package static func itemDestinationInInsertedItems(_ destination: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate 0x0000000000000000 - action: INS>."
        )
    }

    /// Inserting sections before or after one of the inserted sections (iOS 14 text, with the
    /// same placeholder for the update object).
    package static func sectionDestinationInInsertedSections(_ destination: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0000000000000000 - action: INS>."
        )
    }

    /// Reloading an item that is not in the snapshot. Modern iOS's text, seen in console logs of
    /// 2024; iOS 14 said "Invalid item identifier specified for reload: <item>".
    package static func reloadOfMissingItem(_ item: String) -> TableViewException {
        TableViewException(
            .internalInconsistency, "Attempted to reload item identifier that does not exist in the snapshot: \(item)")
    }

    /// Reconfiguring an item that is not in the snapshot (iOS 15+, seen in console logs of 2024).
    package static func reconfigureOfMissingItem(_ item: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)")
    }

    /// Reloading a section that is not in the snapshot (iOS 14 text).
    package static func reloadOfMissingSection(_ section: String) -> TableViewException {
        TableViewException(.internalInconsistency, "Invalid section identifier for reload specified: \(section)")
    }
}

// MARK: - Cells and the diffable data source

extension Messages {
    /// A row's cell could not be obtained (UIKit 14+ wording; Swift's non-optional `cellForRowAt`
    /// leaves only a missing data source or a cell provider that returns `nil`).
    package static func nilCell(_ indexPath: IndexPath) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "UITableView dataSource returned a nil cell for row at index path: \(describe(indexPath)).")
    }

    /// The console line (not an exception) when a self-sizing cell's constraints give its content
    /// view a height of zero; the row gets the standard height instead (iOS 8+ wording, quoted in
    /// Apple's developer forums and in Q&A threads, `Compatibility/Evidence.md`).
    package static func ambiguousZeroHeightCellWarning() -> String {
        "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead."
    }

    /// An apply from inside another apply (`Compatibility/Evidence.md` §2.5).
    package static func reentrantApply(view: String = "UITableView") -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: <\(view): 0x0000000000000000>"
        )
    }
}
