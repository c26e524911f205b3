//
//	GalleryViewController.swift
//	Gallery
//

import UIKit

final class GalleryViewController: UITableViewController {

	var albums = ["Holidays", "Family", "Screenshots"]
	private(set) var isSelecting = false
	private(set) var appearances = 0

	lazy var selectItem: UIBarButtonItem = {
		let item = UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)
		item.target = self
		item.action = #selector(toggleSelecting(_:))
		return item
	}()

	override func viewDidLoad() {
		super.viewDidLoad()
		tableView.register(GalleryCell.self, forCellReuseIdentifier: GalleryCell.reuseID)
		navigationItem.rightBarButtonItem = selectItem
	}

	@objc private func toggleSelecting(_ sender: UIBarButtonItem) {
		isSelecting = !isSelecting
		sender.title = isSelecting ? "Cancel" : "Select"
	}

	override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		return albums.count
	}

	override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: GalleryCell.reuseID, for: indexPath) as! GalleryCell
		cell.titleLabel.text = albums[indexPath.row]
		return cell
	}
}
