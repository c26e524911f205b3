//
//  SwitchCell.swift
//  Settings
//
//  A row with a title and a switch. Reused for every toggle in the settings screen.
//

import UIKit

class SwitchCell: UITableViewCell {

	static let reuseIdentifier = "SwitchCell"

	let toggle = UISwitch()

	/// Called with the new value when the user flips the switch.
	var onToggle: ((Bool) -> Void)?

	override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
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
		toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		toggle.removeTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
		onToggle = nil
	}

	@objc private func toggled(_ sender: UISwitch) {
		onToggle?(sender.isOn)
	}
}
