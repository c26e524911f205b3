//
//  PinPhoto.swift
//  Pinterest
//

import OpenTableViewShim

struct PinPhoto {
	var caption: String
	var comment: String
	var image: UIImage

	init(caption: String, comment: String, image: UIImage) {
		self.caption = caption
		self.comment = comment
		self.image = image
	}

	init?(dictionary: [String: String]) {
		guard let caption = dictionary["Caption"], let comment = dictionary["Comment"], let photo = dictionary["Photo"],
			let image = UIImage(named: photo) else {
				return nil
		}
		self.init(caption: caption, comment: comment, image: image)
	}

	static func allPhotos() -> [PinPhoto] {
		var photos = [PinPhoto]()
		guard let URL = Bundle.main.url(forResource: "Photos", withExtension: "plist"),
			let data = try? Data(contentsOf: URL),
			let photosFromPlist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [[String: String]] else {
				return photos
		}
		for dictionary in photosFromPlist {
			if let photo = PinPhoto(dictionary: dictionary) {
				photos.append(photo)
			}
		}
		return photos
	}
}
