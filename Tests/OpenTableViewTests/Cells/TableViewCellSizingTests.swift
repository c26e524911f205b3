import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell with custom content that measures itself, as a self-sizing cell in a port would.
@MainActor
private final class TallCell: TableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 120)
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewCellSizingTests {
    /// The request a table makes for a self-sizing row 320 points wide.
    private func selfSizedHeight(_ cell: TableViewCell, width: CGFloat = 320) -> CGFloat {
        cell.systemLayoutSizeFitting(
            CGSize(width: width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    private func cell(_ style: TableViewCell.CellStyle, _ text: String?, _ detail: String? = nil) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        return cell
    }

    @Test func plainOneLineDefaultCellMeasures44() {
        let plain = cell(.default, "Hello")
        expectEqual(plain.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 44))
        expectEqual(selfSizedHeight(plain), 44)
        expectEqual(selfSizedHeight(cell(.default, nil)), 44)
    }

    @Test func subtitleMeasuresMore() {
        expectEqual(selfSizedHeight(cell(.subtitle, "Title", "Subtitle")), 61)
        expectEqual(selfSizedHeight(cell(.subtitle, "Title", nil)), 44)
    }

    @Test func valueStylesMeasure44ForOneLine() {
        expectEqual(selfSizedHeight(cell(.value1, "Name", "Value")), 44)
        expectEqual(selfSizedHeight(cell(.value2, "Key", "Value")), 44)
    }

    @Test func wrappingTextGrowsTheCellAtTheGivenWidth() {
        let long = cell(.default, String(repeating: "x", count: 66))
        long.textLabel?.numberOfLines = 0
        expectEqual(selfSizedHeight(long), 64)
        long.accessoryType = .disclosureIndicator
        expectEqual(selfSizedHeight(long), 85)
        expectEqual(selfSizedHeight(long, width: 1000), 44)
    }

    @Test func zeroWidthProposalUsesTheCurrentWidth() {
        let long = cell(.default, String(repeating: "x", count: 66))
        long.textLabel?.numberOfLines = 0
        long.frame.size.width = 1000
        expectEqual(long.sizeThatFits(.zero), CGSize(width: 1000, height: 44))
    }

    @Test func subclassesSelfSizeByOverridingSizeThatFits() {
        expectEqual(selfSizedHeight(TallCell(style: .default, reuseIdentifier: nil)), 120)
    }
}
