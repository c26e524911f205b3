//
//  SwatchesViewController.swift
//  Swatches
//

import UIKit

protocol SwatchesViewControllerDelegate: class {
	func swatchesViewController(_ controller: SwatchesViewController, didPick swatch: Swatch)
}

/// A palette: swatches in a grid, four per row on a phone, a "Shuffle" button, and the picked
/// swatch reported to the delegate.
class SwatchesViewController: UICollectionViewController {

	weak var delegate: SwatchesViewControllerDelegate?
	var swatches: [Swatch] = Swatch.defaults
	var picked: Swatch?

	init() {
		let layout = UICollectionViewFlowLayout()
		layout.sectionInset = UIEdgeInsetsMake(16, 16, 16, 16)
		layout.minimumInteritemSpacing = 8
		layout.minimumLineSpacing = 8
		super.init(collectionViewLayout: layout)
	}

	required init?(coder aDecoder: NSCoder) {
		super.init(coder: aDecoder)
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Palette"
		collectionView?.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
		navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shuffle", style: .plain, target: self, action: #selector(shuffle))
	}

	@objc func shuffle() {
		swatches.reverse()
		collectionView?.reloadData()
	}

	// MARK: UICollectionViewDataSource

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return swatches.count
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath) as! SwatchCell
		cell.configure(with: swatches[indexPath.item])
		return cell
	}
}
