import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewCellAppearanceTests {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    let background = View()
    let selectedBackground = View()

    private func kinds() -> [String] {
        cell.subviews.map { view in
            if view === background { return "background" }
            if view === selectedBackground { return "selectedBackground" }
            if view === cell.contentView { return "content" }
            if view === cell.accessoryView { return "accessory" }
            if view === cell.editingAccessoryView { return "editingAccessory" }
            return "?"
        }
    }

    private var highlightFlags: [Bool] {
        [cell.textLabel?.isHighlighted, cell.detailTextLabel?.isHighlighted, cell.imageView?.isHighlighted].map {
            $0 ?? false
        }
    }

    @Test func backgroundViewGoesBehindTheContent() {
        cell.backgroundView = background
        expectEqual(kinds(), ["background", "content"])
        cell.backgroundView = nil
        expectEqual(kinds(), ["content"])
        expectEqual(background.superview, nil)
    }

    /// Setting the state a cell already has leaves the appearance as it is, which every other
    /// change it depends on keeps up to date (a background view set while selected shows at once).
    @Test func settingTheSameStateAgainKeepsTheAppearance() {
        cell.setSelected(true, animated: false)
        cell.selectedBackgroundView = selectedBackground
        expectEqual(kinds(), ["selectedBackground", "content"])
        cell.setSelected(true, animated: false)
        #expect(kinds() == ["selectedBackground", "content"] && highlightFlags == [true, true, true])
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        #expect(kinds() == ["content"] && highlightFlags == [false, false, false])
        cell.selectionStyle = .default
        cell.setHighlighted(false, animated: false)
        expectEqual(kinds(), ["selectedBackground", "content"])
        cell.setSelected(false, animated: false)
        cell.setSelected(false, animated: false)
        cell.setHighlighted(false, animated: false)
        #expect(kinds() == ["content"] && highlightFlags == [false, false, false])
    }

    @Test func selectedBackgroundViewShowsOnlyWhileSelectedOrHighlighted() {
        cell.backgroundView = background
        cell.selectedBackgroundView = selectedBackground
        expectEqual(kinds(), ["background", "content"])
        cell.setSelected(true, animated: false)
        expectEqual(kinds(), ["background", "selectedBackground", "content"])
        expectEqual(highlightFlags, [true, true, true])
        cell.setSelected(false, animated: false)
        expectEqual(kinds(), ["background", "content"])
        cell.setHighlighted(true, animated: false)
        expectEqual(kinds(), ["background", "selectedBackground", "content"])
        cell.setHighlighted(false, animated: false)
        expectEqual(highlightFlags, [false, false, false])
    }

    @Test func selectedBackgroundGoesToTheBackWithoutABackgroundView() {
        cell.selectedBackgroundView = selectedBackground
        cell.isSelected = true
        expectEqual(kinds(), ["selectedBackground", "content"])
    }

    @Test func selectionStyleNoneHidesTheSelectedAppearanceButKeepsTheState() {
        cell.selectedBackgroundView = selectedBackground
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(cell.isSelected)
        expectEqual(kinds(), ["content"])
        expectEqual(highlightFlags, [false, false, false])
        cell.selectionStyle = .gray
        expectEqual(kinds(), ["selectedBackground", "content"])
    }

    @Test func accessoryViewsSwapWithEditingMode() {
        let accessory = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editingAccessory = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.accessoryView = accessory
        cell.editingAccessoryView = editingAccessory
        expectEqual(kinds(), ["content", "accessory"])
        cell.setEditing(true, animated: true)
        expectEqual(kinds(), ["content", "editingAccessory"])
        cell.setEditing(false, animated: false)
        expectEqual(kinds(), ["content", "accessory"])
        cell.accessoryView = nil
        expectEqual(kinds(), ["content"])
        expectEqual(accessory.superview, nil)
    }
}
