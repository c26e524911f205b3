//
//  FlickrPhotoHeaderView.swift
//  FlickrSearch
//

import OpenTableViewShim

class FlickrPhotoHeaderView: UICollectionReusableView {
  var label: UILabel!
}
