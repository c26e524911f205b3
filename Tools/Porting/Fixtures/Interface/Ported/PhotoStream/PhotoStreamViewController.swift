//
//  PhotoStreamViewController.swift
//  RWDevCon
//

import OpenTableViewShim
#if canImport(AVFoundation)
import AVFoundation
#endif

class PhotoStreamViewController: UICollectionViewController {

	var photos = PinPhoto.allPhotos()

	override var preferredStatusBarStyle : UIStatusBarStyle {
		return UIStatusBarStyle.lightContent
	}

	override func viewDidLoad() {
		super.viewDidLoad()

		// Set the PinterestLayout delegate
		if let layout = collectionView?.collectionViewLayout as? PinterestLayout {
			layout.delegate = self
		}

		if let patternImage = UIImage(named: "Pattern") {
			view.backgroundColor = UIColor(patternImage: patternImage)
		}
		collectionView?.backgroundColor = UIColor.clear
		collectionView?.contentInset = UIEdgeInsets(top: 23, left: 16, bottom: 10, right: 16)
	}

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return photos.count
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AnnotatedPhotoCell", for: indexPath as IndexPath) as! AnnotatedPhotoCell
		cell.photo = photos[indexPath.item]
		return cell
	}

	override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
		if segue.identifier == "ShowPhoto",
			let detail = segue.destination as? PinPhotoViewController,
			let indexPath = collectionView?.indexPathsForSelectedItems?.first {
			detail.photo = photos[indexPath.item]
		}
	}
}

//MARK: - PINTEREST LAYOUT DELEGATE
extension PhotoStreamViewController : PinterestLayoutDelegate {

	// 1. Returns the photo height
	func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath:IndexPath) -> CGFloat {
		let photo = photos[indexPath.item]
		let boundingRect = CGRect(x: 0, y: 0, width: (collectionView.bounds.width - 32) / 2 - 12, height: CGFloat(MAXFLOAT))
		let rect = AVMakeRect(aspectRatio: photo.image.size, insideRect: boundingRect)
		return rect.size.height
	}
}
