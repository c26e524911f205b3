import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A cell that measures itself as a tag capsule or a note: the width and height it needs, or the
/// size it is given where `nil`.
final class SizingTagCell: CollectionViewCell {
    var neededWidth: CGFloat?
    var neededHeight: CGFloat?

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: neededWidth ?? size.width, height: neededHeight ?? size.height)
    }
}

/// Tags whose cells measure themselves: a width and a height per item (`nil`: the size given).
@MainActor
final class SizingTagsController: NSObject, CollectionViewDataSource {
    var widths: [CGFloat?]
    var heights: [CGFloat?]

    init(widths: [CGFloat?], heights: [CGFloat?]? = nil) {
        self.widths = widths
        self.heights = heights ?? widths.map { _ in nil }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        widths.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! SizingTagCell
        cell.neededWidth = widths[indexPath.item]
        cell.neededHeight = heights[indexPath.item]
        return cell
    }
}

/// Estimated widths, and estimated heights in horizontal layouts: "The final size of the
/// dimension is determined when the content is rendered"
/// ([estimated(_:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:))).
/// Each cell is measured through `preferredLayoutAttributesFitting(_:)`; a group holds the items
/// that fit its length at their measured lengths, `interItemSpacing` apart, and the next item
/// starts the next group (Compatibility/Evidence.md, "Compositional layout geometry"). An item's
/// `contentInsets` are "ignored for any axis that uses an estimated value for its dimension"
/// ([contentInsets](https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets)).
@MainActor
@Suite struct CompositionalEstimatedWidthTests {
    static func collectionView(
        _ layout: CollectionViewCompositionalLayout, _ source: SizingTagsController, size: CGSize
    ) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(SizingTagCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// The tag-capsule pattern: `.estimated(80)` × `.absolute(32)` items in a `.fractionalWidth(1)`
    /// group.
    static func tagLayout(itemInsets: DirectionalEdgeInsets = DirectionalEdgeInsets())
        -> CollectionViewCompositionalLayout
    {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32)))
        item.contentInsets = itemInsets
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return CollectionViewCompositionalLayout(section: section)
    }

    @Test func tagCapsulesTakeTheirMeasuredWidthsAndFillEachGroup() {
        let collectionView = Self.collectionView(
            Self.tagLayout(), SizingTagsController(widths: [100, 150, 60, 200, 40, 90]),
            size: CGSize(width: 320, height: 400))
        // The group is 320 - 16 - 16 = 288 wide. Row 0: 100 at 0, 150 at 108 (ends at 258);
        // 60 would end at 258 + 8 + 60 = 326 > 288 and starts row 1 at y 32 + 8 = 40: 60 at 0,
        // 200 at 68 (ends 268); 40 would end at 316 and starts row 2 at y 80: 40 at 0, 90 at 48.
        // Every x is offset by the 16-point leading inset.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 0, width: 100, height: 32), CGRect(x: 124, y: 0, width: 150, height: 32),
                CGRect(x: 16, y: 40, width: 60, height: 32), CGRect(x: 84, y: 40, width: 200, height: 32),
                CGRect(x: 16, y: 80, width: 40, height: 32), CGRect(x: 64, y: 80, width: 90, height: 32),
            ])
        // Three rows of 32, two spacings of 8.
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 112))
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 84, y: 40, width: 200, height: 32))
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func anItemWiderThanItsGroupHasAGroupOfItsOwn() {
        let collectionView = Self.collectionView(
            Self.tagLayout(), SizingTagsController(widths: [50, 300, 50]), size: CGSize(width: 320, height: 400))
        // 300 does not fit after 50 (50 + 8 + 300 > 288): it starts row 1, alone though longer
        // than the group (the first item of a group is placed whatever its length); the last 50
        // starts row 2.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 0, width: 50, height: 32), CGRect(x: 16, y: 40, width: 300, height: 32),
                CGRect(x: 16, y: 80, width: 50, height: 32),
            ])
    }

    @Test func contentInsetsApplyOnlyOnTheAxisThatIsNotEstimated() {
        let collectionView = Self.collectionView(
            Self.tagLayout(itemInsets: DirectionalEdgeInsets(top: 2, leading: 5, bottom: 4, trailing: 5)),
            SizingTagsController(widths: [100, 100]), size: CGSize(width: 320, height: 400))
        // The width is estimated: the leading and trailing insets are ignored (the cells keep
        // their measured 100, 8 apart); the height is absolute: 32 less 2 above and 4 below.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [CGRect(x: 16, y: 2, width: 100, height: 26), CGRect(x: 124, y: 2, width: 100, height: 26)])
    }

    @Test func aGroupOfEstimatedHeightIsAsHighAsItsTallestItem() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .estimated(30)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let collectionView = Self.collectionView(
            layout, SizingTagsController(widths: [150, 150, 100], heights: [20, 44, 30]),
            size: CGSize(width: 320, height: 400))
        // Row 0: 150 at 0 and 150 at 160 (ends 310 <= 320), 44 high (its tallest); row 1 at 44:
        // 100 at 0, 30 high. Each item as high as its cell answered.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 150, height: 20), CGRect(x: 160, y: 0, width: 150, height: 44),
                CGRect(x: 0, y: 44, width: 100, height: 30),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 74))
    }

    @Test func remeasuredWidthsFlowAgainAfterAReload() {
        let source = SizingTagsController(widths: [100, 100, 100])
        let collectionView = Self.collectionView(Self.tagLayout(), source, size: CGSize(width: 320, height: 400))
        // Two fit a row (100 + 8 + 100 = 208; a third would end at 316 > 288).
        expectEqual(collectionView.visibleCells.map(\.frame.minY), [0, 0, 40])
        source.widths = [40, 40, 40]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        // Measured again after the reload: 40, 48 + 40, 96 + 40 all fit row 0.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 0, width: 40, height: 32), CGRect(x: 64, y: 0, width: 40, height: 32),
                CGRect(x: 112, y: 0, width: 40, height: 32),
            ])
    }

    /// A horizontal layout's vertical group of items of estimated heights: the transposed tag
    /// pattern, a column holding the items that fit its height.
    @Test func estimatedHeightsFillTheColumnsOfAHorizontalLayout() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = Self.collectionView(
            layout, SizingTagsController(widths: [nil, nil, nil, nil, nil], heights: [30, 50, 100, 20, 60]),
            size: CGSize(width: 300, height: 200))
        // Column 0 (200 high): 30 at 0, 50 at 30, 100 at 80, 20 at 180 (ends at 200, fits);
        // 60 would end at 260 and starts column 1 at x 100 + 10 = 110.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 30, width: 100, height: 50),
                CGRect(x: 0, y: 80, width: 100, height: 100), CGRect(x: 0, y: 180, width: 100, height: 20),
                CGRect(x: 110, y: 0, width: 100, height: 60),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 210, height: 200))
    }

    /// A horizontal layout's groups of estimated width: each group as wide as its cell answers,
    /// as a vertical layout's groups of estimated height are as high.
    @Test func estimatedGroupWidthsSelfSizeInAHorizontalLayout() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = Self.collectionView(
            layout, SizingTagsController(widths: [60, 140, 90]), size: CGSize(width: 400, height: 200))
        // 60 at 0, 140 at 68, 90 at 216; the content is 306 wide.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 60, height: 200), CGRect(x: 68, y: 0, width: 140, height: 200),
                CGRect(x: 216, y: 0, width: 90, height: 200),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 306, height: 200))
    }
}

