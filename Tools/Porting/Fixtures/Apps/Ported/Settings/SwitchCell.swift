//
//  SwitchCell.swift
//  Settings
//
//  A row with a title and a switch. Reused for every toggle in the settings screen.
//

import OpenTableViewShim

class SwitchCell: UITableViewCell {

	static let reuseIdentifier = "SwitchCell"

	let toggle = UISwitch()

	/// Called with the new value when the user flips the switch.
	var onToggle: ((Bool) -> Void)?

	required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
		super.init(style: style, reuseIdentifier: reuseIdentifier)
		selectionStyle = .none
		accessoryView = toggle
	}

	required init?(coder aDecoder: NSCoder) {
		super.init(coder: aDecoder)
		selectionStyle = .none
		accessoryView = toggle
	}

	func configure(title: String, isOn: Bool, onToggle: @escaping (Bool) -> Void) {
		textLabel?.text = title
		toggle.isOn = isOn
		self.onToggle = onToggle
		// Added again every time the cell is configured, as many apps do.
		toggle.addAction(UIAction(identifier: UIAction.Identifier("SwitchCell.toggled(_:)")) { [unowned self] action in self.toggled(action.sender as! UISwitch) }, for: .valueChanged)
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		toggle.removeAction(identifiedBy: UIAction.Identifier("SwitchCell.toggled(_:)"), for: .valueChanged)
		onToggle = nil
	}

	private func toggled(_ sender: UISwitch) {
		onToggle?(sender.isOn)
	}
}
