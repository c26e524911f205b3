// A settings screen with switches and a segmented control, written the way an iOS app writes
// one: a grouped `UITableViewController` whose rows carry a `UISwitch` as their accessory view,
// wired with `addAction(_:for: .valueChanged)` (the closure form of `addTarget(_:action:for:)`),
// a master switch that inserts and deletes the dependent rows with `performBatchUpdates`, and a
// `UISegmentedControl` in the section header choosing how previews show.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// What the user chose.
struct NotificationPreferences: Equatable {
    enum Previews: Int, CaseIterable {
        case always, whenUnlocked, never

        var title: String {
            switch self {
            case .always: "Always"
            case .whenUnlocked: "When Unlocked"
            case .never: "Never"
            }
        }
    }

    var allowsNotifications = true
    var sounds = true
    var badges = false
    var previews = Previews.whenUnlocked
}

final class NotificationSettingsViewController: UITableViewController {
    private enum Row {
        case allow, sounds, badges
    }

    private(set) var preferences: NotificationPreferences
    /// Called with the new preferences after every change, as a settings screen saves them.
    var onChange: ((NotificationPreferences) -> Void)?

    let previewsControl = UISegmentedControl(items: NotificationPreferences.Previews.allCases.map(\.title))

    init(preferences: NotificationPreferences) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Switch")
        previewsControl.selectedSegmentIndex = preferences.previews.rawValue
        previewsControl.addAction(
            UIAction { [weak self] action in
                guard let self, let control = action.sender as? UISegmentedControl else { return }
                self.preferences.previews =
                    NotificationPreferences.Previews(rawValue: control.selectedSegmentIndex) ?? .never
                self.onChange?(self.preferences)
            }, for: .valueChanged)
    }

    private var rows: [Row] {
        preferences.allowsNotifications ? [.allow, .sounds, .badges] : [.allow]
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? rows.count : 0
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Notifications may include alerts, sounds and icon badges." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Switch", for: indexPath)
        let row = rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        let toggle = UISwitch()
        switch row {
        case .allow:
            content.text = "Allow Notifications"
            toggle.isOn = preferences.allowsNotifications
        case .sounds:
            content.text = "Sounds"
            toggle.isOn = preferences.sounds
        case .badges:
            content.text = "Badges"
            toggle.isOn = preferences.badges
        }
        toggle.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.switchChanged(row, isOn: toggle.isOn)
            }, for: .valueChanged)
        cell.contentConfiguration = content
        cell.accessoryView = toggle
        cell.selectionStyle = .none
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 1 else { return nil }
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = header.defaultContentConfiguration()
        content.text = "Show Previews"
        header.contentConfiguration = content
        previewsControl.frame = CGRect(x: 16, y: 36, width: 300, height: 32)
        header.contentView.addSubview(previewsControl)
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 1 ? 76 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        false
    }

    // MARK: Private

    private func switchChanged(_ row: Row, isOn: Bool) {
        switch row {
        case .allow:
            let dependent = [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)]
            tableView.performBatchUpdates {
                self.preferences.allowsNotifications = isOn
                if isOn {
                    self.tableView.insertRows(at: dependent, with: .fade)
                } else {
                    self.tableView.deleteRows(at: dependent, with: .fade)
                }
            }
        case .sounds:
            preferences.sounds = isOn
        case .badges:
            preferences.badges = isOn
        }
        onChange?(preferences)
    }
}
