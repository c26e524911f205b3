import UIKit

// MARK: - UICollectionViewDelegate

extension TrailsViewController {
	override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		// The nearby cells come from the storyboard and perform their own segue; the featured
		// cells come from a nib, which cannot hold one.
		if indexPath.section == Section.featured.rawValue {
			performSegue(withIdentifier: "showFeaturedTrail", sender: self)
		}
	}
}
