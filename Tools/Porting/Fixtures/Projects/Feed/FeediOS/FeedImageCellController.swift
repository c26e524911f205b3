//
//  FeedImageCellController.swift
//  FeediOS
//

import UIKit
import FeedFeature

final class FeedImageCellController {
	private let model: FeedImage

	init(model: FeedImage) {
		self.model = model
	}

	func view(in tableView: UITableView) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: FeedImageCell.reuseIdentifier) as! FeedImageCell
		cell.locationContainer.isHidden = (model.location == nil)
		cell.locationLabel.text = model.location
		cell.descriptionLabel.text = model.description
		return cell
	}
}
