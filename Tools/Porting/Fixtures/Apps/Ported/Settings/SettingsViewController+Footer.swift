//
//  SettingsViewController+Footer.swift
//  Settings
//

import OpenTableViewShim

// MARK: - Footer

extension SettingsViewController {
	var footerText: String {
		return "Changes apply at once."
	}
}
