//
//  SettingsViewController.swift
//  Settings
//

import OpenTableViewShim

struct Setting {
	let title: String
	var isOn: Bool
}

class SettingsViewController: UITableViewController {

	var settings = [
		Setting(title: "Notifications", isOn: true),
		Setting(title: "Sounds", isOn: false),
		Setting(title: "Badges", isOn: true),
	]

	/// Every change, in order: "Sounds on".
	private(set) var changes: [String] = []
	private(set) var legacyChanges: [Int] = []

	init() {
		super.init(style: .grouped)
	}

	required init?(coder: NSCoder) {
		super.init(coder: coder)
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Settings"
		tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.reuseIdentifier)
		tableView.rowHeight = UITableView.automaticDimension

		let doneItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
		doneItem.primaryAction = UIAction(title: doneItem.title ?? "", image: doneItem.image) { [unowned self] _ in self.done() }
		navigationItem.rightBarButtonItem = doneItem
	}

	override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		return settings.count
	}

	override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: SwitchCell.reuseIdentifier, for: indexPath) as! SwitchCell
		let setting = settings[indexPath.row]
		cell.configure(title: setting.title, isOn: setting.isOn) { [weak self] isOn in
			self?.settings[indexPath.row].isOn = isOn
			self?.changes.append("\(setting.title) \(isOn ? "on" : "off")")
		}
		// The older style: the row travels in the tag, and the controller is the target.
		cell.toggle.tag = indexPath.row
		cell.toggle.addAction(UIAction(identifier: UIAction.Identifier("SettingsViewController.switchChanged(_:)")) { [unowned self] action in self.switchChanged(action.sender as! UISwitch) }, for: .valueChanged)
		return cell
	}

	func switchChanged(_ sender: UISwitch) {
		legacyChanges.append(sender.tag)
	}

	func done() {
		dismiss(animated: true, completion: nil)
	}

	override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
		return footerText
	}
}
