// A settings screen, written the way an iOS app writes it: a grouped table of `.value1` cells
// created the pre-registration way (`dequeueReusableCell(withIdentifier:) ?? UITableViewCell(…)`),
// accessories for navigation, a checkmark choice, an info button, section footers, and a row
// that cannot be selected. A switch row would use `UISwitch`, which OpenTableView does not
// model; the choice is made with checkmarks instead.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    enum Appearance: String, CaseIterable {
        case light = "Light"
        case dark = "Dark"
        case automatic = "Automatic"
    }

    enum Section: Int, CaseIterable {
        case account, appearance, about
    }

    static let cellIdentifier = "SettingCell"

    let tableView = UITableView(frame: .zero, style: .grouped)
    var userName = "Taylor"
    private(set) var appearance = Appearance.automatic
    /// The screens the user opened, in order; a real app would push them.
    private(set) var openedScreens: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        tableView.separatorStyle = UITableViewCell.SeparatorStyle.singleLine
        view.addSubview(tableView)
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .account: return 2
        case .appearance: return Appearance.allCases.count
        case .about: return 2
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
        cell.accessoryType = .none
        cell.selectionStyle = .default
        cell.detailTextLabel?.text = nil

        switch (Section(rawValue: indexPath.section)!, indexPath.row) {
        case (.account, 0):
            cell.textLabel?.text = "Name"
            cell.detailTextLabel?.text = userName
            cell.accessoryType = .disclosureIndicator
        case (.account, _):
            cell.textLabel?.text = "Notifications"
            cell.detailTextLabel?.text = "Banners"
            cell.accessoryType = .disclosureIndicator
        case (.appearance, let row):
            let option = Appearance.allCases[row]
            cell.textLabel?.text = option.rawValue
            cell.accessoryType = option == appearance ? .checkmark : .none
        case (.about, 0):
            cell.textLabel?.text = "Version"
            cell.detailTextLabel?.text = "2.1 (45)"
            cell.selectionStyle = .none
        case (.about, _):
            cell.textLabel?.text = "Privacy"
            cell.accessoryType = .detailDisclosureButton
        }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .account: return "Account"
        case .appearance: return "Appearance"
        case .about: return nil
        }
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .account: return nil
        case .appearance: return "Automatic follows the system setting."
        case .about: return "Made with care."
        }
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        // The version row only shows information.
        indexPath == IndexPath(row: 0, section: Section.about.rawValue) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Section(rawValue: indexPath.section)! {
        case .account:
            openedScreens.append(indexPath.row == 0 ? "Name" : "Notifications")
        case .appearance:
            let old = IndexPath(row: Appearance.allCases.firstIndex(of: appearance)!, section: indexPath.section)
            appearance = Appearance.allCases[indexPath.row]
            tableView.cellForRow(at: old)?.accessoryType = .none
            tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
        case .about:
            openedScreens.append("Privacy")
        }
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        openedScreens.append("Privacy details")
    }
}
