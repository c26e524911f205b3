import OpenTableViewShim

/// Pins of different heights in two columns (`MasonryLayout`), the layout's delegate answering
/// from the pins' aspect ratios.
class PinboardViewController: UICollectionViewController {

    struct Pin {
        let title: String
        let aspectRatio: CGFloat  // height / width
    }

    var pins: [Pin] = []

    convenience init() {
        self.init(collectionViewLayout: MasonryLayout())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let layout = collectionView?.collectionViewLayout as? MasonryLayout {
            layout.delegate = self
        }
        collectionView?.backgroundColor = .white
        collectionView?.contentInset = UIEdgeInsets(top: 23, left: 10, bottom: 10, right: 10)
        collectionView!.register(PinCell.self, forCellWithReuseIdentifier: "PinCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return pins.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PinCell", for: indexPath)
        if let cell = cell as? PinCell {
            cell.titleLabel.text = pins[indexPath.item].title
        }
        return cell
    }
}

extension PinboardViewController: MasonryLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        return (width * pins[indexPath.item].aspectRatio).rounded()
    }
}

class PinCell: UICollectionViewCell {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.layer.masksToBounds = true
        contentView.addSubview(titleLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
