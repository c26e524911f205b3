// Compile-time proof of Compatibility/API.md's "UICollectionViewController" section: every
// member marked "yes" or "partial" is referenced once, in UIKit's spelling through the shim, after
// its "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionViewController {
        // API: UICollectionViewController
        final class AlbumsViewController: UICollectionViewController {
            var albums = ["Summer", "Winter"]

            // API: UICollectionViewController.init(nibName:bundle:)
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                // API: UICollectionViewController.clearsSelectionOnViewWillAppear
                clearsSelectionOnViewWillAppear = false
                // API: UICollectionViewController.installsStandardGestureForInteractiveMovement
                installsStandardGestureForInteractiveMovement = false
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                // API: UICollectionViewController.collectionView
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Album")
                // API: UICollectionViewController.collectionViewLayout
                _ = collectionViewLayout as? UICollectionViewFlowLayout
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                albums.count
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath)
            }
        }

        static func make() -> UICollectionViewController {
            // API: UICollectionViewController.init(collectionViewLayout:)
            UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        }
    }
#endif
