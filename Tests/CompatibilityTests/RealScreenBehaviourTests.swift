import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

// Screens written the way shipping apps and Apple's samples write them, in UIKit spellings through
// the shim, for the behaviours such screens depend on (Compatibility/Porting.md, "Appearance and
// layout", "The built-in cell styles' geometry" and "Where UIKit is uncertain" cite these tests).
#if !canImport(UIKit)
    import OpenTableViewShim

    // MARK: - Screens

    /// A list whose checked item is set before its items, by the screen that pushes it.
    final class ErrandsViewController: UITableViewController {
        var errands: [String] = []
        var selectedErrand: String? {
            didSet { updateCheckmarks() }
        }

        func updateCheckmarks() {
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                tableView.cellForRow(at: indexPath)?.accessoryType =
                    errands[indexPath.row] == selectedErrand ? .checkmark : .none
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            errands.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Errand")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Errand")
            cell.textLabel?.text = errands[indexPath.row]
            return cell
        }
    }

    /// An "add errand" form: its first row holds a text field that takes the cursor on appearance.
    final class AddErrandViewController: UITableViewController {
        private(set) var fieldTookFocus = false

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TextFieldCell.self, forCellReuseIdentifier: "TextFieldCell")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell {
                fieldTookFocus = cell.textField.becomeFirstResponder()
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "TextFieldCell", for: indexPath)
        }
    }

    final class TextFieldCell: UITableViewCell {
        let textField = UITextField()

        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            textField.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(textField)
            NSLayoutConstraint.activate([
                textField.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                textField.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                textField.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                textField.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A settings row: a `.value1` cell with a switch after its label.
    final class SettingSwitchCell: UITableViewCell {
        let toggle = UISwitch()

        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            toggle.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(toggle)
            NSLayoutConstraint.activate([
                toggle.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel!.trailingAnchor, constant: 8),
                toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A count badge centred in its cell, with nothing that gives the cell a height.
    final class CountBadgeCell: UITableViewCell {
        let countLabel = UILabel()

        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            countLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(countLabel)
            countLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor).isActive = true
            countLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class BadgeListDataSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath) as! CountBadgeCell
            cell.countLabel.text = "\(indexPath.row + 1)"
            return cell
        }
    }

    /// The editing data source of Apple's table editing sample: reorders by applying a snapshot,
    /// without calling `super`.
    final class EditableErrandsDataSource: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            guard let sourceIdentifier = itemIdentifier(for: sourceIndexPath) else { return }
            guard sourceIndexPath != destinationIndexPath else { return }
            let destinationIdentifier = itemIdentifier(for: destinationIndexPath)
            var snapshot = self.snapshot()
            if let destinationIdentifier = destinationIdentifier {
                if let sourceIndex = snapshot.indexOfItem(sourceIdentifier),
                    let destinationIndex = snapshot.indexOfItem(destinationIdentifier)
                {
                    let isAfter =
                        destinationIndex > sourceIndex
                        && snapshot.sectionIdentifier(containingItem: sourceIdentifier)
                            == snapshot.sectionIdentifier(containingItem: destinationIdentifier)
                    snapshot.deleteItems([sourceIdentifier])
                    if isAfter {
                        snapshot.insertItems([sourceIdentifier], afterItem: destinationIdentifier)
                    } else {
                        snapshot.insertItems([sourceIdentifier], beforeItem: destinationIdentifier)
                    }
                }
            } else {
                let destinationSectionIdentifier = snapshot.sectionIdentifiers[destinationIndexPath.section]
                snapshot.deleteItems([sourceIdentifier])
                snapshot.appendItems([sourceIdentifier], toSection: destinationSectionIdentifier)
            }
            apply(snapshot, animatingDifferences: false)
        }
    }

    // MARK: - Tests

    @MainActor
    @Suite(.serialized, .explorerPagesOnFailure) struct RealScreenBehaviourTests {
        private func windowShowing(_ root: UIViewController) -> UIWindow {
            let window = UIWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }

        @Test func aPushedListWhoseObserverQueriedTheTableFirstShowsItsRows() {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = windowShowing(navigationController)
            let errands = ErrandsViewController(style: .plain)
            errands.selectedErrand = "Post office"
            errands.errands = ["Bakery", "Post office", "Pharmacy"]
            navigationController.pushViewController(errands, animated: true)
            expectEqual(errands.tableView.numberOfRows(inSection: 0), 3)
            expectEqual(
                errands.tableView.visibleCells.map { $0.textLabel?.text }, ["Bakery", "Post office", "Pharmacy"])
            #expect(window.isKeyWindow)
        }

        @Test func aPushedFormFocusesItsFirstFieldInViewDidAppear() {
            let navigationController = UINavigationController(rootViewController: UIViewController())
            let window = windowShowing(navigationController)
            let form = AddErrandViewController(style: .insetGrouped)
            navigationController.pushViewController(form, animated: true)
            #expect(form.fieldTookFocus)
            expectIdentical(window.rootViewController, navigationController)
        }

        @Test func aSuitesFirstAppearanceHelperSeesTheAppearanceOfANavigationRoot() {
            let errands = ErrandsViewController(style: .plain)
            let navigationController = UINavigationController()
            navigationController.loadViewIfNeeded()
            navigationController.setViewControllers([errands], animated: false)
            #expect(!errands.isViewLoaded)
            var prepared = false
            // The helper as suites write it: prepare once, before the first appearance.
            if !errands.isViewLoaded {
                errands.loadViewIfNeeded()
                errands.tableView.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                prepared = true
            }
            errands.beginAppearanceTransition(true, animated: false)
            errands.endAppearanceTransition()
            #expect(prepared)
            expectEqual(errands.tableView.frame, CGRect(x: 0, y: 0, width: 1, height: 1))
        }

        @Test func aCentredBadgeCellGetsTheStandardHeightAndUIKitsWarning() {
            var lines: [String] = []
            ConsoleLog.didLog = { lines.append($0) }
            defer { ConsoleLog.didLog = nil }
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(CountBadgeCell.self, forCellReuseIdentifier: "Badge")
            let dataSource = BadgeListDataSource()
            tableView.dataSource = dataSource
            tableView.layoutIfNeeded()
            expectEqual(
                tableView.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 44, width: 320, height: 44))
            expectEqual(
                lines,
                [
                    "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead."
                ])
        }

        @Test func aSwitchPinnedAfterAValue1LabelKeepsItsSize() {
            let cell = SettingSwitchCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Bluetooth"
            cell.layoutIfNeeded()
            cell.contentView.layoutIfNeeded()
            // "Bluetooth": 9 × 8.5 = 76.5, rounded up to 77 (Porting.md, "Headless metrics").
            expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11.5, width: 77, height: 21))
            expectEqual(cell.toggle.frame, CGRect(x: 253, y: 6.5, width: 51, height: 31))
        }

        @Test func applesEditingSampleReordersWithoutTrapping() {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let dataSource = EditableErrandsDataSource(tableView: tableView) { tableView, indexPath, errand in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = errand
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["Today", "Tomorrow"])
            snapshot.appendItems(["Bakery", "Post office"], toSection: "Today")
            snapshot.appendItems(["Pharmacy"], toSection: "Tomorrow")
            dataSource.apply(snapshot, animatingDifferences: false)
            tableView.layoutIfNeeded()
            tableView.setEditing(true, animated: false)
            tableView.simulate.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            expectEqual(dataSource.snapshot().itemIdentifiers(inSection: "Today"), ["Post office"])
            expectEqual(dataSource.snapshot().itemIdentifiers(inSection: "Tomorrow"), ["Pharmacy", "Bakery"])
            expectEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text, "Bakery")
            expectEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Post office")
        }
    }
#endif
