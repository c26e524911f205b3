// Small data sources for the behaviour tests, in UIKit spellings. Each test that needs an
// optional method gets its own final class: with Swift protocols, whether a method is
// "implemented" is decided by the class that declares the conformance (Porting.md explains).
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// Sections of numbered rows with optional header titles; the cell text is "section.row".
@MainActor
class NumberedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var headerTitles: [String?]

    init(_ rowCounts: [Int], headerTitles: [String?] = []) {
        self.rowCounts = rowCounts
        self.headerTitles = headerTitles
    }

    /// A 320 × 480 table of `style` served by this object, registered and laid out.
    func makeTable(style: UITableView.Style = .plain) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
        return tableView
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        rowCounts.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowCounts[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
}
