// generated from Photos.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Photos.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Photos", for `UIStoryboard(name: "Photos", bundle: nil)`.
@MainActor
enum PhotosStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Wm7-Qa-c3N",
                scenes: [
                    UIStoryboard.Scene(id: "BYZ-38-t0r", identifier: "Album", instantiate: { makeAlbum($0) }),
                    UIStoryboard.Scene(
                        id: "Wm7-Qa-c3N", identifier: nil, instantiate: { makeNavigationController($0) }),
                    UIStoryboard.Scene(
                        id: "dT8-Vc-3Lm", identifier: "PhotoDetail", instantiate: { makePhotoDetail($0) }),
                    UIStoryboard.Scene(id: "fM9-Vc-7Tq", identifier: "Filmstrip", instantiate: { makeFilmstrip($0) }),
                ]),
            name: "Photos")
    }

    /// The scene of AlbumViewController (storyboard identifier "Album").
    static func makeAlbum(_ loader: NibLoader) -> UIViewController {
        let albumViewController = loader.viewController(
            AlbumViewController.self,
            NibDecoder(
                storyboardIdentifier: "Album", navigationItem: NibDecoder.NavigationItemAttributes(title: "Album")))
        albumViewController.clearsSelectionOnViewWillAppear = false
        loader.setView(of: albumViewController) { (loader: NibLoader, albumViewController: AlbumViewController) in
            let flowLayout = loader.layout(
                UICollectionViewFlowLayout.self,
                NibDecoder(
                    flowLayout: NibDecoder.FlowLayoutAttributes(
                        itemSize: CGSize(width: 120, height: 140),
                        minimumLineSpacing: 16,
                        minimumInteritemSpacing: 6,
                        headerReferenceSize: CGSize(width: 393, height: 50),
                        footerReferenceSize: CGSize(width: 393, height: 40),
                        sectionInset: UIEdgeInsets(top: 12, left: 6, bottom: 12, right: 6))))
            let collectionView = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: flowLayout))
            collectionView.alwaysBounceVertical = true
            collectionView.clipsToBounds = true
            collectionView.contentMode = .scaleToFill
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = UIColor.systemBackground
            albumViewController.flowLayout = flowLayout
            collectionView.dataSource = albumViewController
            collectionView.delegate = albumViewController
            let showPhotoSegue = loader.segue(
                .show, identifier: "showPhoto", from: albumViewController, to: .scene("dT8-Vc-3Lm"))
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let photoCell = loader.view(
                        PhotoCell.self,
                        NibDecoder(frame: CGRect(x: 6, y: 62, width: 120, height: 140), reuseIdentifier: "PhotoCell"))
                    photoCell.clipsToBounds = true
                    photoCell.contentMode = .center
                    photoCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                    photoCell.contentView.clipsToBounds = true
                    photoCell.contentView.contentMode = .center
                    photoCell.contentView.insetsLayoutMarginsFromSafeArea = false
                    let thumbnailView = loader.view(
                        UIImageView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 120, height: 112)))
                    thumbnailView.clipsToBounds = true
                    thumbnailView.contentMode = .scaleAspectFill
                    thumbnailView.translatesAutoresizingMaskIntoConstraints = false
                    thumbnailView.isUserInteractionEnabled = false
                    thumbnailView.image = UIImage(systemName: "photo")
                    thumbnailView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    thumbnailView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    thumbnailView.backgroundColor = UIColor.secondarySystemBackground
                    photoCell.contentView.addSubview(thumbnailView)
                    let captionLabel = loader.view(
                        UILabel.self, NibDecoder(frame: CGRect(x: 4, y: 116, width: 112, height: 20)))
                    captionLabel.contentMode = .left
                    captionLabel.text = "Caption"
                    captionLabel.textAlignment = .center
                    captionLabel.translatesAutoresizingMaskIntoConstraints = false
                    captionLabel.isUserInteractionEnabled = false
                    captionLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    captionLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    captionLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                    photoCell.contentView.addSubview(captionLabel)
                    thumbnailView.addConstraints([
                        NSLayoutConstraint(
                            item: thumbnailView, attribute: .height, relatedBy: .equal, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: 112),
                    ])
                    photoCell.contentView.addConstraints([
                        NSLayoutConstraint(
                            item: thumbnailView, attribute: .top, relatedBy: .equal, toItem: photoCell.contentView,
                            attribute: .top, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: thumbnailView, attribute: .leading, relatedBy: .equal, toItem: photoCell.contentView,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: photoCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: thumbnailView,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: captionLabel, attribute: .top, relatedBy: .equal, toItem: thumbnailView,
                            attribute: .bottom, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: captionLabel, attribute: .leading, relatedBy: .equal, toItem: photoCell.contentView,
                            attribute: .leading, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: photoCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: captionLabel,
                            attribute: .trailing, multiplier: 1, constant: 4),
                    ])
                    photoCell.captionLabel = captionLabel
                    photoCell.thumbnailView = thumbnailView
                    loader.trigger(showPhotoSegue, fromSelectionOf: photoCell)
                    return [photoCell]
                }),
                forCellWithReuseIdentifier: "PhotoCell")
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let albumHeaderView = loader.view(
                        AlbumHeaderView.self,
                        NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 50), reuseIdentifier: "AlbumHeader"))
                    albumHeaderView.clipsToBounds = true
                    albumHeaderView.contentMode = .center
                    let titleLabel = loader.view(
                        UILabel.self,
                        NibDecoder(frame: CGRect(x: 16, y: 14.666666666666666, width: 361, height: 20.333333333333332)))
                    titleLabel.contentMode = .left
                    titleLabel.text = "Album"
                    titleLabel.textAlignment = .natural
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    titleLabel.isUserInteractionEnabled = false
                    titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    albumHeaderView.addSubview(titleLabel)
                    albumHeaderView.addConstraints([
                        NSLayoutConstraint(
                            item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: albumHeaderView,
                            attribute: .leading, multiplier: 1, constant: 16),
                        NSLayoutConstraint(
                            item: albumHeaderView, attribute: .trailing, relatedBy: .equal, toItem: titleLabel,
                            attribute: .trailing, multiplier: 1, constant: 16),
                        NSLayoutConstraint(
                            item: titleLabel, attribute: .centerY, relatedBy: .equal, toItem: albumHeaderView,
                            attribute: .centerY, multiplier: 1, constant: 0),
                    ])
                    albumHeaderView.titleLabel = titleLabel
                    return [albumHeaderView]
                }),
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "AlbumHeader")
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let collectionReusableView = loader.view(
                        UICollectionReusableView.self,
                        NibDecoder(frame: CGRect(x: 0, y: 382, width: 393, height: 40), reuseIdentifier: "AlbumFooter"))
                    collectionReusableView.clipsToBounds = true
                    collectionReusableView.contentMode = .center
                    let label = loader.view(
                        UILabel.self, NibDecoder(frame: CGRect(x: 0, y: 12, width: 393, height: 16)))
                    label.contentMode = .left
                    label.text = "End of album"
                    label.textAlignment = .center
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.isUserInteractionEnabled = false
                    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    label.font = UIFont.preferredFont(forTextStyle: .caption1)
                    label.textColor = UIColor.secondaryLabel
                    collectionReusableView.addSubview(label)
                    collectionReusableView.addConstraints([
                        NSLayoutConstraint(
                            item: label, attribute: .leading, relatedBy: .equal, toItem: collectionReusableView,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: collectionReusableView, attribute: .trailing, relatedBy: .equal, toItem: label,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: label, attribute: .centerY, relatedBy: .equal, toItem: collectionReusableView,
                            attribute: .centerY, multiplier: 1, constant: 0),
                    ])
                    return [collectionReusableView]
                }),
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "AlbumFooter")
            return collectionView
        }
        return albumViewController
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let navigationController = loader.viewController(UINavigationController.self, NibDecoder())
        navigationController.setViewControllers([loader.instantiateScene("BYZ-38-t0r")], animated: false)
        return navigationController
    }

    /// The scene of PhotoDetailViewController (storyboard identifier "PhotoDetail").
    static func makePhotoDetail(_ loader: NibLoader) -> UIViewController {
        let photoDetailViewController = loader.viewController(
            PhotoDetailViewController.self,
            NibDecoder(
                storyboardIdentifier: "PhotoDetail",
                navigationItem: NibDecoder.NavigationItemAttributes(largeTitleDisplayMode: .never)))
        loader.setView(
            of: photoDetailViewController) { (
                loader: NibLoader, photoDetailViewController: PhotoDetailViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let imageView = loader.view(
                UIImageView.self, NibDecoder(frame: CGRect(x: 0, y: 103, width: 393, height: 393)))
            imageView.clipsToBounds = true
            imageView.contentMode = .scaleAspectFit
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.isUserInteractionEnabled = false
            imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            view.addSubview(imageView)
            let titleLabel2 = loader.view(
                UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 512, width: 361, height: 24)))
            titleLabel2.contentMode = .left
            titleLabel2.text = "Title"
            titleLabel2.textAlignment = .center
            titleLabel2.translatesAutoresizingMaskIntoConstraints = false
            titleLabel2.isUserInteractionEnabled = false
            titleLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            titleLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            titleLabel2.font = UIFont.preferredFont(forTextStyle: .title3)
            view.addSubview(titleLabel2)
            view.backgroundColor = UIColor.systemBackground
            imageView.addConstraints([
                NSLayoutConstraint(
                    item: imageView, attribute: .width, relatedBy: .equal, toItem: imageView, attribute: .height,
                    multiplier: 1, constant: 0),
            ])
            view.addConstraints([
                NSLayoutConstraint(
                    item: imageView, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: imageView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: imageView,
                    attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: titleLabel2, attribute: .top, relatedBy: .equal, toItem: imageView, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: titleLabel2, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: titleLabel2,
                    attribute: .trailing, multiplier: 1, constant: 16),
            ])
            photoDetailViewController.imageView = imageView
            photoDetailViewController.titleLabel = titleLabel2
            return view
        }
        return photoDetailViewController
    }

    /// The scene of FilmstripViewController (storyboard identifier "Filmstrip").
    static func makeFilmstrip(_ loader: NibLoader) -> UIViewController {
        let filmstripViewController = loader.viewController(
            FilmstripViewController.self,
            NibDecoder(
                storyboardIdentifier: "Filmstrip",
                navigationItem: NibDecoder.NavigationItemAttributes(title: "Filmstrip")))
        loader.setView(
            of: filmstripViewController) { (loader: NibLoader, filmstripViewController: FilmstripViewController) in
            let view2 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view2.contentMode = .scaleToFill
            view2.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let filmstripLayout = loader.layout(FilmstripLayout.self, NibDecoder())
            let framesView = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 103, width: 393, height: 160), collectionViewLayout: filmstripLayout))
            framesView.allowsMultipleSelection = true
            framesView.clipsToBounds = true
            framesView.contentMode = .scaleToFill
            framesView.showsVerticalScrollIndicator = false
            framesView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            framesView.backgroundColor = UIColor.systemBackground
            view2.addSubview(framesView)
            let flowLayout2 = loader.layout(
                UICollectionViewFlowLayout.self,
                NibDecoder(
                    flowLayout: NibDecoder.FlowLayoutAttributes(
                        itemSize: CGSize(width: 80, height: 32),
                        estimatedItemSize: UICollectionViewFlowLayout.automaticSize,
                        minimumLineSpacing: 8,
                        minimumInteritemSpacing: 8,
                        scrollDirection: .horizontal,
                        sectionInset: UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16))))
            let tagsView = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 279, width: 393, height: 44), collectionViewLayout: flowLayout2))
            tagsView.clipsToBounds = true
            tagsView.contentMode = .scaleToFill
            tagsView.showsHorizontalScrollIndicator = false
            tagsView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            tagsView.backgroundColor = UIColor.systemBackground
            view2.addSubview(tagsView)
            view2.backgroundColor = UIColor.systemBackground
            filmstripViewController.framesView = framesView
            filmstripViewController.tagsView = tagsView
            framesView.dataSource = filmstripViewController
            framesView.delegate = filmstripViewController
            tagsView.dataSource = filmstripViewController
            framesView.register(
                UINib(UINib.Definition { loader in
                    let collectionViewCell = loader.view(
                        UICollectionViewCell.self,
                        NibDecoder(frame: CGRect(x: 0, y: 0, width: 120, height: 160), reuseIdentifier: "FrameCell"))
                    collectionViewCell.clipsToBounds = true
                    collectionViewCell.contentMode = .center
                    collectionViewCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                    collectionViewCell.contentView.clipsToBounds = true
                    collectionViewCell.contentView.contentMode = .center
                    collectionViewCell.contentView.insetsLayoutMarginsFromSafeArea = false
                    collectionViewCell.contentView.backgroundColor = UIColor.systemGray5
                    return [collectionViewCell]
                }),
                forCellWithReuseIdentifier: "FrameCell")
            return view2
        }
        return filmstripViewController
    }
}
