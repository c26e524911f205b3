import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Frames below follow the headless metrics: 16-point margins, 21-point body lines (16 for
/// footnote, 15 for caption1), 8.5 points per body character, views centred in a 44-point row.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewCellLayoutTests {
    private func laidOut(
        _ style: TableViewCell.CellStyle, text: String? = "Hello", detail: String? = nil,
        configure: (TableViewCell) -> Void = { _ in }
    ) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        configure(cell)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func defaultStyle() {
        let cell = laidOut(.default)
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 288, height: 21))
        expectEqual(cell.imageView?.frame, .zero)
    }

    @Test func imagePushesTheTextRight() {
        let cell = laidOut(.default) { $0.imageView?.image = Image(named: "icon", size: CGSize(width: 30, height: 30)) }
        expectEqual(cell.imageView?.frame, CGRect(x: 16, y: 7, width: 30, height: 30))
        expectEqual(cell.textLabel?.frame, CGRect(x: 62, y: 11.5, width: 242, height: 21))
    }

    @Test func subtitleStacksTheDetailBelowTheText() {
        let cell = laidOut(.subtitle, text: "Title", detail: "Sub")
        // Each as wide as its text ("Sub" in caption1: 18), as UIKit sizes them.
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 2.5, width: 43, height: 21))
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 16, y: 26.5, width: 18, height: 15))
    }

    @Test func subtitleWithoutDetailCentresTheText() {
        let cell = laidOut(.subtitle, text: "Title", detail: nil)
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 43, height: 21))
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 16, y: 32.5, width: 0, height: 0))
    }

    @Test func value1RightAlignsTheDetail() {
        let cell = laidOut(.value1, text: "Name", detail: "Value")
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 261, y: 11.5, width: 43, height: 21))
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 34, height: 21))
    }

    @Test func value2HasATextColumnAndNoImage() {
        let cell = laidOut(.value2, text: "Key", detail: "Val") {
            $0.imageView?.image = Image(named: "icon", size: CGSize(width: 30, height: 30))
        }
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 14, width: 90, height: 16))
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 112, y: 14, width: 20, height: 16))
        expectEqual(cell.imageView?.frame, .zero)
    }

    @Test func indentationMovesTheStandardViews() {
        let cell = laidOut(.default) { $0.indentationLevel = 2 }
        expectEqual(cell.textLabel?.frame, CGRect(x: 36, y: 11.5, width: 268, height: 21))
    }

    @Test func accessoryTypeTakesFortyPoints() {
        let cell = laidOut(.default) { $0.accessoryType = .disclosureIndicator }
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 280, height: 44))
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 248, height: 21))
    }

    @Test func accessoryViewKeepsItsSizeAtTheTrailingEdge() {
        let accessory = View(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        let cell = laidOut(.default) {
            $0.accessoryType = .checkmark
            $0.accessoryView = accessory
        }
        expectEqual(accessory.frame, CGRect(x: 254, y: 7, width: 50, height: 30))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 254, height: 44))
    }

    @Test func editingIndentsForTheEditingControlAndSwapsAccessories() {
        let cell = laidOut(.default) {
            $0.accessoryType = .disclosureIndicator
            $0.editingStyleStorage = .delete
            $0.setEditing(true, animated: false)
        }
        expectEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 282, height: 44))
        cell.showsReorderControl = true
        cell.editingAccessoryType = .detailButton
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 204, height: 44))
        cell.shouldIndentWhileEditing = false
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 242, height: 44))
    }

    @Test func editingWithoutAnEditingStyleDoesNotIndent() {
        let cell = laidOut(.default) { $0.setEditing(true, animated: false) }
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func backgroundViewsFillTheCell() {
        let background = View()
        let selected = View()
        let cell = laidOut(.default) {
            $0.frame = CGRect(x: 0, y: 100, width: 375, height: 60)
            $0.backgroundView = background
            $0.selectedBackgroundView = selected
        }
        expectEqual(background.frame, CGRect(x: 0, y: 0, width: 375, height: 60))
        expectEqual(selected.frame, CGRect(x: 0, y: 0, width: 375, height: 60))
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 19.5, width: 343, height: 21))
    }

    /// The layout reads one flag for its five optional views: each of them, set alone,
    /// is laid out, and one set after another is cleared still is; once all are cleared the content
    /// view takes the whole width again.
    @Test func eachOptionalViewIsLaidOutAloneAndUntilItIsCleared() {
        let size = CGRect(x: 0, y: 0, width: 375, height: 60)
        for view in ["background", "selectedBackground", "multipleSelectionBackground"] {
            let decoration = View()
            let cell = laidOut(.default) {
                $0.frame = size
                switch view {
                case "background": $0.backgroundView = decoration
                case "selectedBackground": $0.selectedBackgroundView = decoration
                default: $0.multipleSelectionBackgroundView = decoration
                }
            }
            expectEqual(decoration.frame, size, "\(view)")
            expectEqual(cell.contentView.frame, size, "\(view)")
        }
        let accessory = View(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        let background = View()
        let cell = laidOut(.default) {
            $0.backgroundView = background
            $0.accessoryView = accessory
        }
        expectEqual(accessory.frame, CGRect(x: 254, y: 7, width: 50, height: 30))
        cell.backgroundView = nil
        cell.frame.size.height = 60
        cell.layoutIfNeeded()
        expectEqual(accessory.frame, CGRect(x: 254, y: 15, width: 50, height: 30))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 254, height: 60))
        // An editing accessory shows only in editing mode: outside it the content is full width.
        let editingAccessory = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        cell.accessoryView = nil
        cell.editingAccessoryView = editingAccessory
        cell.frame.size.height = 44
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        expectEqual(editingAccessory.frame, CGRect(x: 264, y: 12, width: 40, height: 20))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 264, height: 44))
        cell.setEditing(false, animated: false)
        cell.editingAccessoryView = nil
        cell.frame.size.height = 50
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 50))
        expectEqual(background.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func resizingTheCellSchedulesLayout() {
        let cell = laidOut(.default)
        cell.frame.size.width = 400
        #expect(cell.needsLayout)
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 400, height: 44))
    }
}
