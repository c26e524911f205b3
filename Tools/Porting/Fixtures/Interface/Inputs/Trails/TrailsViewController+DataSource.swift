import UIKit

// MARK: - UICollectionViewDataSource

extension TrailsViewController {
	override func numberOfSections(in collectionView: UICollectionView) -> Int {
		return Section.allCases.count
	}

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		switch Section(rawValue: section)! {
		case .featured: return featured.count
		case .nearby: return nearby.count
		}
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let trail = self.trail(at: indexPath)
		switch Section(rawValue: indexPath.section)! {
		case .featured:
			let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FeaturedTrailCell.identifier, for: indexPath) as! FeaturedTrailCell
			cell.configure(with: trail)
			return cell
		case .nearby:
			let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TrailCell", for: indexPath) as! TrailCell
			cell.nameLabel.text = trail.name
			cell.lengthLabel.text = trail.formattedLength
			return cell
		}
	}

	override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
		let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: TrailSectionHeader.reuseIdentifier, for: indexPath) as! TrailSectionHeader
		header.titleLabel.text = Section(rawValue: indexPath.section)?.title
		return header
	}
}
