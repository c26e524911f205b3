import OpenTableViewShim

/// Cards a little narrower than the screen, side by side; a drag comes to rest with a card in the
/// middle (the layout's `targetContentOffset`), and the page label follows.
class SnappingFlowLayout: UICollectionViewFlowLayout {

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 16
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pageWidth = itemSize.width + minimumLineSpacing
        let page = round(proposedContentOffset.x / pageWidth)
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}

class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {

    var collectionView: UICollectionView!
    let pageLabel = UILabel()
    let layout = SnappingFlowLayout()
    var cities = ["Lisbon", "Porto", "Faro", "Braga", "Coimbra"]
    private(set) var currentPage = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(CityCardCell.self, forCellWithReuseIdentifier: "CityCard")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        view.addSubview(pageLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)
        pageLabel.frame = CGRect(x: 0, y: 248, width: view.bounds.width, height: 20)
        let width = floor(view.frame.width * 0.8)
        let inset = (view.frame.width - width) / 2
        if layout.itemSize.width != width {
            layout.itemSize = CGSize(width: width, height: 200)
            layout.sectionInset = UIEdgeInsets(top: 20, left: inset, bottom: 20, right: inset)
        }
        updatePageLabel()
    }

    func updatePageLabel() {
        pageLabel.text = "\(currentPage + 1) of \(cities.count)"
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return cities.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CityCard", for: indexPath) as! CityCardCell
        cell.nameLabel.text = cities[indexPath.item]
        return cell
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate {
            let pageWidth = layout.itemSize.width + layout.minimumLineSpacing
            currentPage = Int(round(scrollView.contentOffset.x / pageWidth))
            updatePageLabel()
        }
    }
}

class CityCardCell: UICollectionViewCell {
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
        contentView.layer.cornerRadius = 12
        nameLabel.font = UIFont.boldSystemFont(ofSize: 22)
        contentView.addSubview(nameLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
    }
}
