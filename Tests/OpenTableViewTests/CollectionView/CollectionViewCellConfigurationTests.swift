import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Content configurations on collection view cells (iOS 14+): Apple, `UICollectionViewCell`,
/// [contentConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration)
/// ("Setting a content configuration replaces the existing contentView of the cell with a new
/// content view instance from the configuration") and
/// [configurationState](https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate).
@MainActor
@Suite struct CollectionViewCellConfigurationTests {
    @Test func aContentConfigurationReplacesTheContentViewSizedToTheCell() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let original = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        let shown = cell.contentView
        #expect(shown is ListContentView)
        expectNotIdentical(shown, original)
        expectEqual(shown.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
        expectEqual((cell.contentConfiguration as? ListContentConfiguration)?.text, "Wi-Fi")

        // The same type again is given to the same content view.
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        expectIdentical(cell.contentView, shown)
        expectEqual(
            ((cell.contentView as? ListContentView)?.configuration as? ListContentConfiguration)?.text, "Bluetooth")

        cell.contentConfiguration = nil
        #expect(!(cell.contentView is ListContentView))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
    }

    @Test func theConfigurationFollowsSelectionHighlightAndSwipe() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = ListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        func color() -> Color? { (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color }
        expectEqual(color(), .label)
        // A selected sidebar cell's text turns white (ListContentConfiguration.updated(for:)).
        cell.isSelected = true
        #expect(cell.configurationState.isSelected)
        expectEqual(color(), .white)
        cell.isSelected = false
        expectEqual(color(), .label)
        cell.isHighlighted = true
        expectEqual(color(), .white)
        cell.isHighlighted = false

        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = true
        expectEqual(color(), .label)
    }

    @Test func aListCellWithAContentConfigurationSelfSizesToItsContentAtTheLayoutsWidth() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 10)
        // One line: 11 + 21 + 11 = 43, raised to the list's 44-point minimum; the width stays the
        // layout's.
        expectEqual(cell.preferredLayoutAttributesFitting(attributes).size, CGSize(width: 320, height: 44))

        // 288 points (320 less the 16-point margins) hold 33 body characters a line: 40 take two
        // lines, 11 + 2 × 21 + 11 = 64, as a table row with the same configuration.
        content.text = String(repeating: "a", count: 40)
        cell.contentConfiguration = content
        expectEqual(cell.preferredLayoutAttributesFitting(attributes).size, CGSize(width: 320, height: 64))
        // Indented one level (10 points), 278 points hold 32 characters: still two lines.
        cell.indentationLevel = 1
        content.text = String(repeating: "a", count: 33)
        cell.contentConfiguration = content
        expectEqual(cell.preferredLayoutAttributesFitting(attributes).size, CGSize(width: 320, height: 64))
        cell.indentationLevel = 0
        expectEqual(cell.preferredLayoutAttributesFitting(attributes).size, CGSize(width: 320, height: 44))
    }
}
