import UIKit

extension FilmstripViewController: UICollectionViewDataSource, UICollectionViewDelegate {
	func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return collectionView == framesView ? frameCount : tags.count
	}

	func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		if collectionView == tagsView {
			let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCell", for: indexPath) as! TagCell
			cell.titleLabel.text = tags[indexPath.item]
			return cell
		}
		return collectionView.dequeueReusableCell(withReuseIdentifier: "FrameCell", for: indexPath)
	}

	func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		if collectionView == framesView {
			selectedFrames.append(indexPath.item)
		}
	}
}
