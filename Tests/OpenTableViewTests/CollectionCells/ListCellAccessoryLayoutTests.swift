import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A list cell's accessories framed beside its content view. Apple,
/// [UICellAccessory](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct):
/// "A cell accessory appears either on the leading or the trailing edge of a cell, outside of the
/// cell's content view"; [accessories](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories):
/// "System accessories have system-defined placement within the cell … The order of system
/// accessories in the array doesn't affect their placement". The widths are the table cell's
/// (Compatibility/Evidence.md, "List cell accessories"): 40 for a standard accessory, 38 for an
/// editing or reorder control, a view's own width and 16 for a label or a custom view.
@MainActor
@Suite struct ListCellAccessoryLayoutTests {
    private func cell(width: CGFloat = 320) -> CollectionViewListCell {
        CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    }

    @Test func systemAccessoriesTakeTheirEdgeAndOrderWhateverTheArraysOrder() {
        let cell = cell()
        cell.accessories = [
            .disclosureIndicator(), .reorder(displayed: .always), .checkmark(), .delete(displayed: .always),
        ]
        expectEqual(cell.shownAccessoryNames, ["delete", "checkmark", "disclosureIndicator", "reorder"])
        // The delete control leads (0..<38); the trailing ones end at 320: 40 + 40 + 38 from 202.
        expectEqual(
            cell.shownAccessoryFrames,
            [
                CGRect(x: 0, y: 0, width: 38, height: 44), CGRect(x: 202, y: 0, width: 40, height: 44),
                CGRect(x: 242, y: 0, width: 40, height: 44), CGRect(x: 282, y: 0, width: 38, height: 44),
            ])
        expectEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 164, height: 44))
        // The same accessories in another order lay out the same.
        cell.accessories = [
            .delete(displayed: .always), .checkmark(), .reorder(displayed: .always), .disclosureIndicator(),
        ]
        expectEqual(cell.shownAccessoryNames, ["delete", "checkmark", "disclosureIndicator", "reorder"])
        expectEqual(cell.shownAccessoryFrames[1], CGRect(x: 202, y: 0, width: 40, height: 44))
        // None: the content view fills the cell again.
        cell.accessories = []
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func editingControlsLeadAndALabelSitsBeforeTheChevron() {
        let cell = cell()
        cell.accessories = [
            .disclosureIndicator(), .label(text: "Off"), .insert(displayed: .always), .multiselect(displayed: .always),
        ]
        expectEqual(cell.shownAccessoryNames, ["multiselect", "insert", "label(Off)", "disclosureIndicator"])
        let text = Label(frame: .zero)
        text.text = "Off"
        let textWidth = text.intrinsicContentSize.width
        #expect(textWidth > 0)
        let frames = cell.shownAccessoryFrames
        expectEqual(frames[0], CGRect(x: 0, y: 0, width: 38, height: 44))
        expectEqual(frames[1], CGRect(x: 38, y: 0, width: 38, height: 44))
        // The label's slot is its text and 16 points, the text centered in it, before the 40
        // points of the chevron.
        let labelSlotX = 320 - 40 - (textWidth + 16)
        expectEqual(frames[2], CGRect(x: labelSlotX + 8, y: 0, width: textWidth, height: 44))
        expectEqual(frames[3], CGRect(x: 280, y: 0, width: 40, height: 44))
        expectEqual(cell.contentView.frame, CGRect(x: 76, y: 0, width: labelSlotX - 76, height: 44))
    }

    /// The detail accessory (iOS 15.4) "appears on the trailing edge of the cell" (Apple,
    /// `UICellAccessoryDetail`), shown `.always` by default, in a 40-point slot as the other
    /// trailing system accessories; OpenTableView puts it before the chevron, as a table cell's
    /// `.detailDisclosureButton` shows its information button before its chevron.
    @Test func aDetailAccessorySitsAtTheTrailingEdgeBeforeTheChevron() {
        let cell = cell()
        cell.accessories = [.disclosureIndicator(), .detail()]
        expectEqual(cell.shownAccessoryNames, ["detail", "disclosureIndicator"])
        expectEqual(
            cell.shownAccessoryFrames,
            [CGRect(x: 240, y: 0, width: 40, height: 44), CGRect(x: 280, y: 0, width: 40, height: 44)])
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 240, height: 44))
        cell.accessories = [.detail(options: CellAccessory.DetailOptions(reservedLayoutWidth: .custom(30)))]
        expectEqual(cell.shownAccessoryFrames, [CGRect(x: 290, y: 0, width: 30, height: 44)])
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 290, height: 44))
        cell.accessories = [.detail(displayed: .whenEditing)]
        cell.layoutIfNeeded()
        expectEqual(cell.shownAccessoryNames, [])
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func indentationMovesTheContentAndTheLeadingAccessoriesUnlessTheyAreNotIndented() {
        let cell = cell()
        cell.accessories = [.delete(displayed: .always), .disclosureIndicator()]
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        // "The overall indentation is the product of indentationWidth and indentationLevel": 20.
        expectEqual(cell.shownAccessoryFrames[0], CGRect(x: 20, y: 0, width: 38, height: 44))
        expectEqual(cell.contentView.frame, CGRect(x: 58, y: 0, width: 222, height: 44))
        cell.indentsAccessories = false
        expectEqual(cell.shownAccessoryFrames[0], CGRect(x: 0, y: 0, width: 38, height: 44))
        expectEqual(cell.contentView.frame, CGRect(x: 58, y: 0, width: 222, height: 44))
        cell.indentationWidth = 15
        expectEqual(
            cell.shownAccessoryFrames,
            [CGRect(x: 0, y: 0, width: 38, height: 44), CGRect(x: 280, y: 0, width: 40, height: 44)])
        expectEqual(cell.contentView.frame, CGRect(x: 68, y: 0, width: 212, height: 44))
    }

    @Test func customViewsGoWhereTheirPlacementSaysAndReservedWidthsAreKept() {
        let cell = cell()
        let badge = View(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        let star = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        cell.accessories = [
            .disclosureIndicator(),
            .customView(
                configuration: .init(
                    customView: badge,
                    placement: .trailing(at: CellAccessory.Placement.position(before: .disclosureIndicator())))),
            .customView(configuration: .init(customView: star, placement: .leading(), reservedLayoutWidth: .actual)),
            .checkmark(options: .init(isHidden: true, reservedLayoutWidth: .custom(60))),
        ]
        expectEqual(cell.shownAccessoryNames, ["customView", "checkmark", "customView", "disclosureIndicator"])
        let frames = cell.shownAccessoryFrames
        // The star reserves its own 30 points, centered vertically at its own height.
        expectEqual(frames[0], CGRect(x: 0, y: 7, width: 30, height: 30))
        // Trailing: checkmark (60, hidden but still in place), badge (24 + 16) before the chevron (40).
        expectEqual(frames[1], CGRect(x: 180, y: 0, width: 60, height: 44))
        #expect(checkmarkView(cell).isHidden)
        expectEqual(frames[2], CGRect(x: 248, y: 12, width: 24, height: 20))
        expectEqual(frames[3], CGRect(x: 280, y: 0, width: 40, height: 44))
        expectEqual(cell.contentView.frame, CGRect(x: 30, y: 0, width: 150, height: 44))
        expectIdentical(badge.superview, cell)
    }

    private func checkmarkView(_ cell: CollectionViewListCell) -> View {
        cell.accessoryViews[1].view
    }

    @Test func editingShowsTheEditingAccessoriesOfDisplayedAndNewCells() throws {
        let screen = ListCellScreen(counts: [30]) { cell, _ in
            cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let first = try #require(screen.cell(0))
        expectEqual(first.shownAccessoryNames, ["disclosureIndicator"])
        #expect(!first.configurationState.isEditing)
        expectEqual(first.contentView.frame, CGRect(x: 0, y: 0, width: 280, height: 44))

        screen.collectionView.isEditing = true
        expectEqual(first.shownAccessoryNames, ["delete", "reorder"])
        #expect(first.configurationState.isEditing)
        first.layoutIfNeeded()
        expectEqual(first.contentView.frame, CGRect(x: 38, y: 0, width: 244, height: 44))
        // A cell displayed while editing shows the editing accessories at once.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        screen.collectionView.layoutIfNeeded()
        let later = try #require(screen.cell(20))
        expectEqual(later.shownAccessoryNames, ["delete", "reorder"])

        screen.collectionView.isEditing = false
        expectEqual(later.shownAccessoryNames, ["disclosureIndicator"])
        #expect(!later.configurationState.isEditing)
    }

    /// Apple, [allowsSelectionDuringEditing](https://developer.apple.com/documentation/uikit/uicollectionview/allowsselectionduringediting):
    /// "whether users can select cells while the collection view is in editing mode. The default
    /// value is false".
    @Test func whileEditingTapsSelectOnlyWhenSelectionDuringEditingIsAllowed() {
        let screen = ListCellScreen(counts: [3])
        screen.collectionView.isEditing = true
        screen.log = []
        screen.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        expectEqual(screen.log, [])
        screen.collectionView.allowsSelectionDuringEditing = true
        screen.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        screen.collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        expectEqual(screen.log, ["shouldHighlight 0", "didSelect 0", "shouldHighlight 1", "didSelect 1"])
        expectEqual(screen.collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        // Several while editing only with allowsMultipleSelectionDuringEditing, whatever
        // allowsMultipleSelection says.
        screen.collectionView.allowsMultipleSelectionDuringEditing = true
        screen.collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 0))
        expectEqual(
            screen.collectionView.indexPathsForSelectedItems,
            [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        screen.collectionView.isEditing = false
        screen.collectionView.allowsMultipleSelectionDuringEditing = false
        screen.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        expectEqual(screen.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
    }

    @Test func theTextSnapshotMarksTheAccessoriesShownAsTheTablesDoes() {
        let screen = ListCellScreen(counts: [2]) { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            cell.accessories =
                indexPath.item == 0
                ? [.disclosureIndicator(), .label(text: "Home"), .delete()]
                : [
                    .checkmark(options: .init(isHidden: true)),
                    .customView(configuration: .init(customView: Switch(), placement: .trailing())),
                ]
        }
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        // The delete control shows only while editing; the hidden checkmark is not marked.
        expectEqual(
            screen.collectionView.textSnapshot(),
            """
            CollectionView CollectionViewCompositionalLayout 320.0x400.0 offset 0.0,0.0 content 320.0x88.0
              0.0,0.0 320.0x44.0 cell 0.0 "Wi-Fi" [accessory label "Home"] [accessory disclosureIndicator]
              0.0,44.0 320.0x44.0 cell 0.1 "Wi-Fi" [accessory customView Switch] [selected]
            """)
        screen.collectionView.isEditing = true
        #expect(screen.collectionView.textSnapshot().contains("cell 0.0 \"Wi-Fi\" [accessory delete]"))
    }

    @Test func theContentOfASelfSizingRowIsMeasuredBetweenItsAccessories() {
        let cell = cell()
        var content = cell.defaultContentConfiguration()
        // 288 points (320 less the 16-point margins) hold 33 body characters a line; with a
        // 40-point chevron, 248 points hold fewer: 33 characters take two lines, 11 + 2 × 21 + 11.
        content.text = String(repeating: "a", count: 33)
        cell.contentConfiguration = content
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 10)
        expectEqual(cell.preferredLayoutAttributesFitting(attributes).size, CGSize(width: 320, height: 44))
        cell.accessories = [.disclosureIndicator()]
        expectEqual(cell.preferredLayoutAttributesFitting(attributes).size, CGSize(width: 320, height: 64))
    }
}
