//
//  FlickrPhotoCell.swift
//  FlickrSearch
//

import OpenTableViewShim

class FlickrPhotoCell: UICollectionViewCell {
  var imageView: UIImageView!
  var activityIndicator: UIActivityIndicatorView!

  override var isSelected: Bool {
    didSet {
      imageView.layer.borderWidth = isSelected ? 10 : 0
    }
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    imageView.layer.borderColor = themeColor.cgColor
    isSelected = false
  }
}
