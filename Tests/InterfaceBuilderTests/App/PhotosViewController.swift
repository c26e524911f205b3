import OpenTableViewShim

/// The photo grid: a storyboard collection view controller whose flow layout, prototype cell and
/// section header come from the storyboard; a tap on a photo shows it through the cell's segue.
final class PhotosViewController: UICollectionViewController {
    var photos = ["Beach", "Forest", "Harbour", "Snow", "Dunes"]
    var allowsDetail = true

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        LoadingLog.record("PhotosViewController.init(coder:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        LoadingLog.record("PhotosViewController.viewDidLoad layout=\(type(of: collectionViewLayout))")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.captionLabel.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "AlbumHeader", for: indexPath) as! AlbumHeaderView
        header.titleLabel.text = "Summer"
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        LoadingLog.record("didSelectItemAt \(indexPath.item)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        LoadingLog.record("shouldPerformSegue \(identifier)")
        return allowsDetail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        LoadingLog.record("prepare \(segue.identifier ?? "-")")
        if let cell = sender as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell) {
            (segue.destination as! DetailViewController).item = photos[indexPath.item]
        }
    }
}
