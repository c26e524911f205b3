#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

// MARK: - UICollectionViewDataSourcePrefetching

extension PhotoGridViewController: UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            prefetchLog.append("prefetch \(indexPath.section)-\(indexPath.item)")
            startLoading(at: indexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            prefetchLog.append("cancel \(indexPath.section)-\(indexPath.item)")
            requests[indexPath]?.cancel()
            requests[indexPath] = nil
        }
    }

    func startLoading(at indexPath: IndexPath) {
        let photo = self.photo(at: indexPath)
        guard thumbnails[photo.id] == nil, requests[indexPath] == nil else { return }
        requests[indexPath] = loader.loadThumbnail(for: photo) { [weak self] image in
            guard let self = self else { return }
            self.requests[indexPath] = nil
            self.thumbnails[photo.id] = image
            // the cell may show another photo by now
            if let cell = self.collectionView.cellForItem(at: indexPath) as? PhotoCell, cell.photoID == photo.id {
                cell.imageView.image = image
            }
        }
    }
}

// MARK: - Loading

/// A pretend network: requests wait until the test (or a server) finishes them.
@MainActor
final class PhotoLoader {
    private(set) var pending = [PhotoRequest]()
    private(set) var started = [Int]()
    private(set) var cancelled = [Int]()

    func loadThumbnail(for photo: Photo, completion: @escaping (UIImage?) -> Void) -> PhotoRequest {
        let request = PhotoRequest(photoID: photo.id, completion: completion)
        request.onCancel = { [unowned self] in self.cancelled.append(photo.id) }
        started.append(photo.id)
        pending.append(request)
        return request
    }

    /// Answers every request still waiting, as the network would.
    func finishAll() {
        let requests = pending
        pending.removeAll()
        for request in requests where !request.isCancelled {
            request.finish(with: UIImage())
        }
    }
}

@MainActor
final class PhotoRequest {
    let photoID: Int
    private(set) var isCancelled = false
    fileprivate var onCancel: (() -> Void)?
    private let completion: (UIImage?) -> Void

    init(photoID: Int, completion: @escaping (UIImage?) -> Void) {
        self.photoID = photoID
        self.completion = completion
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel?()
    }

    func finish(with image: UIImage?) {
        guard !isCancelled else { return }
        completion(image)
    }
}
