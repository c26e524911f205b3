import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A meter cell as apps write one with Auto Layout: a bar pinned to the content view's edges
/// whose height constraint the app changes, and a `preferredLayoutAttributesFitting(_:)` that
/// keeps the layout's width and takes the height Auto Layout needs.
private final class MeterCell: CollectionViewCell {
    let bar = View()
    var barHeight: LayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let fitting = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: fitting.height)
        return attributes
    }
}

@MainActor
private final class MeterController: NSObject, CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Meter", for: indexPath)
    }
}

/// `UICollectionView.selfSizingInvalidation` (iOS 16), as the table's: with `.enabled` (the
/// default), "calling `invalidateIntrinsicContentSize()` on a self-sizing cell or its
/// `contentView`" has the cell measured again and the layout updated; `.enabledIncludingConstraints`
/// also for Auto Layout changes inside the cell; `.disabled`: "No sizing updates occur" (Apple,
/// `UICollectionView.SelfSizingInvalidation`; WWDC22 "What's new in UIKit": self-resizing cells
/// also resize when their content configuration changes).
///
/// The notes grid: a flow layout estimating 100 × 50, three a line in 320 points; the cells'
/// heights 30, 50, 40 | 60, 20, 20 | 45 make lines 50 (0..<50), 60 (60..<120) and 45 (130..<175),
/// each item centered in its line (`FlowLayoutSelfSizingTests`).
@MainActor
@Suite struct CollectionSelfSizingInvalidationTests {
    let controller = SizingNotesController(heights: [30, 50, 40, 60, 20, 20, 45])
    let collectionView: CollectionView

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Note")
        collectionView.dataSource = controller
        collectionView.layoutIfNeeded()
    }

    private var frames: [CGRect] { collectionView.visibleCells.map(\.frame) }

    private let framesBefore = [
        CGRect(x: 0, y: 10, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 50),
        CGRect(x: 220, y: 5, width: 100, height: 40), CGRect(x: 0, y: 60, width: 100, height: 60),
        CGRect(x: 110, y: 80, width: 100, height: 20), CGRect(x: 220, y: 80, width: 100, height: 20),
        CGRect(x: 0, y: 130, width: 100, height: 45),
    ]

    /// The second note grows to 80: its line becomes 80 high (items 0 and 2 centered in it, at
    /// (80 − 30) / 2 = 25 and (80 − 40) / 2 = 20), the lines below move down by 30.
    private let framesAfterGrowing = [
        CGRect(x: 0, y: 25, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 80),
        CGRect(x: 220, y: 20, width: 100, height: 40), CGRect(x: 0, y: 90, width: 100, height: 60),
        CGRect(x: 110, y: 110, width: 100, height: 20), CGRect(x: 220, y: 110, width: 100, height: 20),
        CGRect(x: 0, y: 160, width: 100, height: 45),
    ]

    private func note(_ item: Int) -> SizingNoteCell {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! SizingNoteCell
    }

    @Test func enabledByDefault() {
        expectEqual(collectionView.selfSizingInvalidation, .enabled)
        expectEqual(CollectionView.SelfSizingInvalidation.disabled.rawValue, 0)
        expectEqual(CollectionView.SelfSizingInvalidation.enabled.rawValue, 1)
        expectEqual(CollectionView.SelfSizingInvalidation.enabledIncludingConstraints.rawValue, 2)
    }

    /// The displayed cell is measured again (as it is: the data source is not asked) and the
    /// layout takes its new size.
    @Test func aCellThatInvalidatesIsMeasuredAgainAndTheLinesBelowMove() {
        expectEqual(frames, framesBefore)
        let second = note(1)
        second.neededHeight = 80
        collectionView.layoutIfNeeded()
        expectEqual(frames, framesBefore)
        second.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        expectEqual(frames, framesAfterGrowing)
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 205))
        expectEqual(controller.cells.count, 7)
        expectEqual(second.sizingCalls, 2)
    }

    @Test func theContentViewInvalidatingCountsToo() {
        let second = note(1)
        second.neededHeight = 80
        second.contentView.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        expectEqual(frames, framesAfterGrowing)
    }

    /// A view deeper in the cell invalidating its size does not resize the cell (Apple names the
    /// cell and its content view).
    @Test func otherSubviewsDoNotResizeTheCell() {
        let second = note(1)
        let label = Label()
        second.contentView.addSubview(label)
        second.neededHeight = 80
        label.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        expectEqual(frames, framesBefore)
    }

    /// A new content configuration on a displayed cell has it measured again.
    @Test func aNewContentConfigurationResizesTheCell() {
        let second = note(1)
        second.neededHeight = 80
        var content = ListContentConfiguration.cell()
        content.text = "Longer note"
        second.contentConfiguration = content
        collectionView.layoutIfNeeded()
        expectEqual(frames, framesAfterGrowing)
    }

    @Test func disabledIgnoresTheInvalidation() {
        collectionView.selfSizingInvalidation = .disabled
        let second = note(1)
        second.neededHeight = 80
        second.invalidateIntrinsicContentSize()
        var content = ListContentConfiguration.cell()
        content.text = "Longer note"
        second.contentConfiguration = content
        collectionView.layoutIfNeeded()
        expectEqual(frames, framesBefore)
        expectEqual(second.sizingCalls, 1)
    }

    /// `.enabledIncludingConstraints`: a constraint's constant changed inside a displayed cell
    /// resizes it by itself; `.enabled` waits for `invalidateIntrinsicContentSize()`. Three meters
    /// 30 high on one line (estimated 100 × 50); the second's bar grows to 70: its line is 70 high,
    /// the others centered in it at (70 − 30) / 2 = 20.
    @Test(arguments: [CollectionView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints])
    func aConstraintChangeResizesTheCellOnlyWhenConstraintsInvalidate(mode: CollectionView.SelfSizingInvalidation) {
        let meters = MeterController()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        grid.register(MeterCell.self, forCellWithReuseIdentifier: "Meter")
        grid.dataSource = meters
        grid.selfSizingInvalidation = mode
        grid.layoutIfNeeded()
        let short = [
            CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 30),
            CGRect(x: 220, y: 0, width: 100, height: 30),
        ]
        expectEqual(grid.visibleCells.map(\.frame), short)
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0)) as! MeterCell
        second.barHeight.constant = 70
        grid.layoutIfNeeded()
        let tall = [
            CGRect(x: 0, y: 20, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 70),
            CGRect(x: 220, y: 20, width: 100, height: 30),
        ]
        expectEqual(grid.visibleCells.map(\.frame), mode == .enabledIncludingConstraints ? tall : short)
        second.invalidateIntrinsicContentSize()
        grid.layoutIfNeeded()
        expectEqual(grid.visibleCells.map(\.frame), tall)
    }
}
