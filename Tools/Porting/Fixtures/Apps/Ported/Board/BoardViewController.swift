import OpenTableViewShim

class BoardViewController: UICollectionViewController {
	var columns: [Column] = [
		Column(name: "TO DO", cards: [Card(title: "Write the release notes"), Card(title: "Fix the login crash on iPad"), Card(title: "Translate the onboarding")]),
		Column(name: "DONE", cards: [Card(title: "Ship 2.3", done: true)]),
	]
	private var longPress: UILongPressGestureRecognizer!

	init() {
		let layout = UICollectionViewFlowLayout()
		layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
		layout.minimumLineSpacing = 8
		layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
		super.init(collectionViewLayout: layout)
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Board"
		collectionView?.backgroundColor = UIColor(white: 0.95, alpha: 1)
		collectionView?.register(CardCell.self, forCellWithReuseIdentifier: "CardCell")
		collectionView?.register(ColumnHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: ColumnHeaderView.reuseIdentifier)
		navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Finish") { [unowned self] _ in self.finishSelected() })

		installsStandardGestureForInteractiveMovement = false
		longPress = UILongPressGestureRecognizer { [weak self] recognizer in self?.handleLongGesture(gesture: recognizer) }
		collectionView?.addGestureRecognizer(longPress)
	}

	override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
		super.viewWillTransition(to: size, with: coordinator)
		coordinator.animate(alongsideTransition: { _ in
			self.collectionViewLayout.invalidateLayout()
		}, completion: nil)
	}

	func handleLongGesture(gesture: UILongPressGestureRecognizer) {
		switch gesture.state {
		case .began:
			guard let selectedIndexPath = collectionView?.indexPathForItem(at: gesture.location(in: collectionView)) else {
				break
			}
			collectionView?.beginInteractiveMovementForItem(at: selectedIndexPath)
		case .changed:
			collectionView?.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
		case .ended:
			collectionView?.endInteractiveMovement()
		default:
			collectionView?.cancelInteractiveMovement()
		}
	}

	/// Moves the selected cards to DONE, ticking them off, in one animated update.
	func finishSelected() {
		guard let selected = collectionView?.indexPathsForSelectedItems, !selected.isEmpty else { return }
		let toMove = selected.filter { $0.section == 0 }.sorted(by: >)
		var moved = [Card]()
		for indexPath in toMove {
			var card = columns[0].cards.remove(at: indexPath.item)
			card.done = true
			moved.append(card)
		}
		let insertAt = columns[1].cards.count
		columns[1].cards.append(contentsOf: moved)
		collectionView?.performBatchUpdates({
			self.collectionView?.deleteItems(at: toMove)
			self.collectionView?.insertItems(at: (0..<moved.count).map { IndexPath(item: insertAt + $0, section: 1) })
		}, completion: { finished in
			self.collectionView?.reloadSections(IndexSet(integer: 1))
		})
	}

	func addCard(_ title: String) {
		columns[0].cards.insert(Card(title: title), at: 0)
		collectionView?.insertItems(at: [IndexPath(item: 0, section: 0)])
	}

	// MARK: UICollectionViewDataSource

	override func numberOfSections(in collectionView: UICollectionView) -> Int {
		return columns.count
	}

	override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return columns[section].cards.count
	}

	override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CardCell", for: indexPath) as! CardCell
		cell.configure(with: columns[indexPath.section].cards[indexPath.item])
		return cell
	}

	override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
		let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: ColumnHeaderView.reuseIdentifier, for: indexPath) as! ColumnHeaderView
		header.label.text = "\(columns[indexPath.section].name) (\(columns[indexPath.section].cards.count))"
		return header
	}

	override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
		return true
	}

	override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
		let card = columns[sourceIndexPath.section].cards.remove(at: sourceIndexPath.item)
		columns[destinationIndexPath.section].cards.insert(card, at: destinationIndexPath.item)
	}

	// MARK: UICollectionViewDelegate

	override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
		return indexPath.section == 0
	}

	override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
		if !isEditing {
			collectionView.deselectItem(at: indexPath, animated: true)
			let detail = CardDetailViewController(card: columns[indexPath.section].cards[indexPath.item])
			navigationController?.pushViewController(detail, animated: true)
		}
	}
}

extension BoardViewController: UICollectionViewDelegateFlowLayout {
	func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
		return CGSize(width: collectionView.frame.width, height: 36)
	}
}
