import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit
import TestSupport
import Testing

@testable import OpenTableView

/// `sectionInsetReference` (UICollectionViewFlowLayout.SectionInsetReference): `.fromContentInset`
/// ("Section insets are defined in relation to the collection view's content inset"),
/// `.fromSafeArea` ("… in relation to the safe area of the collection view") and
/// `.fromLayoutMargins` ("… in relation to the margins of the collection view"). Across the
/// scroll axis the reference adds the safe area or margins beyond the adjusted content inset
/// (Compatibility/Evidence.md, "Flow layout section inset reference").
@MainActor
@Suite struct FlowLayoutInsetReferenceTests {
    private func itemFrames(_ collectionView: CollectionView, _ items: [Int]) -> [CGRect?] {
        collectionView.layoutIfNeeded()
        return items.map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test func layoutMarginsWidenTheSectionInsetsAcrossTheScrollAxis() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7])
        defer { withExtendedLifetime(recorder) {} }
        let layout = collectionView.collectionViewLayout as! CollectionViewFlowLayout
        collectionView.layoutMargins = EdgeInsets(top: 40, left: 20, bottom: 40, right: 30)
        // From the content inset (the default) the margins do not count: x 10, 115, 220.
        expectEqual(
            itemFrames(collectionView, [0, 1]),
            [
                CGRect(x: 10, y: 35, width: 90, height: 40), CGRect(x: 115, y: 35, width: 90, height: 40),
            ])
        layout.sectionInsetReference = .fromLayoutMargins
        // Insets 20 + 10 and 30 + 10 leave 250: two a line (floor(260 / 100)), spacing 70,
        // x 30 and 190; 7 items on 4 lines, item 6 alone at 35 + 3·50, centered:
        // 30 + (250 − 90) / 2 = 110. Along the scroll axis nothing moves (top margin ignored).
        expectEqual(
            itemFrames(collectionView, [0, 1, 6]),
            [
                CGRect(x: 30, y: 35, width: 90, height: 40), CGRect(x: 190, y: 35, width: 90, height: 40),
                CGRect(x: 110, y: 185, width: 90, height: 40),
            ])
        // The header still spans the content.
        expectEqual(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 320, height: 30))
        // A content inset already covering the left margin (25 ≥ 20) leaves only the section
        // inset there: content 295 wide, insets 10 and 40, room 245, two a line, spacing 65.
        collectionView.contentInset = EdgeInsets(top: 0, left: 25, bottom: 0, right: 0)
        expectEqual(
            itemFrames(collectionView, [0, 1]),
            [
                CGRect(x: 10, y: 35, width: 90, height: 40), CGRect(x: 165, y: 35, width: 90, height: 40),
            ])
        expectEqual(collectionView.contentSize.width, 295)
    }

    @Test func theSafeAreaWidensTheSectionInsetsWhenTheContentInsetDoesNotCoverIt() {
        // A landscape iPhone's safe area: 47 at each side, 21 at the bottom.
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let (collectionView, recorder) = makePinnedGrid(counts: [7])
        defer { withExtendedLifetime(recorder) {} }
        window.addSubview(collectionView)
        let layout = collectionView.collectionViewLayout as! CollectionViewFlowLayout
        // A vertical collection view does not adjust its content inset sideways (`.automatic`
        // adjusts the axes that scroll): the cells reach under the sensor housing.
        expectEqual(collectionView.safeAreaInsets.left, 47)
        expectEqual(collectionView.adjustedContentInset.left, 0)
        expectEqual(itemFrames(collectionView, [0]), [CGRect(x: 10, y: 35, width: 90, height: 40)])
        // From the safe area: insets 57 and 57 leave 206, two a line, spacing 26: x 57, 173.
        layout.sectionInsetReference = .fromSafeArea
        expectEqual(
            itemFrames(collectionView, [0, 1]),
            [
                CGRect(x: 57, y: 35, width: 90, height: 40), CGRect(x: 173, y: 35, width: 90, height: 40),
            ])
    }
}
