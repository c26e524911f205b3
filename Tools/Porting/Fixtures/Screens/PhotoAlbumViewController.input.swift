//
//  PhotoAlbumViewController.swift
//  Album
//
//  Created in the Swift 4 days and never fully modernized.
//

import UIKit

private let reuseIdentifier = "PhotoCell"

struct AlbumPhoto {
	let name: String
	let isFavorite: Bool
}

/// A grid of photos in two sections (favorites, everything else), three per row, with a header per
/// section, multiple selection and a trash button that deletes the selected photos.
class PhotoAlbumViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {

	var favorites: [AlbumPhoto] = []
	var others: [AlbumPhoto] = []
	fileprivate let itemsPerRow: CGFloat = 3
	fileprivate let sectionInsets = UIEdgeInsetsMake(10.0, 10.0, 10.0, 10.0)

	init() {
		let layout = UICollectionViewFlowLayout()
		layout.scrollDirection = UICollectionViewScrollDirection.vertical
		layout.minimumLineSpacing = 10
		layout.minimumInteritemSpacing = 10
		layout.headerReferenceSize = CGSize(width: 0, height: 40)
		super.init(collectionViewLayout: layout)
	}

	required init?(coder aDecoder: NSCoder) {
		super.init(coder: aDecoder)
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Album"
		collectionView!.register(AlbumPhotoCell.self, forCellWithReuseIdentifier: reuseIdentifier)
		collectionView!.register(AlbumHeaderView.self,
		                         forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
		                         withReuseIdentifier: AlbumHeaderView.reuseIdentifier)
		collectionView?.allowsMultipleSelection = true
		navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteSelected(_:)))
		navigationItem.rightBarButtonItem?.isEnabled = false
	}

	func photos(in section: Int) -> [AlbumPhoto] {
		return section == 0 ? favorites : others
	}

	@objc func deleteSelected(_ sender: UIBarButtonItem) {
		guard let selected = collectionView?.indexPathsForSelectedItems, !selected.isEmpty else { return }
		// Delete from the highest index down so the earlier indices stay valid.
		let sorted = selected.sorted { $0 > $1 }
		collectionView?.performBatchUpdates({
			for indexPath in sorted {
				if indexPath.section == 0 {
					self.favorites.remove(at: indexPath.item)
				} else {
					self.others.remove(at: indexPath.item)
				}
			}
			self.collectionView?.deleteItems(at: sorted)
		}, completion: { _ in
			self.updateTrashButton()
		})
	}

	func updateTrashButton() {
		navigationItem.rightBarButtonItem?.isEnabled = !(collectionView?.indexPathsForSelectedItems ?? []).isEmpty
	}

	func showFirstOther() {
		guard !others.isEmpty else { return }
		collectionView?.scrollToItem(at: IndexPath(item: 0, section: 1), at: UICollectionViewScrollPosition.top, animated: false)
	}

	// MARK: UICollectionViewDataSource

	override func numberOfSections(in collectionView: UICollectionView) -> Int {
		return 2
	}

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return photos(in: section).count
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! AlbumPhotoCell
		let photo = photos(in: indexPath.section)[indexPath.item]
		cell.nameLabel.text = photo.name
		return cell
	}

	override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
		switch kind {
		case UICollectionElementKindSectionHeader:
			let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: AlbumHeaderView.reuseIdentifier, for: indexPath) as! AlbumHeaderView
			header.titleLabel.text = indexPath.section == 0 ? "Favorites" : "All Photos"
			return header
		default:
			assert(false, "Unexpected element kind")
			return UICollectionReusableView()
		}
	}

	// MARK: UICollectionViewDelegate

	override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		updateTrashButton()
	}

	override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
		updateTrashButton()
	}

	// MARK: UICollectionViewDelegateFlowLayout

	func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
		let paddingSpace = sectionInsets.left * (itemsPerRow + 1)
		let availableWidth = collectionView.bounds.width - paddingSpace
		let widthPerItem = availableWidth / itemsPerRow
		return CGSize(width: widthPerItem, height: widthPerItem)
	}

	func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
		return sectionInsets
	}
}

class AlbumPhotoCell: UICollectionViewCell {
	let nameLabel = UILabel()

	override init(frame: CGRect) {
		super.init(frame: frame)
		contentView.addSubview(nameLabel)
		let selectedView = UIView()
		selectedView.backgroundColor = UIColor.blue.withAlphaComponent(0.3)
		selectedBackgroundView = selectedView
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		nameLabel.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		nameLabel.text = nil
	}
}

class AlbumHeaderView: UICollectionReusableView {
	static let reuseIdentifier = "AlbumHeaderView"
	let titleLabel = UILabel()

	override init(frame: CGRect) {
		super.init(frame: frame)
		addSubview(titleLabel)
	}

	required init?(coder aDecoder: NSCoder) {
		super.init(coder: aDecoder)
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
	}
}
