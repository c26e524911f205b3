import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `contentInsetsReference` (iOS 14): a section's content insets measured from the collection
/// view's layout margins or its readable content guide ("The boundary to reference when defining
/// content insets": Apple, NSCollectionLayoutSection.contentInsetsReference; the cases are
/// UIContentInsetsReference's). The readable guide is the margins at most 672 points wide,
/// centred (View.readableContentGuide).
@MainActor
@Suite struct CompositionalContentInsetsReferenceTests {
    /// Four items a row of 0.25 of the room, 50 high; the section inset 10 at each side.
    private static func section(_ reference: ContentInsetsReference) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.contentInsetsReference = reference
        return section
    }

    private static func firstAndFourth(
        _ layout: CollectionViewCompositionalLayout, width: CGFloat = 320, margins: CGFloat = 16
    ) -> [CGRect?] {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: layout)
        collectionView.layoutMargins = EdgeInsets(top: 0, left: margins, bottom: 0, right: margins)
        let recorder = GridRecorder(counts: [4])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        return [0, 3].map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test func layoutMarginsMoveTheGroupsInBeforeTheSectionsInsets() {
        let section = Self.section(.layoutMargins)
        #expect(section.supplementaryContentInsetsReference == .automatic)
        // 16 + 10 at each side leave 268: items of 67.
        #expect(
            Self.firstAndFourth(CollectionViewCompositionalLayout(section: section)) == [
                CGRect(x: 26, y: 0, width: 67, height: 50), CGRect(x: 227, y: 0, width: 67, height: 50),
            ])
    }

    @Test func theReadableContentGuideIsTheMarginsAtMost672Wide() {
        // 1000 wide, margins 20: 960 between them, 672 readable, 144 more at each side.
        let frames = Self.firstAndFourth(
            CollectionViewCompositionalLayout(section: Self.section(.readableContent)), width: 1000, margins: 20)
        #expect(
            frames == [
                CGRect(x: 174, y: 0, width: 163, height: 50), CGRect(x: 663, y: 0, width: 163, height: 50),
            ])
    }

    @Test func anAutomaticSectionTakesTheConfigurationsReferenceAndNoneIgnoresTheMargins() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.contentInsetsReference == .automatic)
        configuration.contentInsetsReference = .layoutMargins
        let automatic = CollectionViewCompositionalLayout(
            section: Self.section(.automatic), configuration: configuration)
        #expect(Self.firstAndFourth(automatic).first == CGRect(x: 26, y: 0, width: 67, height: 50))
        let none = CollectionViewCompositionalLayout(section: Self.section(.none), configuration: configuration)
        // 10 at each side leave 300: items of 75.
        #expect(Self.firstAndFourth(none).first == CGRect(x: 10, y: 0, width: 75, height: 50))
        let plain = CollectionViewCompositionalLayout(section: Self.section(.automatic))
        #expect(Self.firstAndFourth(plain).first == CGRect(x: 10, y: 0, width: 75, height: 50))
    }
}
