import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell that records the state setters UIKit subclasses commonly override.
@MainActor
private final class RecordingCell: TableViewCell {
    let log = TableEventLog()

    override func setSelected(_ selected: Bool, animated: Bool) {
        log.record(.setSelected(selected, animated: animated))
        super.setSelected(selected, animated: animated)
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        log.record(.setHighlighted(highlighted, animated: animated))
        super.setHighlighted(highlighted, animated: animated)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        log.record(.setEditing(editing, animated: animated))
        super.setEditing(editing, animated: animated)
    }
}

/// A registered-class style subclass that always uses the subtitle style, as iOS code does.
@MainActor
private final class SubtitleCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewCellTests {
    @Test func whichStandardViewsEachStyleHas() {
        let styles: [TableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
        let cells = styles.map { TableViewCell(style: $0, reuseIdentifier: nil) }
        expectEqual(cells.map { $0.textLabel != nil }, [true, true, true, true])
        expectEqual(cells.map { $0.detailTextLabel != nil }, [false, true, true, true])
        expectEqual(cells.map { $0.imageView != nil }, [true, true, true, true])
        expectEqual(cells.map(\.style), styles)
    }

    @Test func standardViewsLiveInTheContentView() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "id")
        expectEqual(cell.subviews.count, 1)
        expectIdentical(cell.subviews.first, cell.contentView)
        let expected: [View] = [
            try #require(cell.imageView), try #require(cell.textLabel), try #require(cell.detailTextLabel),
        ]
        expectEqual(cell.contentView.subviews.count, 3)
        #expect(zip(cell.contentView.subviews, expected).allSatisfy { $0 === $1 })
        expectEqual(cell.textLabel?.text, nil)
        expectEqual(cell.imageView?.image, nil)
    }

    /// The getters always return the style's standard views (Apple: `UITableViewCell.imageView`,
    /// `detailTextLabel`); when they join the content view is OpenTableView's choice
    /// (Compatibility/Evidence.md §7): on first access, behind the app's own content, in the
    /// order image, text, detail, whatever order they are asked in.
    @Test func standardViewsAreMadeOnFirstAccessBehindTheAppsContent() throws {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(cell.contentView.subviews.isEmpty)
        let custom = View()
        cell.contentView.addSubview(custom)
        let detail = try #require(cell.detailTextLabel)
        let text = try #require(cell.textLabel)
        let image = try #require(cell.imageView)
        let expected: [View] = [image, text, detail, custom]
        expectEqual(cell.contentView.subviews.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init))
        expectIdentical(cell.textLabel, text)
        expectEqual(cell.contentView.subviews.count, 4)
    }

    @Test func askingADefaultCellForItsDetailLabelMakesNothing() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        expectEqual(cell.detailTextLabel, nil)
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func aStandardViewMadeWhileSelectedShowsTheSelection() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.setSelected(true, animated: false)
        let text = try #require(cell.textLabel)
        let image = try #require(cell.imageView)
        #expect(text.isHighlighted && image.isHighlighted)
        cell.setSelected(false, animated: false)
        #expect(!text.isHighlighted && !image.isHighlighted)
        expectEqual(cell.detailTextLabel?.isHighlighted, false)
    }

    @Test func aLabelMadeAfterALayoutIsFramedByTheNext() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.textLabel?.text = "Hello"
        cell.layoutIfNeeded()
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 288, height: 21))
    }

    @Test func aContentConfigurationStopsTheStandardViewsBeingMade() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        let made = cell.textLabel
        cell.contentConfiguration = cell.defaultContentConfiguration()
        expectEqual(made?.superview, nil)
        expectEqual(cell.textLabel, nil)
        expectEqual(cell.detailTextLabel, nil)
        expectEqual(cell.imageView, nil)
        cell.contentConfiguration = nil
        #expect(cell.textLabel == nil && cell.imageView == nil)
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func defaultFrameIs320By44() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: "id")
        expectEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        expectEqual(cell.reuseIdentifier, "id")
        expectEqual(TableViewCell().frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func initWithFrameIsADefaultCellWithoutIdentifier() {
        let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        expectEqual(cell.frame, CGRect(x: 0, y: 0, width: 100, height: 60))
        expectEqual(cell.style, .default)
        expectEqual(cell.reuseIdentifier, nil)
        expectEqual(cell.detailTextLabel, nil)
    }

    @Test func requiredInitializerBuildsSubclassesFromTheirType() {
        let type: TableViewCell.Type = SubtitleCell.self
        let cell = type.init(style: .default, reuseIdentifier: "subtitle")
        #expect(cell is SubtitleCell)
        expectEqual(cell.style, .subtitle)
        expectNotEqual(cell.detailTextLabel, nil)
        expectEqual(cell.reuseIdentifier, "subtitle")
    }

    @Test func defaults() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        expectEqual(cell.accessoryType, .none)
        expectEqual(cell.accessoryView, nil)
        expectEqual(cell.editingAccessoryType, .none)
        expectEqual(cell.editingAccessoryView, nil)
        expectEqual(cell.selectionStyle, .default)
        expectEqual(cell.editingStyle, .none)
        expectEqual(
            [cell.isSelected, cell.isHighlighted, cell.isEditing, cell.showsReorderControl],
            [
                false, false, false, false,
            ])
        #expect(cell.shouldIndentWhileEditing)
        expectEqual(cell.indentationLevel, 0)
        expectEqual(cell.indentationWidth, 10)
        expectEqual(cell.separatorInset, EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        expectEqual(cell.backgroundView, nil)
        expectEqual(cell.selectedBackgroundView, nil)
        #expect(cell.isUserInteractionEnabled)
    }

    @Test func labelAppearanceByStyle() {
        let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
        let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        expectEqual(value1.textLabel?.font, .preferredFont(forTextStyle: .body))
        expectEqual(value1.detailTextLabel?.font, .preferredFont(forTextStyle: .body))
        expectEqual(value1.detailTextLabel?.textColor, .secondaryLabel)
        expectEqual(value1.detailTextLabel?.textAlignment, .right)
        expectEqual(value2.textLabel?.font, .preferredFont(forTextStyle: .footnote))
        expectEqual(value2.textLabel?.textColor, .systemBlue)
        expectEqual(value2.textLabel?.textAlignment, .right)
        expectEqual(value2.detailTextLabel?.font, .preferredFont(forTextStyle: .footnote))
        expectEqual(value2.detailTextLabel?.textColor, .label)
        expectEqual(subtitle.detailTextLabel?.font, .preferredFont(forTextStyle: .caption1))
        expectEqual(subtitle.detailTextLabel?.textColor, .secondaryLabel)
    }

    @Test func propertySettersGoThroughTheOverridableMethods() {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isEditing = true
        cell.isEditing = true
        expectEqual(
            cell.log.events,
            [
                .setSelected(true, animated: false),
                .setHighlighted(true, animated: false),
                .setEditing(true, animated: false),
                .setEditing(true, animated: false),
            ])
        expectEqual([cell.isSelected, cell.isHighlighted, cell.isEditing], [true, true, true])
    }

    @Test func prepareForReuseResetsSelectionAndHighlightButNotContent() {
        let cell = RecordingCell(style: .subtitle, reuseIdentifier: "id")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.setSelected(true, animated: true)
        cell.setHighlighted(true, animated: true)
        cell.setEditing(true, animated: false)
        cell.log.reset()
        cell.prepareForReuse()
        expectEqual(cell.log.events, [.setHighlighted(false, animated: false), .setSelected(false, animated: false)])
        expectEqual([cell.isSelected, cell.isHighlighted, cell.isEditing], [false, false, true])
        expectEqual(cell.textLabel?.text, "Title")
        expectEqual(cell.detailTextLabel?.text, "Detail")
    }
}
