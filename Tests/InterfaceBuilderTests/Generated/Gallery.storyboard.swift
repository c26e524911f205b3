// generated from Gallery.storyboard by otv-port; do not edit
//
// (Hand-written, before the converter wrote collection views, with the run-time calls it now
// generates (Compatibility/InterfaceBuilder.md, "(d) A collection view controller"); the
// converter's own output names its functions and locals differently (`makeAlbum`, `flowLayout`):
// see Tools/Porting/Fixtures/Interface/Ported/Photos/.)

import OpenTableViewShim

@MainActor
enum Gallery_storyboard {
    static func register() {
        UIStoryboard.register(definition, name: "Gallery")
    }

    static var definition: UIStoryboard.Definition {
        UIStoryboard.Definition(
            initialScene: "Gal-Nav-001",
            scenes: [
                UIStoryboard.Scene(id: "Gal-Nav-001", instantiate: navigationController),
                UIStoryboard.Scene(id: "Pht-Grd-002", identifier: "Photos", instantiate: photosViewController),
                UIStoryboard.Scene(id: "Pht-Dtl-003", identifier: "Photo", instantiate: detailViewController),
                UIStoryboard.Scene(id: "Shf-Vew-004", identifier: "Shelf", instantiate: shelfViewController),
            ])
    }

    // <navigationController id="Gal-Nav-001">
    private static func navigationController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(UINavigationController.self, NibDecoder())
        controller.setViewControllers([loader.instantiateScene("Pht-Grd-002")], animated: false)
        return controller
    }

    // <collectionViewController storyboardIdentifier="Photos" customClass="PhotosViewController" id="Pht-Grd-002">
    private static func photosViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(
            PhotosViewController.self, NibDecoder(title: "Photos", storyboardIdentifier: "Photos"))
        // <segue destination="Pht-Dtl-003" kind="show" identifier="showPhoto" id="Seg-Pht-001"/>
        let segue1 = loader.segue(.show, identifier: "showPhoto", from: controller, to: .scene("Pht-Dtl-003"))
        loader.setView(of: controller) { loader, controller in
            // <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12"
            //     minimumInteritemSpacing="8" id="Flw-Lay-001">
            //     <size key="itemSize" width="115" height="150"/>
            //     <size key="headerReferenceSize" width="393" height="44"/>
            //     <size key="footerReferenceSize" width="0.0" height="0.0"/>
            //     <inset key="sectionInset" minX="10" minY="8" maxX="10" maxY="8"/>
            let flowLayout1 = loader.layout(
                UICollectionViewFlowLayout.self,
                NibDecoder(
                    flowLayout: NibDecoder.FlowLayoutAttributes(
                        itemSize: CGSize(width: 115, height: 150), minimumLineSpacing: 12, minimumInteritemSpacing: 8,
                        headerReferenceSize: CGSize(width: 393, height: 44),
                        sectionInset: UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10))))
            // <collectionView dataMode="prototypes" id="Col-Vew-001">
            let collectionView1 = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: flowLayout1))
            collectionView1.backgroundColor = .systemBackground
            collectionView1.alwaysBounceVertical = true
            // <collectionViewCell reuseIdentifier="PhotoCell" customClass="PhotoCell" id="Pht-Cel-001">
            collectionView1.register(
                UINib(
                    UINib.Definition { loader in
                        let cell = loader.view(
                            PhotoCell.self,
                            NibDecoder(
                                frame: CGRect(x: 10, y: 52, width: 115, height: 150), reuseIdentifier: "PhotoCell"))
                        // <collectionViewCellContentView key="contentView"> holds the label.
                        let label1 = loader.view(
                            UILabel.self, NibDecoder(frame: CGRect(x: 0, y: 121, width: 115, height: 21)))
                        label1.text = "Caption"
                        label1.translatesAutoresizingMaskIntoConstraints = false
                        cell.contentView.addSubview(label1)
                        cell.contentView.addConstraints([
                            NSLayoutConstraint(
                                item: label1, attribute: .leading, relatedBy: .equal, toItem: cell.contentView,
                                attribute: .leading, multiplier: 1, constant: 0),
                            NSLayoutConstraint(
                                item: cell.contentView, attribute: .trailing, relatedBy: .equal, toItem: label1,
                                attribute: .trailing, multiplier: 1, constant: 0),
                            NSLayoutConstraint(
                                item: cell.contentView, attribute: .bottom, relatedBy: .equal, toItem: label1,
                                attribute: .bottom, multiplier: 1, constant: 8),
                        ])
                        cell.captionLabel = label1
                        loader.trigger(segue1, fromSelectionOf: cell)
                        return [cell]
                    }),
                forCellWithReuseIdentifier: "PhotoCell")
            // <collectionReusableView key="sectionHeaderView" reuseIdentifier="AlbumHeader"
            //     customClass="AlbumHeaderView" id="Alb-Hdr-001">
            collectionView1.register(
                UINib(
                    UINib.Definition { loader in
                        let view = loader.view(
                            AlbumHeaderView.self,
                            NibDecoder(
                                frame: CGRect(x: 0, y: 0, width: 393, height: 44), reuseIdentifier: "AlbumHeader"))
                        let label1 = loader.view(
                            UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 11, width: 200, height: 22)))
                        label1.text = "Album"
                        view.addSubview(label1)
                        view.titleLabel = label1
                        return [view]
                    }),
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "AlbumHeader")
            // <connections> dataSource and delegate to the controller.
            collectionView1.dataSource = controller
            collectionView1.delegate = controller
            return collectionView1
        }
        return controller
    }

    // <viewController storyboardIdentifier="Photo" customClass="DetailViewController" id="Pht-Dtl-003">
    private static func detailViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(DetailViewController.self, NibDecoder(title: "Photo"))
        loader.setView(of: controller) { loader, controller in
            let view1 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            let label1 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 120, width: 361, height: 21)))
            view1.addSubview(label1)
            controller.nameLabel = label1
            return view1
        }
        return controller
    }

    // <viewController storyboardIdentifier="Shelf" customClass="ShelfViewController" id="Shf-Vew-004">
    private static func shelfViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(ShelfViewController.self, NibDecoder(storyboardIdentifier: "Shelf"))
        loader.setView(of: controller) { loader, controller in
            let view1 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            // <collectionViewLayout key="collectionViewLayout" customClass="ShelfLayout" id="Shf-Lay-001"/>
            let layout1 = loader.layout(ShelfLayout.self, NibDecoder())
            // <collectionView dataMode="prototypes" id="Shf-Col-001">
            let collectionView1 = loader.view(
                UICollectionView.self,
                NibDecoder(frame: CGRect(x: 0, y: 100, width: 393, height: 200), collectionViewLayout: layout1))
            // <collectionViewCell reuseIdentifier="BookCell" id="Bok-Cel-001">
            collectionView1.register(
                UINib(
                    UINib.Definition { loader in
                        let cell = loader.view(
                            UICollectionViewCell.self,
                            NibDecoder(frame: CGRect(x: 0, y: 0, width: 80, height: 200), reuseIdentifier: "BookCell"))
                        return [cell]
                    }),
                forCellWithReuseIdentifier: "BookCell")
            view1.addSubview(collectionView1)
            collectionView1.dataSource = controller
            controller.collectionView = collectionView1
            return view1
        }
        return controller
    }
}
