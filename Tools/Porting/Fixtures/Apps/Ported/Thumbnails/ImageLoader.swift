//
//  ImageLoader.swift
//  Thumbnails
//

import OpenTableViewShim

/// Downloads images once, keeps them in memory, and lets a cell that scrolled away cancel its request.
class ImageLoader {
    static var shared = ImageLoader()

    private var loadedImages = [URL: UIImage]()
    private var runningRequests = [UUID: URLSessionDataTask]()

    func cachedImage(for url: URL) -> UIImage? {
        return loadedImages[url]
    }

    /// Loads the image at `url`; the completion runs on the main queue. Returns a token to cancel
    /// the request, or nil when the image was already loaded (the completion has run).
    @discardableResult
    func loadImage(_ url: URL, _ completion: @escaping (Result<UIImage, Error>) -> Void) -> UUID? {
        if let image = loadedImages[url] {
            completion(.success(image))
            return nil
        }

        let uuid = UUID()
        let task = dataTask(with: url) { data, error in
            defer { self.runningRequests.removeValue(forKey: uuid) }

            if let data = data, let image = UIImage(data: data) {
                self.loadedImages[url] = image
                completion(.success(image))
                return
            }

            guard let error = error else {
                completion(.failure(URLError(.cannotDecodeContentData)))
                return
            }

            guard (error as NSError).code == NSURLErrorCancelled else {
                completion(.failure(error))
                return
            }
        }
        runningRequests[uuid] = task
        return uuid
    }

    func cancelLoad(_ uuid: UUID) {
        runningRequests[uuid]?.cancel()
        runningRequests.removeValue(forKey: uuid)
    }

    /// The request itself; its completion runs on the main queue.
    func dataTask(with url: URL, completion: @escaping (Data?, Error?) -> Void) -> URLSessionDataTask? {
        let task = URLSession.shared.dataTask(with: url) { data, _, error in
            DispatchQueue.main.async {
                completion(data, error)
            }
        }
        task.resume()
        return task
    }
}
