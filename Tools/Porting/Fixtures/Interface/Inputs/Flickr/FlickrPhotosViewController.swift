//
//  FlickrPhotosViewController.swift
//  FlickrSearch
//

import UIKit

final class FlickrPhotosViewController: UICollectionViewController {
  // MARK: - Properties
  let reuseIdentifier = "FlickrCell"
  let sectionInsets = UIEdgeInsets(top: 50.0, left: 20.0, bottom: 50.0, right: 20.0)
  var searches: [FlickrSearchResults] = []
  let flickr = Flickr()
  let itemsPerRow: CGFloat = 3

  var selectedPhotos: [FlickrPhoto] = []
  let shareLabel = UILabel()

  // 1
  var largePhotoIndexPath: IndexPath? {
    didSet {
      // 2
      var indexPaths: [IndexPath] = []
      if let largePhotoIndexPath = largePhotoIndexPath {
        indexPaths.append(largePhotoIndexPath)
      }

      if let oldValue = oldValue {
        indexPaths.append(oldValue)
      }
      // 3
      collectionView?.performBatchUpdates({
        self.collectionView?.reloadItems(at: indexPaths)
      }) { _ in
        // 4
        if let largePhotoIndexPath = self.largePhotoIndexPath {
          self.collectionView?.scrollToItem(at: largePhotoIndexPath,
                                            at: .centeredVertically,
                                            animated: true)
        }
      }
    }
  }

  var sharing: Bool = false {
    didSet {
      // 1
      collectionView?.allowsMultipleSelection = sharing

      // 2
      collectionView?.selectItem(at: nil, animated: true, scrollPosition: UICollectionViewScrollPosition())
      selectedPhotos.removeAll()

      guard let shareButton = self.navigationItem.rightBarButtonItems?.first else {
        return
      }

      // 3
      guard sharing else {
        navigationItem.setRightBarButtonItems([shareButton], animated: true)
        return
      }

      // 4
      if largePhotoIndexPath != nil {
        largePhotoIndexPath = nil
      }

      // 5
      updateSharedPhotoCountLabel()
      let sharingItem = UIBarButtonItem(customView: shareLabel)
      let items: [UIBarButtonItem] = [
        shareButton,
        sharingItem
      ]

      navigationItem.setRightBarButtonItems(items, animated: true)
    }
  }

  @IBOutlet weak var searchField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView?.dragInteractionEnabled = true
    installsStandardGestureForInteractiveMovement = true
  }

  @IBAction func share(_ sender: UIBarButtonItem) {
    guard !searches.isEmpty else {
      return
    }

    guard !selectedPhotos.isEmpty else {
      sharing.toggle()
      return
    }

    guard sharing else {
      return
    }

    let images: [UIImage] = selectedPhotos.compactMap { photo in
      if let thumbnail = photo.thumbnail {
        return thumbnail
      }

      return nil
    }

    guard !images.isEmpty else {
      return
    }

    let shareController = UIActivityViewController(activityItems: images,
                                                   applicationActivities: nil)
    shareController.completionWithItemsHandler = { _, _, _, _ in
      self.sharing = false
      self.selectedPhotos.removeAll()
      self.updateSharedPhotoCountLabel()
    }

    shareController.popoverPresentationController?.barButtonItem = sender
    shareController.popoverPresentationController?.permittedArrowDirections = .any
    present(shareController, animated: true, completion: nil)
  }
}

// MARK: - Private
extension FlickrPhotosViewController {
  func photo(for indexPath: IndexPath) -> FlickrPhoto {
    return searches[indexPath.section].searchResults[indexPath.row]
  }

  func removePhoto(at indexPath: IndexPath) {
    searches[indexPath.section].searchResults.remove(at: indexPath.row)
  }

  func insertPhoto(_ flickrPhoto: FlickrPhoto, at indexPath: IndexPath) {
    searches[indexPath.section].searchResults.insert(flickrPhoto, at: indexPath.row)
  }

  func performLargeImageFetch(for indexPath: IndexPath, flickrPhoto: FlickrPhoto) {
    // 1
    guard let cell = collectionView?.cellForItem(at: indexPath) as? FlickrPhotoCell else {
      return
    }

    // 2
    cell.activityIndicator.startAnimating()

    // 3
    flickrPhoto.loadLargeImage { [weak self] result, error in
      // 4
      guard let self = self else {
        return
      }

      // 5
      if error == nil, let cell = self.collectionView?.cellForItem(at: indexPath) as? FlickrPhotoCell,
        indexPath == self.largePhotoIndexPath {
        cell.imageView.image = result.largeImage
      }
      cell.activityIndicator.stopAnimating()
    }
  }

  func updateSharedPhotoCountLabel() {
    if sharing {
      shareLabel.text = "\(selectedPhotos.count) photos selected"
    } else {
      shareLabel.text = ""
    }

    shareLabel.textColor = themeColor

    UIView.animate(withDuration: 0.3) {
      self.shareLabel.sizeToFit()
    }
  }
}

// MARK: - Text Field Delegate
extension FlickrPhotosViewController : UITextFieldDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    // 1
    let activityIndicator = UIActivityIndicatorView(activityIndicatorStyle: .gray)
    textField.addSubview(activityIndicator)
    activityIndicator.frame = textField.bounds
    activityIndicator.startAnimating()

    flickr.searchFlickr(for: textField.text!) { searchResults in
      activityIndicator.removeFromSuperview()

      switch searchResults {
      case .failure(let error) :
        // 2
        print("Error Searching: \(error)")
      case .success(let results):
        // 3
        print("Found \(results.searchResults.count) matching \(results.searchTerm)")
        self.searches.insert(results, at: 0)
        // 4
        self.collectionView?.reloadData()
      }
    }

    textField.text = nil
    textField.resignFirstResponder()
    return true
  }
}
