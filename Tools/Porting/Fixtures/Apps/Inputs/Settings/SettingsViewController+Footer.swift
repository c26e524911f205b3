//
//  SettingsViewController+Footer.swift
//  Settings
//

import UIKit

// MARK: - Footer

extension SettingsViewController {

	override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
		return footerText
	}

	var footerText: String {
		return "Changes apply at once."
	}
}
