//
//  FlickrPhotosViewController+UICollectionViewDelegate.swift
//  FlickrSearch
//

import OpenTableViewShim
