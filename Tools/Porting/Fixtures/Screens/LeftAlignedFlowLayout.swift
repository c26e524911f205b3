import OpenTableViewShim

/// A flow layout whose lines start at the section's left inset, instead of spreading their items
/// across the width as `UICollectionViewFlowLayout` does.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
	override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
		guard let attributes = super.layoutAttributesForElements(in: rect)?.map({ $0.copy() as! UICollectionViewLayoutAttributes }) else {
			return nil
		}
		var leftMargin = sectionInset.left
		var maxY: CGFloat = -1.0
		for layoutAttribute in attributes where layoutAttribute.representedElementCategory == .cell {
			if layoutAttribute.frame.origin.y >= maxY {
				leftMargin = sectionInset.left
			}
			layoutAttribute.frame.origin.x = leftMargin
			leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
			maxY = max(layoutAttribute.frame.maxY, maxY)
		}
		return attributes
	}
}
