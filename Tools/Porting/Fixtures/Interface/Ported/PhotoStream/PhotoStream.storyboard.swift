// generated from PhotoStream.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `PhotoStream.storyboard`, converted by otv-port: `register()` registers it under the name
/// "PhotoStream", for `UIStoryboard(name: "PhotoStream", bundle: nil)`.
@MainActor
enum PhotoStreamStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Ps1-Nc-q1A",
                scenes: [
                    UIStoryboard.Scene(
                        id: "Ps3-Cv-s3C", identifier: nil, instantiate: { makePhotoStreamViewController($0) }),
                    UIStoryboard.Scene(
                        id: "Pp1-Vc-a1K", identifier: nil, instantiate: { makePinPhotoViewController($0) }),
                    UIStoryboard.Scene(
                        id: "Ps1-Nc-q1A", identifier: nil, instantiate: { makeNavigationController($0) }),
                ]),
            name: "PhotoStream")
    }

    /// The scene of PhotoStreamViewController.
    static func makePhotoStreamViewController(_ loader: NibLoader) -> UIViewController {
        let photoStreamViewController = loader.viewController(
            PhotoStreamViewController.self,
            NibDecoder(navigationItem: NibDecoder.NavigationItemAttributes(title: "RWDevCon")))
        loader.setView(
            of: photoStreamViewController) { (
                loader: NibLoader, photoStreamViewController: PhotoStreamViewController) in
            let pinterestLayout = loader.layout(PinterestLayout.self, NibDecoder())
            let collectionView = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: pinterestLayout))
            collectionView.clipsToBounds = true
            collectionView.contentMode = .scaleToFill
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = UIColor(white: 0, alpha: 0)
            collectionView.dataSource = photoStreamViewController
            collectionView.delegate = photoStreamViewController
            let showPhotoSegue = loader.segue(
                .show, identifier: "ShowPhoto", from: photoStreamViewController, to: .scene("Pp1-Vc-a1K"))
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let annotatedPhotoCell = loader.view(
                        AnnotatedPhotoCell.self,
                        NibDecoder(
                            frame: CGRect(x: 0, y: 0, width: 180, height: 180), reuseIdentifier: "AnnotatedPhotoCell"))
                    annotatedPhotoCell.clipsToBounds = true
                    annotatedPhotoCell.contentMode = .center
                    annotatedPhotoCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                    annotatedPhotoCell.contentView.clipsToBounds = true
                    annotatedPhotoCell.contentView.contentMode = .center
                    let containerView = loader.view(
                        RoundedCornersView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 180, height: 180)))
                    containerView.contentMode = .scaleToFill
                    containerView.translatesAutoresizingMaskIntoConstraints = false
                    let imageView = loader.view(
                        UIImageView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 180, height: 180)))
                    imageView.contentMode = .scaleAspectFill
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                    imageView.isUserInteractionEnabled = false
                    imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    containerView.addSubview(imageView)
                    let captionLabel = loader.view(
                        UILabel.self, NibDecoder(frame: CGRect(x: 4, y: 136, width: 172, height: 20)))
                    captionLabel.contentMode = .left
                    captionLabel.text = "Caption"
                    captionLabel.textAlignment = .natural
                    captionLabel.translatesAutoresizingMaskIntoConstraints = false
                    captionLabel.isUserInteractionEnabled = false
                    captionLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    captionLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    captionLabel.font = UIFont(name: "AvenirNext-DemiBold", size: 14) ?? UIFont.systemFont(ofSize: 14)
                    captionLabel.textColor = UIColor(white: 1, alpha: 1)
                    containerView.addSubview(captionLabel)
                    let commentLabel = loader.view(
                        UILabel.self, NibDecoder(frame: CGRect(x: 4, y: 156, width: 172, height: 18)))
                    commentLabel.contentMode = .left
                    commentLabel.numberOfLines = 2
                    commentLabel.text = "Comment"
                    commentLabel.textAlignment = .natural
                    commentLabel.translatesAutoresizingMaskIntoConstraints = false
                    commentLabel.isUserInteractionEnabled = false
                    commentLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    commentLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    commentLabel.font = UIFont(name: "AvenirNext-Regular", size: 12) ?? UIFont.systemFont(ofSize: 12)
                    commentLabel.textColor = UIColor(white: 1, alpha: 1)
                    containerView.addSubview(commentLabel)
                    containerView.backgroundColor = UIColor(
                        red: 0.047058823529411764, green: 0.15686274509803921, blue: 0.21568627450980393, alpha: 1)
                    containerView.cornerRadius = 5
                    annotatedPhotoCell.contentView.addSubview(containerView)
                    containerView.addConstraints([
                        NSLayoutConstraint(
                            item: imageView, attribute: .top, relatedBy: .equal, toItem: containerView, attribute: .top,
                            multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: imageView, attribute: .leading, relatedBy: .equal, toItem: containerView,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: containerView, attribute: .trailing, relatedBy: .equal, toItem: imageView,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: containerView, attribute: .bottom, relatedBy: .equal, toItem: imageView,
                            attribute: .bottom, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: captionLabel, attribute: .leading, relatedBy: .equal, toItem: containerView,
                            attribute: .leading, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: containerView, attribute: .trailing, relatedBy: .equal, toItem: captionLabel,
                            attribute: .trailing, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: commentLabel, attribute: .top, relatedBy: .equal, toItem: captionLabel,
                            attribute: .bottom, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: commentLabel, attribute: .leading, relatedBy: .equal, toItem: containerView,
                            attribute: .leading, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: containerView, attribute: .trailing, relatedBy: .equal, toItem: commentLabel,
                            attribute: .trailing, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: containerView, attribute: .bottom, relatedBy: .equal, toItem: commentLabel,
                            attribute: .bottom, multiplier: 1, constant: 6),
                    ])
                    annotatedPhotoCell.addConstraints([
                        NSLayoutConstraint(
                            item: containerView, attribute: .top, relatedBy: .equal, toItem: annotatedPhotoCell,
                            attribute: .top, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: containerView, attribute: .leading, relatedBy: .equal, toItem: annotatedPhotoCell,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: annotatedPhotoCell, attribute: .trailing, relatedBy: .equal, toItem: containerView,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: annotatedPhotoCell, attribute: .bottom, relatedBy: .equal, toItem: containerView,
                            attribute: .bottom, multiplier: 1, constant: 0),
                    ])
                    annotatedPhotoCell.captionLabel = captionLabel
                    annotatedPhotoCell.commentLabel = commentLabel
                    annotatedPhotoCell.containerView = containerView
                    annotatedPhotoCell.imageView = imageView
                    loader.trigger(showPhotoSegue, fromSelectionOf: annotatedPhotoCell)
                    return [annotatedPhotoCell]
                }),
                forCellWithReuseIdentifier: "AnnotatedPhotoCell")
            return collectionView
        }
        return photoStreamViewController
    }

    /// The scene of PinPhotoViewController.
    static func makePinPhotoViewController(_ loader: NibLoader) -> UIViewController {
        let pinPhotoViewController = loader.viewController(PinPhotoViewController.self, NibDecoder())
        loader.setView(
            of: pinPhotoViewController) { (loader: NibLoader, pinPhotoViewController: PinPhotoViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let imageView2 = loader.view(
                UIImageView.self, NibDecoder(frame: CGRect(x: 0, y: 64, width: 375, height: 543)))
            imageView2.contentMode = .scaleAspectFit
            imageView2.translatesAutoresizingMaskIntoConstraints = false
            imageView2.isUserInteractionEnabled = false
            imageView2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            imageView2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            view.addSubview(imageView2)
            let captionLabel2 = loader.view(
                UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 615, width: 343, height: 24)))
            captionLabel2.contentMode = .left
            captionLabel2.text = "Caption"
            captionLabel2.textAlignment = .center
            captionLabel2.translatesAutoresizingMaskIntoConstraints = false
            captionLabel2.isUserInteractionEnabled = false
            captionLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            captionLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            captionLabel2.font = UIFont.systemFont(ofSize: 20)
            view.addSubview(captionLabel2)
            view.backgroundColor = UIColor(white: 1, alpha: 1)
            view.addConstraints([
                NSLayoutConstraint(
                    item: imageView2, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: imageView2, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .trailing, relatedBy: .equal, toItem: imageView2, attribute: .trailing,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: captionLabel2, attribute: .top, relatedBy: .equal, toItem: imageView2, attribute: .bottom,
                    multiplier: 1, constant: 8),
                NSLayoutConstraint(
                    item: captionLabel2, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: view, attribute: .trailing, relatedBy: .equal, toItem: captionLabel2, attribute: .trailing,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal, toItem: captionLabel2,
                    attribute: .bottom, multiplier: 1, constant: 28),
            ])
            pinPhotoViewController.captionLabel = captionLabel2
            pinPhotoViewController.imageView = imageView2
            return view
        }
        return pinPhotoViewController
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let navigationController = loader.viewController(UINavigationController.self, NibDecoder())
        navigationController.setViewControllers([loader.instantiateScene("Ps3-Cv-s3C")], animated: false)
        return navigationController
    }
}
