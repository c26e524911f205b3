import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell laid out the way most iOS apps write one: a multi-line title and a one-line detail in
/// the content view, pinned to its layout margins with anchors.
final class NoteCell: TableViewCell {
    let title = Label()
    let detail = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.numberOfLines = 0
        detail.font = .preferredFont(forTextStyle: .footnote)
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section header laid out with constraints: a title 20 points below the top, 6 above the bottom.
final class TitledHeader: TableViewHeaderFooterView {
    let title = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A delegate that shows a `TitledHeader` per section, with an automatic height.
@MainActor
final class TitledHeaders: TableViewDelegate {
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as! TitledHeader
        header.title.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
}

/// Notes of different lengths in `NoteCell`s.
@MainActor
final class NoteRows: TableViewDataSource {
    var notes: [String]
    let log = TableEventLog()

    init(_ notes: [String]) { self.notes = notes }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.record(.cellForRow(indexPath))
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
        cell.title.text = notes[indexPath.row]
        cell.detail.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Self-sizing through constraints: "To define the cell's height, you need an unbroken chain of
/// constraints and views … to fill the area between the content view's top edge and its bottom
/// edge" (Apple, Auto Layout Guide, "Working with Self-Sizing Table View Cells"); the table then
/// measures each row it lays out at its width, and again when the width changes.
@MainActor
@Suite(.explorerPagesOnFailure) struct ConstraintSelfSizingTests {
    static let long = String(repeating: "A long note that wraps ", count: 8)
    let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let rows = NoteRows(["Short", ConstraintSelfSizingTests.long, "Also short"])

    init() {
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        table.attach(rows as TableViewDataSource)
    }

    /// 11 (top margin) + the title wrapped at `width − 32` + 4 + the detail + 11.
    func expectedHeight(_ text: String, tableWidth: CGFloat) -> CGFloat {
        let title = Label()
        title.numberOfLines = 0
        title.text = text
        let detail = Label()
        detail.font = .preferredFont(forTextStyle: .footnote)
        detail.text = "Row 0"
        return 11 + title.sizeThatFits(CGSize(width: tableWidth - 32, height: 0)).height + 4
            + detail.intrinsicContentSize.height + 11
    }

    @Test func rowsTakeTheHeightTheirConstraintsGive() {
        table.layoutIfNeeded()
        let short = expectedHeight("Short", tableWidth: 320)
        let long = expectedHeight(Self.long, tableWidth: 320)
        #expect(long > short + 20)
        expectEqual(table.rectForRow(at: path(0, 0)).height, short)
        expectEqual(table.rectForRow(at: path(0, 1)), CGRect(x: 0, y: short, width: 320, height: long))
        expectEqual(table.rectForRow(at: path(0, 2)).minY, short + long)
    }

    @Test func theCellsSubviewsAreFramedByTheConstraints() {
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: path(0, 1)) as! NoteCell
        cell.layoutIfNeeded()
        let titleHeight = cell.title.sizeThatFits(CGSize(width: 288, height: 0)).height
        expectEqual(cell.title.frame, CGRect(x: 16, y: 11, width: 288, height: titleHeight))
        expectEqual(cell.detail.frame.origin, CGPoint(x: 16, y: 11 + titleHeight + 4))
        expectEqual(cell.detail.frame.size, cell.detail.intrinsicContentSize)
        #expect(!cell.title.hasAmbiguousLayout)
    }

    @Test func aNewWidthMeasuresTheRowsAgain() {
        table.layoutIfNeeded()
        _ = rows.log.take()
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)).height, expectedHeight(Self.long, tableWidth: 200))
        expectEqual(
            table.rectForRow(at: path(0, 2)).minY,
            expectedHeight("Short", tableWidth: 200) + expectedHeight(Self.long, tableWidth: 200))
        // The cells on screen are measured again; the data source is not asked for them again.
        #expect(rows.log.take().isEmpty)
        let cell = table.cellForRow(at: path(0, 1)) as! NoteCell
        cell.layoutIfNeeded()
        expectEqual(cell.title.frame.width, 168)
    }

    /// `UITableView.SelfSizingInvalidation.enabledIncludingConstraints`: "Auto Layout changes
    /// in the cell invalidate its size" by themselves; `.enabled` waits for
    /// `invalidateIntrinsicContentSize()` (Apple).
    @Test(arguments: [TableView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints])
    func aLabelThatGrowsInADisplayedCellResizesItsRowOnlyWhenConstraintsInvalidate(
        mode: TableView.SelfSizingInvalidation
    ) {
        table.selfSizingInvalidation = mode
        table.layoutIfNeeded()
        let short = table.rectForRow(at: path(0, 0)).height
        let cell = table.cellForRow(at: path(0, 0)) as! NoteCell
        _ = rows.log.take()
        cell.title.text = Self.long
        table.layoutIfNeeded()
        let expected = mode == .enabledIncludingConstraints ? expectedHeight(Self.long, tableWidth: 320) : short
        expectEqual(table.rectForRow(at: path(0, 0)).height, expected)
        expectEqual(table.rectForRow(at: path(0, 1)).minY, expected)
        #expect(rows.log.take().isEmpty)
        let constraint = cell.contentView.constraints.first {
            $0.firstAttribute == .top && $0.firstItem === cell.detail
        }
        constraint?.constant = 24
        table.layoutIfNeeded()
        let moved = mode == .enabledIncludingConstraints ? expected + 20 : short
        expectEqual(table.rectForRow(at: path(0, 0)).height, moved)
    }

    @Test func aConstrainedHeaderGetsItsFittingHeight() {
        let headers = TitledHeaders()
        table.register(TitledHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.attach(headers as TableViewDelegate)
        table.layoutIfNeeded()
        expectEqual(table.rectForHeader(inSection: 0).height, 26 + Label().font.lineHeight)
        let header = table.headerView(forSection: 0) as! TitledHeader
        header.layoutIfNeeded()
        expectEqual(header.title.frame.minY, 20)
    }

    @Test func onlyRowsLaidOutAreMeasured() {
        let many = NoteRows(Array(repeating: Self.long, count: 10_000))
        let tall = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        tall.register(NoteCell.self, forCellReuseIdentifier: "Note")
        tall.rowHeight = TableView.automaticDimension
        tall.estimatedRowHeight = 60
        tall.attach(many as TableViewDataSource)
        tall.layoutIfNeeded()
        let asked = many.log.take().count
        #expect(asked > 0 && asked < 20)
        expectEqual(tall.rectForRow(at: path(0, 9_999)).height, 60)
    }
}
