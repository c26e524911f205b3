//
//  FeedViewController.swift
//  FeediOS
//

import UIKit
import FeedFeature

public final class FeedViewController: UITableViewController {
	public var loader: FeedLoader?
	public let errorView = FeedErrorView()

	var cellControllers = [FeedImageCellController]() {
		didSet { tableView.reloadData() }
	}

	public convenience init(loader: FeedLoader) {
		self.init()
		self.loader = loader
	}

	public override func viewDidLoad() {
		super.viewDidLoad()

		refreshControl = UIRefreshControl()
		refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
		tableView.register(FeedImageCell.self, forCellReuseIdentifier: FeedImageCell.reuseIdentifier)
		tableView.tableHeaderView = errorView
		refresh()
	}

	@objc func refresh() {
		refreshControl?.beginRefreshing()
		errorView.hideMessage()
		loader?.load { [weak self] result in
			switch result {
			case let .success(feed):
				self?.cellControllers = feed.map(FeedImageCellController.init)
			case .failure:
				self?.errorView.show(message: FeedViewController.loadError)
			}
			self?.refreshControl?.endRefreshing()
		}
	}

	static let loadError = "Couldn't connect to server"

	func cellController(forRowAt indexPath: IndexPath) -> FeedImageCellController {
		return cellControllers[indexPath.row]
	}
}
