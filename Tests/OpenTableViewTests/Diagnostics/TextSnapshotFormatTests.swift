import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell whose labels live in `contentView`, added out of reading order, the way apps write
/// cells: a title and a time on one line, a preview below, an icon and a hidden badge.
final class MessageCell: TableViewCell {
    let preview = Label(frame: CGRect(x: 56, y: 30, width: 240, height: 20))
    let time = Label(frame: CGRect(x: 250, y: 8, width: 50, height: 18))
    let title = Label(frame: CGRect(x: 56, y: 6, width: 180, height: 22))
    let icon = ImageView(frame: CGRect(x: 8, y: 8, width: 40, height: 40))
    let badge = Label(frame: CGRect(x: 8, y: 50, width: 40, height: 10))

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [preview, time, title, icon, badge] { contentView.addSubview(view) }
        badge.isHidden = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
private final class Messages: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ["Today", "Yesterday"][section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath) as! MessageCell
        cell.title.text = "Sender \(indexPath.section).\(indexPath.row)"
        cell.time.text = "9:0\(indexPath.row)"
        cell.preview.text = indexPath.row == 1 ? "" : "Preview \(indexPath.row)"
        cell.icon.image = Image(systemName: "envelope")
        cell.badge.text = "new"
        cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .none
        cell.accessoryView = indexPath.row == 2 ? Label(frame: CGRect(x: 0, y: 0, width: 30, height: 20)) : nil
        (cell.accessoryView as? Label)?.text = "3"
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { ["T", "Y"] }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
            ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) },
        ])
    }
}

/// Pins the text snapshot's format (documented on `textSnapshot()` and in the DocC catalog's
/// "Testing table code"): a change here is a change to a stable format.
@MainActor
@Suite(.explorerPagesOnFailure) struct TextSnapshotFormatTests {
    private func makeTable() -> (TestTableView, Messages) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(MessageCell.self, forCellReuseIdentifier: "Message")
        let messages = Messages()
        table.attach(messages as TableViewDataSource)
        table.attach(messages as TableViewDelegate)
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let headerTitle = Label(frame: CGRect(x: 16, y: 10, width: 200, height: 20))
        headerTitle.text = "Inbox"
        header.addSubview(headerTitle)
        table.tableHeaderView = header
        return (table, messages)
    }

    @Test func theWholeFormat() {
        let (table, _) = makeTable()
        table.selectRow(at: [0, 0], animated: false, scrollPosition: .none)
        _ = table.simulate.swipeRow(at: [1, 0])
        expectEqual(
            table.textSnapshot(),
            """
            TableView plain 320.0x480.0 offset 0.0 content 500.0
              0.0 +40.0 tableHeaderView "Inbox"
              62.0 +28.0 header 0 "Today"
              90.0 +60.0 row 0.0 "Sender 0.0" | "9:00" | "Preview 0" [image "envelope"] [accessory disclosureIndicator] [selected]
              150.0 +60.0 row 0.1 "Sender 0.1" | "9:01" [image "envelope"]
              210.0 +60.0 row 0.2 "Sender 0.2" | "9:02" | "Preview 2" [image "envelope"] [accessoryView Label "3"]
              292.0 +28.0 header 1 "Yesterday"
              320.0 +60.0 row 1.0 "Sender 1.0" | "9:00" | "Preview 0" [image "envelope"] [accessory disclosureIndicator] [swipe "Delete" "Flag"]
              380.0 +60.0 row 1.1 "Sender 1.1" | "9:01" [image "envelope"]
              440.0 +60.0 row 1.2 "Sender 1.2" | "9:02" | "Preview 2" [image "envelope"] [accessoryView Label "3"]
              index "T" "Y"
            """)
    }

    @Test func editingShowsTheControlsAndTheFooterViewWhenScrolledTo() {
        let (table, _) = makeTable()
        let footer = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        table.tableFooterView = footer
        table.setEditing(true, animated: false)
        table.contentOffset.y = 100
        let lines = table.textSnapshot().split(separator: "\n").map(String.init)
        expectEqual(lines.first, "TableView plain 320.0x480.0 offset 100.0 content 530.0")
        #expect(
            lines.contains(
                "  150.0 +60.0 row 0.1 \"Sender 0.1\" | \"9:01\" [image \"envelope\"] [editing delete] [reorder]"))
        // Row 2 cannot be edited: no editing control, but the reorder control shows; editing
        // replaces the accessories with the editing ones, none here.
        #expect(
            lines.contains(
                "  210.0 +60.0 row 0.2 \"Sender 0.2\" | \"9:02\" | \"Preview 2\" [image \"envelope\"] [reorder]"))
        #expect(lines.contains("  100.0 +28.0 header 0 \"Today\" [pinned]"))
        #expect(lines.contains("  500.0 +30.0 tableFooterView"))
        #expect(!lines.contains { $0.contains("tableHeaderView") })
    }
}
