//
//  PinPhotoViewController.swift
//  Pinterest
//

import OpenTableViewShim

class PinPhotoViewController: UIViewController {

	var imageView: UIImageView!
	var captionLabel: UILabel!

	var photo: PinPhoto?

	override func viewDidLoad() {
		super.viewDidLoad()
		imageView.image = photo?.image
		captionLabel.text = photo?.caption
	}
}
