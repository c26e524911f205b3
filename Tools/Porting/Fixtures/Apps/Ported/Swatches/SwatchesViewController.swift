//
//  SwatchesViewController.swift
//  Swatches
//

import OpenTableViewShim

protocol SwatchesViewControllerDelegate: AnyObject {
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
		layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
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
		navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Shuffle") { [unowned self] _ in self.shuffle() })
	}

	func shuffle() {
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

	override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		let swatch = swatches[indexPath.item]
		picked = swatch
		delegate?.swatchesViewController(self, didPick: swatch)
	}
}
