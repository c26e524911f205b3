import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `NSCollectionLayoutSection.orthogonalScrollingProperties` (iOS 17): "Set this value to specify
/// bouncing behavior and deceleration rate for an orthogonally scrolling section"
/// ([orthogonalScrollingProperties](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingproperties)).
/// `.automatic` deceleration "matches the parent scroll view's deceleration rate"; `.always`
/// bounce "bounces even if the content is smaller than its bounds", `.never` "stops scrolling
/// immediately when it encounters a content boundary without bouncing"
/// ([UICollectionLayoutSectionOrthogonalScrollingProperties](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties)).
/// Headless the values are what the section's scroll view would be set to; a simulated drag
/// rests without velocity inside the content whatever they are (Compatibility/API.md).
@MainActor
@Suite struct OrthogonalScrollingPropertiesTests {
    /// A carousel of ten 150 × 60 groups 10 apart in a 320-wide view, as OrthogonalScrollingTests'.
    static func carousel(_ configure: (CollectionLayoutSection) -> Void) -> (CollectionView, GridRecorder) {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(60)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        configure(section)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        let recorder = GridRecorder(counts: [10])
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    @Test func defaultsAndRawValuesAreUIKits() {
        let properties = CollectionLayoutSection(
            group: .horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                subitems: [])
        ).orthogonalScrollingProperties
        expectEqual(properties.decelerationRate, .automatic)
        expectEqual(properties.bounce, .automatic)
        // The rates are the scroll view's (0.998, 0.99); `.automatic` is -1; the bounce cases
        // are 0, 1, 2 in UIKit's order.
        expectEqual(CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic.rawValue, -1)
        expectEqual(CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue, 0.998)
        expectEqual(CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast.rawValue, 0.99)
        expectEqual(
            [.automatic, .always, .never].map { (bounce: CollectionLayoutSectionOrthogonalScrollingProperties.Bounce) in
                bounce.rawValue
            }, [0, 1, 2])
    }

    @Test func automaticDecelerationIsTheCollectionViewsAndBouncesAtTheEdges() {
        let (collectionView, recorder) = Self.carousel { _ in }
        var resolved = collectionView.simulate.orthogonalScrollingProperties(ofSection: 0)
        expectEqual(resolved.decelerationRate, .normal)
        #expect(resolved.bounces && !resolved.alwaysBounces)
        // The parent's rate, read when asked.
        collectionView.decelerationRate = .fast
        resolved = collectionView.simulate.orthogonalScrollingProperties(ofSection: 0)
        expectEqual(resolved.decelerationRate, .fast)
        withExtendedLifetime(recorder) {}
    }

    @Test func setValuesGoToTheSectionsScrollView() {
        let (collectionView, recorder) = Self.carousel {
            $0.orthogonalScrollingProperties.decelerationRate = .fast
            $0.orthogonalScrollingProperties.bounce = .always
        }
        var resolved = collectionView.simulate.orthogonalScrollingProperties(ofSection: 0)
        expectEqual(resolved.decelerationRate, .fast)
        #expect(resolved.bounces && resolved.alwaysBounces)
        let (custom, customRecorder) = Self.carousel {
            $0.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 0.95)
            $0.orthogonalScrollingProperties.bounce = .never
        }
        resolved = custom.simulate.orthogonalScrollingProperties(ofSection: 0)
        expectEqual(resolved.decelerationRate, ScrollView.DecelerationRate(rawValue: 0.95))
        #expect(!resolved.bounces && !resolved.alwaysBounces)
        withExtendedLifetime((recorder, customRecorder)) {}
    }

    @Test func aDragPastTheEndRestsInsideTheContentWhateverTheBounce() {
        // Ten groups: 10 · 160 − 10 = 1590 wide, the offset runs 0 ... 1270. A drag of 2000
        // rests at the end, bouncing or not; one of −50 at the start.
        for bounce in [CollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic, .always, .never] {
            let (collectionView, recorder) = Self.carousel { $0.orthogonalScrollingProperties.bounce = bounce }
            collectionView.simulate.scrollOrthogonalSection(0, by: 2000)
            expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 1270, y: 0))
            collectionView.simulate.scrollOrthogonalSection(0, by: -2000)
            collectionView.simulate.scrollOrthogonalSection(0, by: -50)
            expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 0, y: 0))
            // Back at the start: groups 0 and 1, and group 2, whose frame starts at the view's
            // right edge, x 320 (a frame that touches the visible rectangle counts, as
            // `CGRect.intersects` answers).
            expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
            withExtendedLifetime(recorder) {}
        }
    }
}
