//
//  FlickrPhotoHeaderView.swift
//  FlickrSearch
//

import UIKit

class FlickrPhotoHeaderView: UICollectionReusableView {
  @IBOutlet weak var label: UILabel!
}
