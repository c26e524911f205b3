import OpenTableViewShim

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

	// MARK: - UICollectionViewDataSource
	override func numberOfSections(in collectionView: UICollectionView) -> Int {
		return Section.allCases.count
	}

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		switch Section(rawValue: section)! {
		case .featured: return featured.count
		case .nearby: return nearby.count
		}
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let trail = self.trail(at: indexPath)
		switch Section(rawValue: indexPath.section)! {
		case .featured:
			let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FeaturedTrailCell.identifier, for: indexPath) as! FeaturedTrailCell
			cell.configure(with: trail)
			return cell
		case .nearby:
			let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TrailCell", for: indexPath) as! TrailCell
			cell.nameLabel.text = trail.name
			cell.lengthLabel.text = trail.formattedLength
			return cell
		}
	}

	override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
		let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: TrailSectionHeader.reuseIdentifier, for: indexPath) as! TrailSectionHeader
		header.titleLabel.text = Section(rawValue: indexPath.section)?.title
		return header
	}

	// MARK: - UICollectionViewDelegate
	override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		// The nearby cells come from the storyboard and perform their own segue; the featured
		// cells come from a nib, which cannot hold one.
		if indexPath.section == Section.featured.rawValue {
			performSegue(withIdentifier: "showFeaturedTrail", sender: self)
		}
	}
}
