//
//  SwatchesViewController+Layout.swift
//  Swatches
//

import UIKit

extension SwatchesViewController: UICollectionViewDelegateFlowLayout {

	func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
		let columns: CGFloat = 4
		let flowLayout = collectionViewLayout as! UICollectionViewFlowLayout
		let spacing = flowLayout.sectionInset.left + flowLayout.sectionInset.right + flowLayout.minimumInteritemSpacing * (columns - 1)
		let width = ((collectionView.bounds.width - spacing) / columns).rounded(.down)
		return CGSize(width: width, height: width + 20)
	}

	override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		let swatch = swatches[indexPath.item]
		picked = swatch
		delegate?.swatchesViewController(self, didPick: swatch)
	}
}
