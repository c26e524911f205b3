// What a user does to a screen, in UIKit spellings. On Linux each action is OpenTableView's
// simulation (`tapRow(at:)`, `tapAccessoryButton(forRowAt:)`, `simulateDrag(to:)`); on iOS, where
// UIKit has no public way to tap, the helpers drive the table's delegate as a touch would, so the
// sample tests compile and run against UIKit unchanged.
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
        tableView.tapRow(at: indexPath)
        #endif
    }

    /// Taps the info button of a row's `.detailButton` or `.detailDisclosureButton` accessory.
    static func tapAccessoryButton(_ tableView: UITableView, at indexPath: IndexPath) {
        #if canImport(UIKit)
        tableView.delegate?.tableView?(tableView, accessoryButtonTappedForRowWith: indexPath)
        #else
        tableView.tapAccessoryButton(forRowAt: indexPath)
        #endif
    }

    /// Drags the content to `offset` and lets go, then lets the table lay out.
    static func drag(_ tableView: UITableView, to offset: CGPoint) {
        #if canImport(UIKit)
        tableView.setContentOffset(offset, animated: false)
        #else
        tableView.simulateDrag(to: offset)
        #endif
        tableView.layoutIfNeeded()
    }

    /// Taps a title in the section index: the table asks its data source which section the title
    /// stands for and scrolls that section's header to the top.
    static func tapSectionIndexTitle(_ tableView: UITableView, _ title: String) {
        guard let dataSource = tableView.dataSource else { return }
        #if canImport(UIKit)
        guard let titles = dataSource.sectionIndexTitles?(for: tableView) ?? nil,
              let index = titles.firstIndex(of: title) else { return }
        let section = dataSource.tableView?(tableView, sectionForSectionIndexTitle: title, at: index) ?? index
        #else
        // No index bar exists headless, so the table never asks for these: ask as the bar would.
        guard let titles = dataSource.sectionIndexTitles(for: tableView),
              let index = titles.firstIndex(of: title) else { return }
        let section = dataSource.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        #endif
        tableView.scrollToRow(at: IndexPath(row: NSNotFound, section: section), at: .top, animated: false)
        tableView.layoutIfNeeded()
    }
}
