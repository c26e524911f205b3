import Foundation
import OpenTableViewTesting
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
        #expect(cells.map { $0.textLabel != nil } == [true, true, true, true])
        #expect(cells.map { $0.detailTextLabel != nil } == [false, true, true, true])
        #expect(cells.map { $0.imageView != nil } == [true, true, true, true])
        #expect(cells.map(\.style) == styles)
    }

    @Test func standardViewsLiveInTheContentView() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "id")
        #expect(cell.subviews.count == 1)
        #expect(cell.subviews.first === cell.contentView)
        let expected: [View] = [
            try #require(cell.imageView), try #require(cell.textLabel), try #require(cell.detailTextLabel),
        ]
        #expect(cell.contentView.subviews.count == 3)
        #expect(zip(cell.contentView.subviews, expected).allSatisfy { $0 === $1 })
        #expect(cell.textLabel?.text == nil)
        #expect(cell.imageView?.image == nil)
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
        #expect(cell.contentView.subviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(cell.textLabel === text)
        #expect(cell.contentView.subviews.count == 4)
    }

    @Test func askingADefaultCellForItsDetailLabelMakesNothing() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.detailTextLabel == nil)
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
        #expect(cell.detailTextLabel?.isHighlighted == false)
    }

    @Test func aLabelMadeAfterALayoutIsFramedByTheNext() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.textLabel?.text = "Hello"
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 11.5, width: 288, height: 21))
    }

    @Test func aContentConfigurationStopsTheStandardViewsBeingMade() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        let made = cell.textLabel
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(made?.superview == nil)
        #expect(cell.textLabel == nil)
        #expect(cell.detailTextLabel == nil)
        #expect(cell.imageView == nil)
        cell.contentConfiguration = nil
        #expect(cell.textLabel == nil && cell.imageView == nil)
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func defaultFrameIs320By44() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: "id")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.reuseIdentifier == "id")
        #expect(TableViewCell().frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func initWithFrameIsADefaultCellWithoutIdentifier() {
        let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(cell.style == .default)
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.detailTextLabel == nil)
    }

    @Test func requiredInitializerBuildsSubclassesFromTheirType() {
        let type: TableViewCell.Type = SubtitleCell.self
        let cell = type.init(style: .default, reuseIdentifier: "subtitle")
        #expect(cell is SubtitleCell)
        #expect(cell.style == .subtitle)
        #expect(cell.detailTextLabel != nil)
        #expect(cell.reuseIdentifier == "subtitle")
    }

    @Test func defaults() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.accessoryType == .none)
        #expect(cell.accessoryView == nil)
        #expect(cell.editingAccessoryType == .none)
        #expect(cell.editingAccessoryView == nil)
        #expect(cell.selectionStyle == .default)
        #expect(cell.editingStyle == .none)
        #expect(
            [cell.isSelected, cell.isHighlighted, cell.isEditing, cell.showsReorderControl] == [
                false, false, false, false,
            ])
        #expect(cell.shouldIndentWhileEditing)
        #expect(cell.indentationLevel == 0)
        #expect(cell.indentationWidth == 10)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(cell.backgroundView == nil)
        #expect(cell.selectedBackgroundView == nil)
        #expect(cell.isUserInteractionEnabled)
    }

    @Test func labelAppearanceByStyle() {
        let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
        let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(value1.textLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(value1.detailTextLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(value1.detailTextLabel?.textColor == .secondaryLabel)
        #expect(value1.detailTextLabel?.textAlignment == .right)
        #expect(value2.textLabel?.font == .preferredFont(forTextStyle: .footnote))
        #expect(value2.textLabel?.textColor == .systemBlue)
        #expect(value2.textLabel?.textAlignment == .right)
        #expect(value2.detailTextLabel?.font == .preferredFont(forTextStyle: .footnote))
        #expect(value2.detailTextLabel?.textColor == .label)
        #expect(subtitle.detailTextLabel?.font == .preferredFont(forTextStyle: .caption1))
        #expect(subtitle.detailTextLabel?.textColor == .secondaryLabel)
    }

    @Test func propertySettersGoThroughTheOverridableMethods() {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isEditing = true
        cell.isEditing = true
        #expect(
            cell.log.events == [
                .setSelected(true, animated: false),
                .setHighlighted(true, animated: false),
                .setEditing(true, animated: false),
                .setEditing(true, animated: false),
            ])
        #expect([cell.isSelected, cell.isHighlighted, cell.isEditing] == [true, true, true])
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
        #expect(cell.log.events == [.setHighlighted(false, animated: false), .setSelected(false, animated: false)])
        #expect([cell.isSelected, cell.isHighlighted, cell.isEditing] == [false, false, true])
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Detail")
    }
}
