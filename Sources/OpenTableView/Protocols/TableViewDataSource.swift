import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Supplies a table's sections, rows and cells, as UIKit's `UITableViewDataSource`.
///
/// The method signatures are UIKit's. Methods UIKit marks optional have default implementations
/// that behave as UIKit does when the method is missing: one section, no titles, every row
/// editable. `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required.
///
/// Difference from UIKit: Swift protocol extensions dispatch statically, so a subclass of a
/// conforming class cannot add an optional method the superclass left out. Subclass
/// ``TableViewController`` (which declares every method `open`) or implement the method in the
/// conforming class itself.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`. Required.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell to display for the row at `indexPath`. Required; usually dequeued from `tableView`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections. Default: 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of the section's header, or `nil` for none. Default: `nil`.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer, or `nil` for none. Default: `nil`.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited. Default: `true`, as UIKit assumes when the method is missing.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be reordered. When it is not implemented, the table treats every row
    /// as movable (UIKit shows the reorder control whenever `tableView(_:moveRowAt:to:)` is
    /// implemented, which Swift cannot detect for a method without a return value); calling the
    /// default directly returns `false`.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Titles for the section index. Default: `nil` (no index).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section that an index title jumps to. Default: `index`.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits an insertion or deletion the user asked for. Default: nothing.
    ///
    /// Difference from UIKit: UIKit offers swipe-to-delete only when this method is implemented;
    /// Swift cannot tell whether a method without a return value is implemented, so the table
    /// offers the Delete action for every row whose editing style is `.delete` (see
    /// Compatibility/Porting.md).
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row in the model after the user dragged it. Default: nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.recordDefaultImplementation(.titleForHeader)
        return nil
    }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.recordDefaultImplementation(.titleForFooter)
        return nil
    }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.recordDefaultImplementation(.canMoveRow)
        return false
    }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.recordDefaultImplementation(.commit)
    }
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.recordDefaultImplementation(.moveRow)
    }
}
