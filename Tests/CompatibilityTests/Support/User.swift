// What a user does to a screen, in UIKit spellings. On Linux each action is OpenTableView's
// simulation (`tapRow(at:)`, `tapAccessoryButton(forRowAt:)`, `simulate.drag(to:)`,
// `swipeRow(at:edge:)`, `tapSwipeAction(at:)`, `tapEditingControl(forRowAt:)`,
// `dragRow(at:to:)`, `tapSectionIndexTitle(at:)`); on iOS, where UIKit has no public way to
// touch, the helpers drive the table's data source and delegate as a touch would, so the sample
// tests compile and run against UIKit unchanged.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
enum User {
    /// Taps a row: highlight, then `willSelectRowAt` (which may cancel or redirect), the selection
    /// and `didSelectRowAt`.
    static func tap(_ tableView: UITableView, at indexPath: IndexPath) {
        #if canImport(UIKit)
            tableView.layoutIfNeeded()
            let delegate = tableView.delegate
            guard delegate?.tableView?(tableView, shouldHighlightRowAt: indexPath) ?? true else { return }
            var target: IndexPath? = indexPath
            if let willSelect = delegate?.tableView(_:willSelectRowAt:) {
                target = willSelect(tableView, indexPath)
            }
            guard let target else { return }
            tableView.selectRow(at: target, animated: false, scrollPosition: .none)
            delegate?.tableView?(tableView, didSelectRowAt: target)
        #else
            tableView.simulate.tapRow(at: indexPath)
        #endif
    }

    /// Taps the info button of a row's `.detailButton` or `.detailDisclosureButton` accessory.
    static func tapAccessoryButton(_ tableView: UITableView, at indexPath: IndexPath) {
        #if canImport(UIKit)
            tableView.delegate?.tableView?(tableView, accessoryButtonTappedForRowWith: indexPath)
        #else
            tableView.simulate.tapAccessoryButton(forRowAt: indexPath)
        #endif
    }

    /// Drags the content to `offset` and lets go, then lets the table lay out.
    static func drag(_ tableView: UITableView, to offset: CGPoint) {
        #if canImport(UIKit)
            tableView.setContentOffset(offset, animated: false)
        #else
            tableView.simulate.drag(to: offset)
        #endif
        tableView.layoutIfNeeded()
    }

    /// Scrolls the content to `offset` without a drag (as a scroll indicator or a programmatic
    /// scroll does), then lets the table lay out.
    static func scroll(_ tableView: UITableView, to offset: CGPoint) {
        tableView.contentOffset = offset
        tableView.layoutIfNeeded()
    }

    /// Taps a title in the section index: the table asks its data source which section the title
    /// stands for and scrolls that section's header to the top.
    static func tapSectionIndexTitle(_ tableView: UITableView, _ title: String) {
        #if canImport(UIKit)
            guard let dataSource = tableView.dataSource,
                let titles = dataSource.sectionIndexTitles?(for: tableView) ?? nil,
                let index = titles.firstIndex(of: title)
            else { return }
            let section = dataSource.tableView?(tableView, sectionForSectionIndexTitle: title, at: index) ?? index
            tableView.scrollToRow(at: IndexPath(row: NSNotFound, section: section), at: .top, animated: false)
        #else
            guard let index = tableView.sectionIndexTitlesForDisplay?.firstIndex(of: title) else { return }
            tableView.simulate.tapSectionIndexTitle(at: index)
        #endif
        tableView.layoutIfNeeded()
    }

    // MARK: Editing

    /// The edge a swipe starts from.
    enum Edge {
        case leading, trailing
    }

    #if canImport(UIKit)
        /// The actions the last swipe revealed, while they are shown.
        private static var revealed:
            (tableView: UITableView, indexPath: IndexPath, configuration: UISwipeActionsConfiguration)?
    #endif

