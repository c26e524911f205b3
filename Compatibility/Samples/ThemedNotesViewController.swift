// A list screen that follows dark mode and Dynamic Type, written the way an iOS app writes one:
// dynamic colours from `UIColor(dynamicProvider:)`, a layer colour refreshed in
// `traitCollectionDidChange(_:)` (layers do not follow the appearance by themselves), text styles
// with `adjustsFontForContentSizeCategory`, iOS 17's `registerForTraitChanges` for the text size,
// and self-sizing rows.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

extension UIColor {
    /// The app's accent: deep blue in light mode, a lighter blue in dark mode.
    static let notesAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1)
            : UIColor(red: 0, green: 0.2, blue: 0.6, alpha: 1)
    }
}

final class ThemedNotesViewController: UITableViewController {
    let notes: [String]
    private(set) var textSizeChanges: [UIContentSizeCategory] = []

    init(notes: [String]) {
        self.notes = notes
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        view.layer.borderWidth = 1
        updateBorderColor()
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (self: ThemedNotesViewController, _: UITraitCollection) in
            self.textSizeChanges.append(self.traitCollection.preferredContentSizeCategory)
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateBorderColor()
        }
    }

    private func updateBorderColor() {
        view.layer.borderColor = UIColor.notesAccent.resolvedColor(with: traitCollection).cgColor
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.textLabel?.textColor = .notesAccent
        return cell
    }
}
