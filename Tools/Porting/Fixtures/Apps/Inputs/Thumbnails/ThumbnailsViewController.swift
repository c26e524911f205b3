//
//  ThumbnailsViewController.swift
//  Thumbnails
//

import UIKit

class ThumbnailsViewController: UIViewController {
    var collectionView: UICollectionView!
    let refreshControl = UIRefreshControl()
    let loader: ImageLoader
    var thumbnails: [Thumbnail] = []
    var prefetchTokens = [IndexPath: UUID?]()
    var loadThumbnails: (@escaping ([Thumbnail]) -> Void) -> Void = { completion in completion([]) }
    let columns: CGFloat = 3
    let spacing: CGFloat = 2

    init(loader: ImageLoader = ImageLoader.shared) {
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Thumbnails"

        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        collectionView.allowsMultipleSelection = true
        view.addSubview(collectionView)

        refreshControl.addTarget(self, action: #selector(refreshThumbnails(_:)), for: .valueChanged)
        collectionView.refreshControl = refreshControl

        reload()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        collectionView.collectionViewLayout.invalidateLayout()
    }

    @objc func refreshThumbnails(_ sender: UIRefreshControl) {
        reload()
    }

    func reload() {
        loadThumbnails { [weak self] thumbnails in
            DispatchQueue.main.async {
                self?.thumbnails = thumbnails
                self?.collectionView.reloadData()
                self?.refreshControl.endRefreshing()
            }
        }
    }

    var selectedThumbnails: [Thumbnail] {
        let indexPaths = collectionView.indexPathsForSelectedItems ?? []
        return indexPaths.sorted().map { thumbnails[$0.item] }
    }
}

extension ThumbnailsViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return thumbnails.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath) as! ThumbnailCell
        let thumbnail = thumbnails[indexPath.item]
        cell.representedIdentifier = thumbnail.identifier
        cell.titleLabel.text = thumbnail.title

        let token = loader.loadImage(thumbnail.url) { result in
            guard cell.representedIdentifier == thumbnail.identifier else { return }
            if case .success(let image) = result {
                cell.imageView.image = image
            }
        }
        cell.onReuse = { [weak self] in
            if let token = token {
                self?.loader.cancelLoad(token)
            }
        }
        return cell
    }
}
