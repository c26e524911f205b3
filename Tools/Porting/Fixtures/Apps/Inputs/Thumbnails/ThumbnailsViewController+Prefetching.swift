//
//  ThumbnailsViewController+Prefetching.swift
//  Thumbnails
//

import UIKit

extension ThumbnailsViewController: UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            let thumbnail = thumbnails[indexPath.item]
            if loader.cachedImage(for: thumbnail.url) == nil {
                prefetchTokens[indexPath] = loader.loadImage(thumbnail.url) { _ in }
            }
        }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            if let token = prefetchTokens.removeValue(forKey: indexPath) ?? nil {
                loader.cancelLoad(token)
            }
        }
    }
}

extension ThumbnailsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        title = "\(collectionView.indexPathsForSelectedItems?.count ?? 0) selected"
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        title = "\(collectionView.indexPathsForSelectedItems?.count ?? 0) selected"
    }
}
