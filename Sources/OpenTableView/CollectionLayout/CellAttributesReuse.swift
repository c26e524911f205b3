import Foundation

/// The cells' attributes a built-in layout answered last from `layoutAttributesForElements(in:)`,
/// kept so its next answer can hand the same objects out again for the items still in the
/// rectangle instead of allocating new ones: a scroll step's answer is mostly the items of the
/// previous one, and an attributes object's allocation and release were a fifth of a list's
/// answer.
///
/// An object is reused only when nothing but this cache holds it
/// (`isKnownUniquelyReferenced`): the collection view, a subclass that edited
/// `super.layoutAttributesForElements(in:)`, a `visibleItemsInvalidationHandler` or a cell that
/// kept it all see objects nobody else changes. A reused object gets every value set again, so
/// an answer is the same as one of fresh objects.
///
/// Use: ``begin()``, then ``attributes(section:item:frame:)`` per cell in the answer's order
/// (index-path order for a reuse to be found), then ``end()``.
struct CellAttributesReuse {
    /// An item: its section and item numbers.
    private struct Key {
        var section: Int
        var item: Int
    }

    // Keys and objects in two arrays: the keys are plain values, so emptying their array costs
    // nothing per element (an array of structs holding the object went through a value
    // witness per element, a tenth of the answer).
    /// The last answer's cells, in the order they were answered.
    private var previousKeys: [Key] = []
    private var previousObjects: [CollectionViewLayoutAttributes] = []
    /// The answer being made.
    private var currentKeys: [Key] = []
    private var currentObjects: [CollectionViewLayoutAttributes] = []
    /// The first entry of the previous answer not yet passed.
    private var cursor = 0

    /// Starts an answer.
    mutating func begin() {
        cursor = 0
    }

    /// The attributes of the cell of the item `item` of `section` at `frame`: the previous
    /// answer's object for that item when nothing else holds it, else a new one of
    /// `attributesClass` (the layout's `layoutAttributesClass`; a subclass's are always new, since
    /// resetting would keep the values it adds).
    @MainActor
    mutating func attributes(
        section: Int, item: Int, frame: CGRect,
        of attributesClass: CollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self
    ) -> CollectionViewLayoutAttributes {
        while cursor < previousKeys.count
            && (previousKeys[cursor].section < section
                || (previousKeys[cursor].section == section && previousKeys[cursor].item < item))
        {
            cursor += 1
        }
        let attributes: CollectionViewLayoutAttributes
        if attributesClass == CollectionViewLayoutAttributes.self, cursor < previousKeys.count,
            previousKeys[cursor].section == section, previousKeys[cursor].item == item,
            isKnownUniquelyReferenced(&previousObjects[cursor])
        {
            attributes = previousObjects[cursor]
            attributes.reset(section: section, item: item, frame: frame)
            cursor += 1
        } else {
            attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
            attributes.frame = frame
        }
        currentKeys.append(Key(section: section, item: item))
        currentObjects.append(attributes)
        return attributes
    }

    /// Ends an answer: its cells are kept for the next one, the previous answer's let go.
    mutating func end() {
        swap(&previousKeys, &currentKeys)
        swap(&previousObjects, &currentObjects)
        currentKeys.removeAll(keepingCapacity: true)
        currentObjects.removeAll(keepingCapacity: true)
        cursor = 0
    }
}

extension CollectionViewLayoutAttributes {
    /// Sets every value of a cell's attributes object the layout made (and no one else holds)
    /// as a new one's for the item `item` of `section` at `frame` (a subclass may have edited
    /// any of them, the index path too).
    final func reset(section: Int, item: Int, frame: CGRect) {
        indexPath = IndexPath(item: item, section: section)
        self.frame = frame
        alpha = 1
        zIndex = 0
        isHidden = false
        if !transform.isIdentity { transform = .identity }
    }
}
