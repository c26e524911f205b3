// generated from Trails.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Trails.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Trails", for `UIStoryboard(name: "Trails", bundle: nil)`.
@MainActor
enum TrailsStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "nC1-Tr-nav",
                scenes: [
                    UIStoryboard.Scene(
                        id: "tV2-Cv-ctl", identifier: nil, instantiate: { makeTrailsViewController($0) }),
                    UIStoryboard.Scene(
                        id: "nC1-Tr-nav", identifier: nil, instantiate: { makeNavigationController($0) }),
                    UIStoryboard.Scene(
                        id: "dV9-Tr-ctl", identifier: nil, instantiate: { makeTrailDetailViewController($0) }),
                ]),
            name: "Trails")
    }

    /// The scene of TrailsViewController.
    static func makeTrailsViewController(_ loader: NibLoader) -> UIViewController {
        let trailsViewController = loader.viewController(
            TrailsViewController.self, NibDecoder(navigationItem: NibDecoder.NavigationItemAttributes(title: "Trails")))
        loader.segue(.show, identifier: "showFeaturedTrail", from: trailsViewController, to: .scene("dV9-Tr-ctl"))
        loader.setView(of: trailsViewController) { (loader: NibLoader, trailsViewController: TrailsViewController) in
            let flowLayout = loader.layout(
                UICollectionViewFlowLayout.self,
                NibDecoder(
                    flowLayout: NibDecoder.FlowLayoutAttributes(
                        itemSize: CGSize(width: 128, height: 128),
                        estimatedItemSize: UICollectionViewFlowLayout.automaticSize)))
            let collectionView = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: flowLayout))
            collectionView.clipsToBounds = true
            collectionView.contentMode = .scaleToFill
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = UIColor.systemGroupedBackground
            collectionView.dataSource = trailsViewController
            collectionView.delegate = trailsViewController
            let showTrailSegue = loader.segue(
                .show, identifier: "showTrail", from: trailsViewController, to: .scene("dV9-Tr-ctl"))
            let showTrailMapSegue = loader.segue(
                .show, identifier: "showTrailMap", from: trailsViewController, to: .scene("dV9-Tr-ctl"))
            collectionView.register(
                UINib(UINib.Definition { loader in
                    let trailCell = loader.view(
                        TrailCell.self,
                        NibDecoder(frame: CGRect(x: 0, y: 0, width: 177, height: 172), reuseIdentifier: "TrailCell"))
                    trailCell.clipsToBounds = true
                    trailCell.contentMode = .center
                    trailCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                    trailCell.contentView.clipsToBounds = true
                    trailCell.contentView.contentMode = .center
                    trailCell.contentView.insetsLayoutMarginsFromSafeArea = false
                    let nameLabel = loader.view(
                        UILabel.self, NibDecoder(frame: CGRect(x: 12, y: 108, width: 153, height: 20.333333333333329)))
                    nameLabel.contentMode = .left
                    nameLabel.numberOfLines = 2
                    nameLabel.text = "Trail"
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    nameLabel.isUserInteractionEnabled = false
                    nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    trailCell.contentView.addSubview(nameLabel)
                    let lengthLabel = loader.view(
                        UILabel.self,
                        NibDecoder(frame: CGRect(x: 12, y: 136.33333333333334, width: 153, height: 17.666666666666657)))
                    lengthLabel.contentMode = .left
                    lengthLabel.text = "0.0 km"
                    lengthLabel.translatesAutoresizingMaskIntoConstraints = false
                    lengthLabel.isUserInteractionEnabled = false
                    lengthLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    lengthLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    lengthLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                    lengthLabel.textColor = UIColor.secondaryLabel
                    trailCell.contentView.addSubview(lengthLabel)
                    let button = loader.object(UIButton(type: .system))
                    button.frame = CGRect(x: 131, y: 8, width: 38, height: 30)
                    button.contentMode = .scaleToFill
                    button.translatesAutoresizingMaskIntoConstraints = false
                    button.setTitle("Map", for: .normal)
                    trailCell.contentView.addSubview(button)
                    trailCell.contentView.backgroundColor = UIColor.secondarySystemGroupedBackground
                    trailCell.contentView.addConstraints([
                        NSLayoutConstraint(
                            item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: trailCell.contentView,
                            attribute: .leading, multiplier: 1, constant: 12),
                        NSLayoutConstraint(
                            item: trailCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: nameLabel,
                            attribute: .trailing, multiplier: 1, constant: 12),
                        NSLayoutConstraint(
                            item: lengthLabel, attribute: .top, relatedBy: .equal, toItem: nameLabel,
                            attribute: .bottom, multiplier: 1, constant: 8),
                        NSLayoutConstraint(
                            item: lengthLabel, attribute: .leading, relatedBy: .equal, toItem: nameLabel,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: lengthLabel, attribute: .trailing, relatedBy: .equal, toItem: nameLabel,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: trailCell.contentView, attribute: .bottom, relatedBy: .equal, toItem: lengthLabel,
                            attribute: .bottom, multiplier: 1, constant: 18),
                        NSLayoutConstraint(
                            item: button, attribute: .top, relatedBy: .equal, toItem: trailCell.contentView,
                            attribute: .top, multiplier: 1, constant: 8),
                        NSLayoutConstraint(
                            item: trailCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: button,
                            attribute: .trailing, multiplier: 1, constant: 8),
                    ])
                    trailCell.lengthLabel = lengthLabel
                    trailCell.nameLabel = nameLabel
                    loader.trigger(showTrailMapSegue, from: button)
                    loader.trigger(showTrailSegue, fromSelectionOf: trailCell)
                    return [trailCell]
                }),
                forCellWithReuseIdentifier: "TrailCell")
            return collectionView
        }
        return trailsViewController
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let navigationController = loader.viewController(UINavigationController.self, NibDecoder())
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([loader.instantiateScene("tV2-Cv-ctl")], animated: false)
        return navigationController
    }

    /// The scene of TrailDetailViewController.
    static func makeTrailDetailViewController(_ loader: NibLoader) -> UIViewController {
        let trailDetailViewController = loader.viewController(
            TrailDetailViewController.self,
            NibDecoder(navigationItem: NibDecoder.NavigationItemAttributes(largeTitleDisplayMode: .never)))
        loader.setView(
            of: trailDetailViewController) { (
                loader: NibLoader, trailDetailViewController: TrailDetailViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let nameLabel2 = loader.view(
                UILabel.self, NibDecoder(frame: CGRect(x: 20, y: 179, width: 353, height: 33.666666666666657)))
            nameLabel2.contentMode = .left
            nameLabel2.numberOfLines = 0
            nameLabel2.text = "Name"
            nameLabel2.textAlignment = .natural
            nameLabel2.translatesAutoresizingMaskIntoConstraints = false
            nameLabel2.isUserInteractionEnabled = false
            nameLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            nameLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            nameLabel2.font = UIFont.preferredFont(forTextStyle: .title1)
            view.addSubview(nameLabel2)
            let lengthLabel2 = loader.view(
                UILabel.self,
                NibDecoder(frame: CGRect(x: 20, y: 220.66666666666666, width: 353, height: 20.333333333333343)))
            lengthLabel2.contentMode = .left
            lengthLabel2.text = "Length"
            lengthLabel2.textAlignment = .natural
            lengthLabel2.translatesAutoresizingMaskIntoConstraints = false
            lengthLabel2.isUserInteractionEnabled = false
            lengthLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            lengthLabel2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            lengthLabel2.font = UIFont.preferredFont(forTextStyle: .body)
            lengthLabel2.textColor = UIColor.secondaryLabel
            view.addSubview(lengthLabel2)
            view.backgroundColor = UIColor.systemBackground
            view.addConstraints([
                NSLayoutConstraint(
                    item: nameLabel2, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 24),
                NSLayoutConstraint(
                    item: nameLabel2, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: nameLabel2,
                    attribute: .trailing, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: lengthLabel2, attribute: .top, relatedBy: .equal, toItem: nameLabel2, attribute: .bottom,
                    multiplier: 1, constant: 8),
                NSLayoutConstraint(
                    item: lengthLabel2, attribute: .leading, relatedBy: .equal, toItem: nameLabel2, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: lengthLabel2, attribute: .trailing, relatedBy: .equal, toItem: nameLabel2,
                    attribute: .trailing, multiplier: 1, constant: 0),
            ])
            trailDetailViewController.lengthLabel = lengthLabel2
            trailDetailViewController.nameLabel = nameLabel2
            return view
        }
        return trailDetailViewController
    }
}
