//
//	GalleryViewController+Lifecycle.swift
//	Gallery
//

import UIKit

extension GalleryViewController {

	override func viewWillAppear(_ animated: Bool) {
		super.viewWillAppear(animated)
		appearances += 1
	}
}