/// A tag capsule laid out with constraints, as apps write it: its label 12 points from each side,
/// centered vertically.
final class ConstrainedCapsuleCell: CollectionViewCell {
    let label = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        contentView.layer.cornerRadius = 16
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Names in constrained capsules.
@MainActor
final class CapsuleNames: NSObject, CollectionViewDataSource {
    let names: [String]

    init(_ names: [String]) { self.names = names }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "Capsule", for: indexPath)
            as! ConstrainedCapsuleCell
        cell.label.text = names[indexPath.item]
        return cell
    }
}

@MainActor
@Suite struct ConstrainedCapsuleTests {
    @Test func aConstrainedCapsuleIsAsWideAsItsLabelAndPadding() throws {
        let names = CapsuleNames(["#swift", "#linux"])
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: CompositionalEstimatedWidthTests.tagLayout())
        collectionView.register(ConstrainedCapsuleCell.self, forCellWithReuseIdentifier: "Capsule")
        collectionView.dataSource = names
        // In a screen's view, laid out from there, as a controller's.
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        screen.addSubview(collectionView)
        screen.layoutIfNeeded()
        let first = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConstrainedCapsuleCell)
        // The label's width plus 12 points a side, through the cell's constraints.
        expectEqual(first.frame.width, first.label.intrinsicContentSize.width + 24)
    }
}
