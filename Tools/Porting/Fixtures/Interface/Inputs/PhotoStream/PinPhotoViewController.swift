//
//  PinPhotoViewController.swift
//  Pinterest
//

import UIKit

class PinPhotoViewController: UIViewController {

	@IBOutlet weak var imageView: UIImageView!
	@IBOutlet weak var captionLabel: UILabel!

	var photo: PinPhoto?

	override func viewDidLoad() {
		super.viewDidLoad()
		imageView.image = photo?.image
		captionLabel.text = photo?.caption
	}
}
