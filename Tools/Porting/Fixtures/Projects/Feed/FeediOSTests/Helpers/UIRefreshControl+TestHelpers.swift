//
//  UIRefreshControl+TestHelpers.swift
//  FeediOSTests
//

import UIKit

extension UIRefreshControl {
	func simulatePullToRefresh() {
		sendActions(for: .valueChanged)
	}
}
