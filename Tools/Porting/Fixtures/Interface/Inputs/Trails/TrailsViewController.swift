import UIKit

class TrailsViewController: UICollectionViewController {
	enum Section: Int, CaseIterable {
		case featured
		case nearby

		var title: String {
			switch self {
			case .featured: return "Featured"
			case .nearby: return "Nearby"
			}
		}
	}

	var featured = Trail.featured
	var nearby = Trail.nearby

	required init?(coder: NSCoder) {
		super.init(coder: coder)
		title = "Trails"
		navigationItem.largeTitleDisplayMode = .always
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		collectionView.register(UINib(nibName: FeaturedTrailCell.identifier, bundle: nil), forCellWithReuseIdentifier: FeaturedTrailCell.identifier)
		collectionView.register(UINib(nibName: "TrailSectionHeader", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: TrailSectionHeader.reuseIdentifier)
		collectionView.collectionViewLayout = makeLayout()
	}

	func trail(at indexPath: IndexPath) -> Trail {
		switch Section(rawValue: indexPath.section)! {
		case .featured: return featured[indexPath.item]
		case .nearby: return nearby[indexPath.item]
		}
	}

	// MARK: - Navigation

	override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
		guard let detail = segue.destination as? TrailDetailViewController else { return }
		switch segue.identifier {
		case "showTrail", "showFeaturedTrail":
			if let indexPath = collectionView.indexPathsForSelectedItems?.first {
				detail.trail = trail(at: indexPath)
			}
		case "showTrailMap":
			// The Map button of a cell: find its item from where the button is.
			if let button = sender as? UIButton,
				let indexPath = collectionView.indexPathForItem(at: button.convert(CGPoint.zero, to: collectionView)) {
				detail.trail = trail(at: indexPath)
				detail.opensMap = true
			}
		default:
			break
		}
	}
}
