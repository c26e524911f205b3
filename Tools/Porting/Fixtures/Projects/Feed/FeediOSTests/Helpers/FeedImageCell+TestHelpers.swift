//
//  FeedImageCell+TestHelpers.swift
//  FeediOSTests
//

import FeediOS

extension FeedImageCell {
	var isShowingLocation: Bool {
		return !locationContainer.isHidden
	}

	var locationText: String? {
		return locationLabel.text
	}

	var descriptionText: String? {
		return descriptionLabel.text
	}
}
