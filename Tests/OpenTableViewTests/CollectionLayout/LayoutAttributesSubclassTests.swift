import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Layout attributes that carry more values, as Apple's subclassing notes describe them: "Because
/// layout attribute objects may be copied by the collection view, make sure your subclass conforms
/// to the NSCopying protocol by implementing any methods appropriate for copying your custom
/// attributes to new instances of your subclass. In addition to defining your subclass, your
/// cells, supplementary views, and decoration views must implement the `apply(_:)` method"
/// (`UICollectionViewLayoutAttributes`), and a layout names its class with
/// `layoutAttributesClass` ("If you subclass UICollectionViewLayoutAttributes … override this
/// method and return your subclass"). Kodeco's first Pinterest layout carried each photo's height
/// this way.
@MainActor
@Suite struct LayoutAttributesSubclassTests {
    final class PhotoAttributes: CollectionViewLayoutAttributes {
        var photoHeight: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! PhotoAttributes
            copy.photoHeight = photoHeight
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? PhotoAttributes, other.photoHeight == photoHeight else { return false }
            return super.isEqual(object)
        }
    }

    /// A flow layout whose attributes are `PhotoAttributes`, each given a photo height of three
    /// quarters of its item's height.
    final class PhotoFlowLayout: CollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect)
            for case let photo as PhotoAttributes in attributes ?? [] {
                photo.photoHeight = photo.frame.height * 3 / 4
            }
            return attributes
        }
    }

    final class PhotoCell: CollectionViewCell {
        var appliedPhotoHeight: CGFloat?

        override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            if let attributes = layoutAttributes as? PhotoAttributes {
                appliedPhotoHeight = attributes.photoHeight
            }
        }
    }

    final class Source: NSObject, CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }

        func collectionView(
            _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
    }

    @Test func theBaseLayoutMakesPlainAttributesAndASubclassNamesItsOwn() {
        #expect(
            ObjectIdentifier(CollectionViewLayout.layoutAttributesClass)
                == ObjectIdentifier(CollectionViewLayoutAttributes.self))
        #expect(ObjectIdentifier(PhotoFlowLayout.layoutAttributesClass) == ObjectIdentifier(PhotoAttributes.self))
    }

    @Test func theFlowLayoutMakesTheSubclassAndCellsReceiveItsValues() throws {
        let layout = PhotoFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 120)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = Source()
        collectionView.dataSource = source
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.layoutIfNeeded()
        let all = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(all.count == 5)
        #expect(all.allSatisfy { $0 is PhotoAttributes })
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) is PhotoAttributes)
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 30, width: 100, height: 120))
        // Asked again, a subclass's attributes are new objects, never the previous answer's reset.
        let again = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(zip(all, again).allSatisfy { $0 !== $1 })
        // The cells on screen were given their attributes, the subclass's values with them.
        let shown = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? PhotoCell)
        #expect(shown.appliedPhotoHeight == 90)
    }

    @Test func copyKeepsTheSubclassesValuesAndIsEqualComparesThem() throws {
        let attributes = PhotoAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 120)
        attributes.alpha = 0.5
        attributes.photoHeight = 90
        let copy = try #require(attributes.copy() as? PhotoAttributes)
        #expect(copy !== attributes)
        #expect(copy.photoHeight == 90)
        #expect(copy.frame == attributes.frame && copy.alpha == 0.5)
        #expect(copy.isEqual(attributes))
        copy.photoHeight = 80
        #expect(!copy.isEqual(attributes))
        let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        plain.frame = attributes.frame
        plain.alpha = 0.5
        // Another class is never equal, as UIKit's isEqual compares classes.
        #expect(!plain.isEqual(attributes))
        let plainCopy = plain.copy(with: nil) as! CollectionViewLayoutAttributes
        #expect(plainCopy.isEqual(plain))
        plainCopy.zIndex = 1
        #expect(!plainCopy.isEqual(plain))
        // The transform is copied and compared too.
        plain.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        let scaledCopy = plain.copy() as! CollectionViewLayoutAttributes
        #expect(scaledCopy.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(scaledCopy.isEqual(plain))
        scaledCopy.transform = .identity
        #expect(!scaledCopy.isEqual(plain))
    }

    /// A layout that scales the items away from the middle of the screen (a cover-flow style
    /// carousel): the collection view sets each attributes' transform on its cell, as UIKit's
    /// `apply(_:)` of the attributes does ("transform: the affine transform of the item";
    /// Apple, `UICollectionViewLayoutAttributes.transform`).
    @Test func theCellsTakeTheirAttributesTransform() throws {
        final class ShrinkingLayout: CollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)?.map {
                    $0.copy() as! CollectionViewLayoutAttributes
                }
                for item in attributes ?? [] where item.indexPath.item % 2 == 1 {
                    item.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                }
                return attributes
            }
        }
        let layout = ShrinkingLayout()
        layout.itemSize = CGSize(width: 100, height: 120)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = Source()
        collectionView.dataSource = source
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.layoutIfNeeded()
        let transforms = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.transform }
        #expect(
            transforms == [
                .identity, CGAffineTransform(scaleX: 0.8, y: 0.8), .identity, CGAffineTransform(scaleX: 0.8, y: 0.8),
            ])
        // The frame is the layout's: nothing is drawn, so the transform leaves it as it is.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 100)
    }
}
