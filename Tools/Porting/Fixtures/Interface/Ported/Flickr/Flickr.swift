//
//  Flickr.swift
//  FlickrSearch
//

import OpenTableViewShim

let apiKey = "<your key here>"

/// Talks to the Flickr search API. Tests (and the simulator without a key) hand it canned photos
/// through `stubbedResults`, so no request leaves the process.
class Flickr {
  enum Error: Swift.Error {
    case unknownAPIResponse
    case generic
  }

  /// Canned results by search term; when set, `searchFlickr(for:completion:)` answers from them.
  var stubbedResults: [String: [FlickrPhoto]]?

  func searchFlickr(for searchTerm: String, completion: @escaping (Result<FlickrSearchResults, Swift.Error>) -> Void) {
    if let stubbedResults = stubbedResults {
      let photos = stubbedResults[searchTerm] ?? []
      DispatchQueue.main.async {
        completion(Result.success(FlickrSearchResults(searchTerm: searchTerm, searchResults: photos)))
      }
      return
    }

    guard let searchURL = flickrSearchURL(for: searchTerm) else {
      completion(Result.failure(Error.unknownAPIResponse))
      return
    }

    URLSession.shared.dataTask(with: URLRequest(url: searchURL)) { data, response, error in
      if let error = error {
        DispatchQueue.main.async {
          completion(Result.failure(error))
        }
        return
      }

      guard
        (response as? HTTPURLResponse) != nil,
        let data = data
        else {
          DispatchQueue.main.async {
            completion(Result.failure(Error.unknownAPIResponse))
          }
          return
      }

      do {
        guard
          let resultsDictionary = try JSONSerialization.jsonObject(with: data) as? [String: AnyObject],
          let photosContainer = resultsDictionary["photos"] as? [String: AnyObject],
          let photosReceived = photosContainer["photo"] as? [[String: AnyObject]]
          else {
            DispatchQueue.main.async {
              completion(Result.failure(Error.unknownAPIResponse))
            }
            return
        }

        let flickrPhotos: [FlickrPhoto] = photosReceived.compactMap { photoObject in
          guard
            let photoID = photoObject["id"] as? String,
            let farm = photoObject["farm"] as? Int ,
            let server = photoObject["server"] as? String ,
            let secret = photoObject["secret"] as? String
            else {
              return nil
          }

          let flickrPhoto = FlickrPhoto(photoID: photoID, farm: farm, server: server, secret: secret)

          guard
            let url = flickrPhoto.flickrImageURL(),
            let imageData = try? Data(contentsOf: url as URL)
            else {
              return nil
          }

          if let image = UIImage(data: imageData) {
            flickrPhoto.thumbnail = image
            return flickrPhoto
          } else {
            return nil
          }
        }

        let searchResults = FlickrSearchResults(searchTerm: searchTerm, searchResults: flickrPhotos)
        DispatchQueue.main.async {
          completion(Result.success(searchResults))
        }
      } catch {
        completion(Result.failure(error))
        return
      }
    }.resume()
  }

  private func flickrSearchURL(for searchTerm:String) -> URL? {
    guard let escapedTerm = searchTerm.addingPercentEncoding(withAllowedCharacters: CharacterSet.alphanumerics) else {
      return nil
    }

    let URLString = "https://api.flickr.com/services/rest/?method=flickr.photos.search&api_key=\(apiKey)&text=\(escapedTerm)&per_page=20&format=json&nojsoncallback=1"
    return URL(string:URLString)
  }
}
