//
//  FlickrPhotosViewController+UICollectionViewDataSource.swift
//  FlickrSearch
//

import OpenTableViewShim
