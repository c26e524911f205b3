// generated from FlickrSearch.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `FlickrSearch.storyboard`, converted by otv-port: `register()` registers it under the name
/// "FlickrSearch", for `UIStoryboard(name: "FlickrSearch", bundle: nil)`.
@MainActor
enum FlickrSearchStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Kx1-Nv-a8Q",
                scenes: [
                    UIStoryboard.Scene(
                        id: "Fp3-Cv-k9L", identifier: nil, instantiate: { makeFlickrPhotosViewController($0) }),
                    UIStoryboard.Scene(
                        id: "Kx1-Nv-a8Q", identifier: nil, instantiate: { makeNavigationController($0) }),
                ]),
            name: "FlickrSearch")
    }

    /// The scene of FlickrPhotosViewController.
    static func makeFlickrPhotosViewController(_ loader: NibLoader) -> UIViewController {
        let flickrPhotosViewController = loader.viewController(FlickrPhotosViewController.self, NibDecoder())
        let searchField = loader.view(UITextField.self, NibDecoder(frame: CGRect(x: 75, y: 7, width: 225, height: 30)))
        searchField.borderStyle = .roundedRect
        searchField.clipsToBounds = true
        searchField.contentMode = .scaleToFill
        searchField.placeholder = "Search"
        searchField.textAlignment = .natural
        searchField.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        searchField.font = UIFont.systemFont(ofSize: 14)
        searchField.returnKeyType = .search
        flickrPhotosViewController.navigationItem.titleView = searchField
        searchField.delegate = flickrPhotosViewController
        let barButtonItem = loader.object(UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil))
        loader.connect(barButtonItem, to: flickrPhotosViewController, action: Selector("share:")) {
            $0.share($1)
        }
        flickrPhotosViewController.navigationItem.rightBarButtonItem = barButtonItem
        flickrPhotosViewController.searchField = searchField
        loader.setView(
            of: flickrPhotosViewController) { (
                loader: NibLoader, flickrPhotosViewController: FlickrPhotosViewController) in
            let flowLayout = loader.layout(
                UICollectionViewFlowLayout.self,
                NibDecoder(
                    flowLayout: NibDecoder.FlowLayoutAttributes(
                        itemSize: CGSize(width: 200, height: 200),
                        headerReferenceSize: CGSize(width: 50, height: 90))))
            let collectionView = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: flowLayout))
            collectionView.clipsToBounds = true
            collectionView.contentMode = .scaleToFill
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = UIColor(white: 1, alpha: 1)
            collectionView.dataSource = flickrPhotosViewController
            collectionView.delegate = flickrPhotosViewController
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let flickrPhotoCell = loader.view(
                        FlickrPhotoCell.self,
                        NibDecoder(frame: CGRect(x: 0, y: 90, width: 200, height: 200), reuseIdentifier: "FlickrCell"))
                    flickrPhotoCell.clipsToBounds = true
                    flickrPhotoCell.contentMode = .center
                    flickrPhotoCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                    flickrPhotoCell.contentView.clipsToBounds = true
                    flickrPhotoCell.contentView.contentMode = .center
                    let imageView = loader.view(
                        UIImageView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
                    imageView.contentMode = .scaleAspectFit
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                    imageView.isUserInteractionEnabled = false
                    imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    flickrPhotoCell.contentView.addSubview(imageView)
                    let activityIndicator = loader.view(
                        UIActivityIndicatorView.self, NibDecoder(frame: CGRect(x: 90, y: 90, width: 20, height: 20)))
                    activityIndicator.contentMode = .scaleToFill
                    activityIndicator.isHidden = true
                    activityIndicator.hidesWhenStopped = true
                    activityIndicator.style = .medium
                    activityIndicator.translatesAutoresizingMaskIntoConstraints = false
                    activityIndicator.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
                    activityIndicator.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
                    flickrPhotoCell.contentView.addSubview(activityIndicator)
                    flickrPhotoCell.backgroundColor = UIColor(white: 0, alpha: 1)
                    flickrPhotoCell.addConstraints([
                        NSLayoutConstraint(
                            item: imageView, attribute: .top, relatedBy: .equal, toItem: flickrPhotoCell,
                            attribute: .top, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: imageView, attribute: .leading, relatedBy: .equal, toItem: flickrPhotoCell,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: flickrPhotoCell, attribute: .trailing, relatedBy: .equal, toItem: imageView,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: flickrPhotoCell, attribute: .bottom, relatedBy: .equal, toItem: imageView,
                            attribute: .bottom, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: activityIndicator, attribute: .centerX, relatedBy: .equal, toItem: flickrPhotoCell,
                            attribute: .centerX, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: activityIndicator, attribute: .centerY, relatedBy: .equal, toItem: flickrPhotoCell,
                            attribute: .centerY, multiplier: 1, constant: 0),
                    ])
                    flickrPhotoCell.activityIndicator = activityIndicator
                    flickrPhotoCell.imageView = imageView
                    return [flickrPhotoCell]
                }),
                forCellWithReuseIdentifier: "FlickrCell")
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let flickrPhotoHeaderView = loader.view(
                        FlickrPhotoHeaderView.self,
                        NibDecoder(
                            frame: CGRect(
                                x: 0, y: 0, width: 375, height: 90), reuseIdentifier: "FlickrPhotoHeaderView"))
                    flickrPhotoHeaderView.clipsToBounds = true
                    flickrPhotoHeaderView.contentMode = .center
                    let label = loader.view(
                        UILabel.self, NibDecoder(frame: CGRect(x: 155.5, y: 27.5, width: 64, height: 35)))
                    label.contentMode = .left
                    label.text = "Label"
                    label.textAlignment = .natural
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.isUserInteractionEnabled = false
                    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    label.font = UIFont.systemFont(ofSize: 29)
                    label.textColor = UIColor(white: 0, alpha: 1)
                    flickrPhotoHeaderView.addSubview(label)
                    flickrPhotoHeaderView.backgroundColor = UIColor(
                        red: 0.90196078431372551, green: 0.90196078431372551, blue: 0.90196078431372551, alpha: 1)
                    flickrPhotoHeaderView.addConstraints([
                        NSLayoutConstraint(
                            item: label, attribute: .centerX, relatedBy: .equal, toItem: flickrPhotoHeaderView,
                            attribute: .centerX, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: label, attribute: .centerY, relatedBy: .equal, toItem: flickrPhotoHeaderView,
                            attribute: .centerY, multiplier: 1, constant: 0),
                    ])
                    flickrPhotoHeaderView.label = label
                    return [flickrPhotoHeaderView]
                }),
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "FlickrPhotoHeaderView")
            return collectionView
        }
        return flickrPhotosViewController
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let navigationController = loader.viewController(UINavigationController.self, NibDecoder())
        navigationController.setViewControllers([loader.instantiateScene("Fp3-Cv-k9L")], animated: false)
        return navigationController
    }
}
