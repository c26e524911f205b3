//
//  AccountSettingsViewController.swift
//  Settings screen with switches in the rows, written the pre-iOS 14 way.
//

import OpenTableViewShim

final class AccountSettingsViewController: UITableViewController {

    private enum Row: Int, CaseIterable {
        case notifications, cellularData, analytics
    }

    private var values: [Row: Bool] = [.notifications: true, .cellularData: false, .analytics: true]

    init() {
        super.init(style: UITableView.Style.grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SwitchCell")
        navigationItem.rightBarButtonItem = {
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Save") { [unowned self] _ in self.saveTapped() })
            item.style = .done
            return item
        }()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SwitchCell", for: indexPath)
        let row = Row(rawValue: indexPath.row)!
        cell.textLabel?.text = title(for: row)
        cell.selectionStyle = UITableViewCell.SelectionStyle.none

        let toggle = UISwitch()
        toggle.tag = row.rawValue
        toggle.isOn = values[row] ?? false
        toggle.addAction(UIAction(identifier: UIAction.Identifier("AccountSettingsViewController.switchChanged(_:)")) { [unowned self] action in self.switchChanged(action.sender as! UISwitch) }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    private func title(for row: Row) -> String {
        switch row {
        case .notifications: return "Push Notifications"
        case .cellularData: return "Use Cellular Data"
        case .analytics: return "Share Analytics"
        }
    }

    func switchChanged(_ sender: UISwitch) {
        guard let row = Row(rawValue: sender.tag) else { return }
        values[row] = sender.isOn
    }

    private func saveTapped() {
        UserDefaults.standard.set(values[.notifications] ?? false, forKey: "notifications")
        navigationController?.popViewController(animated: true)
    }
}
