import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A settings row written as real apps write one: a `.value1` cell whose switch is pinned after
/// the text label with constraints and to the content view's trailing margin.
final class PinnedSwitchCell: TableViewCell {
    let toggle = Switch()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        toggle.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(toggle)
        LayoutConstraint.activate([
            toggle.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel!.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The built-in styles' labels are sized as UIKit sizes them: in `.subtitle`, `.value1` and
/// `.value2` each label is as wide as its text (the detail of `.value1` against the trailing
/// margin), in `.default` the text label spans the row between the margins
/// (`Compatibility/Porting.md`, "The built-in cell styles' geometry", derives the numbers: 16-point
/// margins, 8.5 points per body character headless).
@MainActor
@Suite(.explorerPagesOnFailure) struct CellStyleGeometryTests {
    private func laidOut(_ style: TableViewCell.CellStyle, text: String?, detail: String?) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.layoutIfNeeded()
        return cell
    }

    @Test func value1LabelsAreAsWideAsTheirText() {
        let cell = laidOut(.value1, text: "Name", detail: "Value")
        // "Name": 4 × 8.5 = 34; "Value": 5 × 8.5 = 42.5, rounded up to 43, ending at 320 − 16.
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 34, height: 21))
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 261, y: 11.5, width: 43, height: 21))
    }

    @Test func aLongValue1TextGivesWayToTheDetail() {
        let cell = laidOut(.value1, text: String(repeating: "x", count: 60), detail: "Value")
        // What the detail leaves: 288 − 43 − 8.
        expectEqual(cell.textLabel?.frame.width, 237)
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 261, y: 11.5, width: 43, height: 21))
    }

    @Test func subtitleLabelsAreAsWideAsTheirText() {
        let cell = laidOut(.subtitle, text: "Title", detail: "Subtitle text")
        let detailWidth = cell.detailTextLabel!.sizeThatFits(CGSize(width: 288, height: 0)).width
        #expect(detailWidth > 43 && detailWidth < 288)
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 2.5, width: 43, height: 21))
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 16, y: 26.5, width: detailWidth, height: 15))
    }

    @Test func value2DetailIsAsWideAsItsText() {
        let cell = laidOut(.value2, text: "Key", detail: "Val")
        let detailWidth = cell.detailTextLabel!.sizeThatFits(CGSize(width: 192, height: 0)).width
        #expect(detailWidth > 0 && detailWidth < 192)
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 14, width: 90, height: 16))
        expectEqual(cell.detailTextLabel?.frame, CGRect(x: 112, y: 14, width: detailWidth, height: 16))
    }

    @Test func defaultTextSpansTheRowBetweenTheMargins() {
        let cell = laidOut(.default, text: "Hi", detail: nil)
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 288, height: 21))
    }

    @Test func aSwitchPinnedAfterTheValue1TextLabelGetsItsRoom() {
        let cell = PinnedSwitchCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.layoutIfNeeded()
        cell.contentView.layoutIfNeeded()
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 43, height: 21))
        // UISwitch's size, 51 × 31, against the 16-point trailing margin.
        expectEqual(cell.toggle.frame, CGRect(x: 253, y: 6.5, width: 51, height: 31))
    }
}
