import UIKit

class AlbumViewController: UICollectionViewController {
	@IBOutlet weak var flowLayout: UICollectionViewFlowLayout!

	var albumTitle = "Summer"
	var photos: [Photo] = [
		Photo(title: "Beach", imageName: "beach"),
		Photo(title: "Harbour", imageName: "harbour"),
		Photo(title: "Lighthouse", imageName: "lighthouse"),
		Photo(title: "Dunes", imageName: "dunes"),
		Photo(title: "Pier", imageName: "pier"),
	]

	override func viewDidLoad() {
		super.viewDidLoad()
		collectionView.backgroundColor = .systemBackground
		flowLayout.sectionHeadersPinToVisibleBounds = true
	}

	override func numberOfSections(in collectionView: UICollectionView) -> Int {
		return 1
	}

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return photos.count
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
		cell.configure(with: photos[indexPath.item])
		return cell
	}

	override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
		if kind == UICollectionView.elementKindSectionHeader {
			let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "AlbumHeader", for: indexPath) as! AlbumHeaderView
			header.titleLabel.text = albumTitle
			return header
		}
		return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "AlbumFooter", for: indexPath)
	}

	override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
		guard segue.identifier == "showPhoto",
			let detail = segue.destination as? PhotoDetailViewController,
			let cell = sender as? UICollectionViewCell,
			let indexPath = collectionView.indexPath(for: cell)
		else { return }
		detail.photo = photos[indexPath.item]
	}
}