    /// Swipes a row from `edge` and returns the titles of the actions it reveals, or `nil` when
    /// it reveals none. Trailing, without actions from the delegate, an editable row whose editing
    /// style is delete reveals the standard Delete action (titled by
    /// `titleForDeleteConfirmationButtonForRowAt`), which commits the deletion.
    @discardableResult
    static func swipe(_ tableView: UITableView, at indexPath: IndexPath, from edge: Edge = .trailing) -> [String]? {
        tableView.layoutIfNeeded()
        #if canImport(UIKit)
            let delegate = tableView.delegate
            var configuration: UISwipeActionsConfiguration?
            switch edge {
            case .leading:
                configuration =
                    delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
            case .trailing:
                configuration =
                    delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
                if configuration == nil, let dataSource = tableView.dataSource,
                    dataSource.responds(to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))),
                    dataSource.tableView?(tableView, canEditRowAt: indexPath) ?? true,
                    (delegate?.tableView?(tableView, editingStyleForRowAt: indexPath) ?? .delete) == .delete
                {
                    let title =
                        delegate?.tableView?(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
                    let delete = UIContextualAction(style: .destructive, title: title) { _, _, completion in
                        dataSource.tableView?(tableView, commit: .delete, forRowAt: indexPath)
                        completion(true)
                    }
                    configuration = UISwipeActionsConfiguration(actions: [delete])
                }
            }
            guard let configuration, !configuration.actions.isEmpty else { return nil }
            delegate?.tableView?(tableView, willBeginEditingRowAt: indexPath)
            revealed = (tableView, indexPath, configuration)
        #else
            guard
                let configuration = tableView.simulate.swipeRow(
                    at: indexPath, edge: edge == .leading ? .leading : .trailing)
            else { return nil }
        #endif
        return configuration.actions.map { $0.title ?? "" }
    }

    /// Taps the `index`-th action the last ``swipe(_:at:from:)`` revealed: its handler runs, and
    /// when it calls its completion the swipe ends. Then lets the table lay out.
    static func tapSwipeAction(_ tableView: UITableView, at index: Int) {
        #if canImport(UIKit)
            guard let (table, indexPath, configuration) = revealed, table === tableView else { return }
            let action = configuration.actions[index]
            action.handler(action, tableView.cellForRow(at: indexPath) ?? tableView) { _ in
                revealed = nil
                tableView.delegate?.tableView?(tableView, didEndEditingRowAt: indexPath)
            }
        #else
            tableView.simulate.tapSwipeAction(at: index)
        #endif
        tableView.layoutIfNeeded()
    }

    /// In editing mode, taps a row's editing control (the red minus and its Delete confirmation,
    /// or the green plus): the data source commits the row's editing style.
    static func tapEditingControl(_ tableView: UITableView, at indexPath: IndexPath) {
        #if canImport(UIKit)
            let style = tableView.delegate?.tableView?(tableView, editingStyleForRowAt: indexPath) ?? .delete
            tableView.dataSource?.tableView?(tableView, commit: style, forRowAt: indexPath)
        #else
            tableView.simulate.tapEditingControl(forRowAt: indexPath)
        #endif
        tableView.layoutIfNeeded()
    }

    /// In editing mode, drags a row by its reorder control and drops it at `proposed`; returns
    /// where it landed (the delegate may retarget the drop). The data source moves the row in its
    /// model; the table moves the row itself.
    @discardableResult
    static func dragRow(_ tableView: UITableView, from source: IndexPath, to proposed: IndexPath) -> IndexPath {
        #if canImport(UIKit)
            tableView.layoutIfNeeded()
            let destination =
                tableView.delegate?.tableView?(
                    tableView, targetIndexPathForMoveFromRowAt: source,
                    toProposedIndexPath: proposed) ?? proposed
            tableView.dataSource?.tableView?(tableView, moveRowAt: source, to: destination)
            tableView.moveRow(at: source, to: destination)
        #else
            let destination = tableView.simulate.dragRow(at: source, to: proposed)
        #endif
        tableView.layoutIfNeeded()
        return destination
    }
}
