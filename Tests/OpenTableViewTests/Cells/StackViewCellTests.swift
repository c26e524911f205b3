import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell whose content is one vertical stack view (a wrapping title over a footnote), pinned to
/// the content view's layout margins: the way many iOS apps build a self-sizing row.
final class StackedNoteCell: TableViewCell {
    let title = Label()
    let detail = Label()
    let stack = StackView()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.numberOfLines = 0
        detail.font = .preferredFont(forTextStyle: .footnote)
        stack.axis = .vertical
        stack.spacing = 4
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(detail)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Notes shown in `StackedNoteCell`s; a row whose detail is empty hides it.
@MainActor
final class StackedNoteRows: TableViewDataSource {
    var notes: [(title: String, detail: String?)]

    init(_ notes: [(title: String, detail: String?)]) { self.notes = notes }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Stacked", for: indexPath) as! StackedNoteCell
        cell.title.text = notes[indexPath.row].title
        cell.detail.text = notes[indexPath.row].detail
        cell.detail.isHidden = notes[indexPath.row].detail == nil
        return cell
    }
}

/// A stack view in a self-sizing cell: the row is as tall as the stack's content at the table's
/// width (Apple, "Working with Self-Sizing Table View Cells", and the UIStackView class
/// reference: a stack sized by its arranged views), and a hidden arranged view takes neither
/// height nor spacing.
@MainActor
@Suite(.explorerPagesOnFailure) struct StackViewCellTests {
    static let long = String(repeating: "A long note that wraps ", count: 8)
    let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let rows = StackedNoteRows([("Short", "Detail"), (StackViewCellTests.long, "Detail"), ("No detail", nil)])

    init() {
        table.register(StackedNoteCell.self, forCellReuseIdentifier: "Stacked")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        table.attach(rows as TableViewDataSource)
    }

    /// 11 (top margin) + the title wrapped at `width − 32` (+ 4 + the footnote) + 11.
    func expectedHeight(_ text: String, hasDetail: Bool, tableWidth: CGFloat) -> CGFloat {
        let title = Label()
        title.numberOfLines = 0
        title.text = text
        let detail = Label()
        detail.font = .preferredFont(forTextStyle: .footnote)
        detail.text = "Detail"
        let titleHeight = title.sizeThatFits(CGSize(width: tableWidth - 32, height: 0)).height
        return 11 + titleHeight + (hasDetail ? 4 + detail.intrinsicContentSize.height : 0) + 11
    }

    @Test func rowsTakeTheHeightOfTheirStack() {
        table.layoutIfNeeded()
        let short = expectedHeight("Short", hasDetail: true, tableWidth: 320)
        let long = expectedHeight(Self.long, hasDetail: true, tableWidth: 320)
        let bare = expectedHeight("No detail", hasDetail: false, tableWidth: 320)
        #expect(long > short + 20)
        expectEqual(table.rectForRow(at: path(0, 0)).height, short)
        expectEqual(table.rectForRow(at: path(0, 1)), CGRect(x: 0, y: short, width: 320, height: long))
        expectEqual(table.rectForRow(at: path(0, 2)), CGRect(x: 0, y: short + long, width: 320, height: bare))
    }

    @Test func theStackFramesTheLabels() {
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: path(0, 1)) as! StackedNoteCell
        cell.layoutIfNeeded()
        let titleHeight = cell.title.sizeThatFits(CGSize(width: 288, height: 0)).height
        expectEqual(cell.stack.frame.origin, CGPoint(x: 16, y: 11))
        expectEqual(cell.title.frame, CGRect(x: 0, y: 0, width: 288, height: titleHeight))
        expectEqual(
            cell.detail.frame,
            CGRect(x: 0, y: titleHeight + 4, width: 288, height: cell.detail.intrinsicContentSize.height))
    }

    @Test func aNewWidthMeasuresTheStackAgain() {
        table.layoutIfNeeded()
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        table.layoutIfNeeded()
        expectEqual(
            table.rectForRow(at: path(0, 1)).height, expectedHeight(Self.long, hasDetail: true, tableWidth: 200))
    }
}
