import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Section headers and footers of the flow layout shown as supplementary views: registered per
/// kind, asked of the data source (`collectionView(_:viewForSupplementaryElementOfKind:at:)`)
/// when they enter the bounds, reused per kind last-in first-out, with their own display ledger
/// (`willDisplaySupplementaryView` / `didEndDisplayingSupplementaryView`). Apple:
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, "Call this method from
/// your data source object when asked to provide a new supplementary view for the collection
/// view."
@MainActor
@Suite struct CollectionViewSupplementaryTests {
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter

    /// The pinned grid (sections of 7, 2 and 0 items, 320 × 200) logging supplementary calls.
    private func makeGrid() -> (CollectionView, GridRecorder) {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        recorder.logsSupplementaryViews = true
        return (collectionView, recorder)
    }

    @Test func theKindsHaveUIKitsValues() {
        expectEqual(
            [header, footer], ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
    }

    @Test func theFirstPassShowsEachSectionsHeaderItemsAndFooterInTheLayoutsOrder() throws {
        let (collectionView, recorder) = makeGrid()
        collectionView.layoutIfNeeded()
        // Bounds 0..<200: header 0 (0..<30), the seven items, footer 0 (190..<210: section 0's
        // last line ends at 175, then the inset's 15).
        var expected = ["viewForSupplementary(Header 0-0)", "willDisplaySupplementary(Header 0-0)"]
        for item in 0..<7 { expected += ["cellForItemAt(0-\(item))", "willDisplay(0-\(item))"] }
        expected += ["viewForSupplementary(Footer 0-0)", "willDisplaySupplementary(Footer 0-0)"]
        expectEqual(Array(recorder.log.dropFirst(4)), expected)

        let headerView = try #require(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        let footerView = try #require(
            collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)))
        expectEqual(
            [headerView.frame, footerView.frame],
            [
                CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 190, width: 320, height: 20),
            ])
        #expect(headerView.superview === collectionView && headerView.reuseIdentifier == "Header")
        expectEqual((footerView as? CaptionView)?.caption, "Footer 0")
        expectEqual(collectionView.visibleSupplementaryViews(ofKind: header).map { $0 === headerView }, [true])
        expectEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer), [IndexPath(item: 0, section: 0)])
        expectEqual(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)), nil)
        #expect(collectionView.visibleSupplementaryViews(ofKind: "Badge").isEmpty)
    }

    @Test func scrollingEndsLeavingViewsAndReusesThemPerKindLastInFirstOut() throws {
        let (collectionView, recorder) = makeGrid()
        collectionView.layoutIfNeeded()
        let header0 = try #require(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        recorder.log = []
        // Bounds 150..<350: header 0 leaves, footer 0 (190..<210) stays; header 1 (210..<240),
        // footer 1 (300..<320: line 245..<285, inset 15) and the empty section 2's header
        // (320..<350) enter. The first header reuses header 0's view; the footer and the second
        // header are new (the footer queue is empty, the header queue emptied).
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        collectionView.layoutIfNeeded()
        let expected = [
            "didEndDisplayingSupplementary(Header 0-0)",
            "viewForSupplementary(Header 1-0)", "prepareForReuse(Header 0)", "willDisplaySupplementary(Header 1-0)",
            "viewForSupplementary(Footer 1-0)", "willDisplaySupplementary(Footer 1-0)",
            "viewForSupplementary(Header 2-0)", "willDisplaySupplementary(Header 2-0)",
        ]
        expectEqual(
            recorder.log.filter { $0.contains("Supplementary") || $0.contains("(Header") || $0.contains("(Footer") },
            expected)
        expectIdentical(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)), header0)
        expectEqual(header0.frame, CGRect(x: 0, y: 210, width: 320, height: 30))
        let headers = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header)
        let footers = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer)
        expectEqual(headers, [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
        expectEqual(footers, [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        // Views that left the screen left the view tree: four captions remain.
        expectEqual(collectionView.subviews.count { $0 is CaptionView }, 4)
    }

    @Test func theDisplayLedgerStaysBalancedThroughScrollsAndReloads() {
        let (collectionView, recorder) = makeGrid()
        var shown: Set<String> = []
        var unbalanced: [String] = []
        for offset: CGFloat in [0, 150, 260, 40, 300, 0] {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            if offset == 40 { collectionView.reloadData() }
            recorder.log = []
            collectionView.layoutIfNeeded()
            for entry in recorder.log {
                if entry.hasPrefix("willDisplaySupplementary(") {
                    let key = String(entry.dropFirst("willDisplaySupplementary(".count).dropLast())
                    if !shown.insert(key).inserted { unbalanced.append(entry) }
                } else if entry.hasPrefix("didEndDisplayingSupplementary(") {
                    let key = String(entry.dropFirst("didEndDisplayingSupplementary(".count).dropLast())
                    if shown.remove(key) == nil { unbalanced.append(entry) }
                }
            }
        }
        #expect(unbalanced.isEmpty)
        // What the delegate was told is on screen is what the collection view shows: at offset 0,
        // header 0 and footer 0.
        expectEqual(shown, ["Header 0-0", "Footer 0-0"])
        expectEqual(collectionView.visibleSupplementaryViews(ofKind: header).count, 1)
    }

    @Test func reloadDataEndsEverySupplementaryDisplayThenAsksAgain() {
        let (collectionView, recorder) = makeGrid()
        collectionView.layoutIfNeeded()
        recorder.counts = [1]
        recorder.log = []
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let supplementary = recorder.log.filter { $0.contains("Supplementary") }
        // Views end display by index path, then by kind name ("…SectionFooter" before
        // "…SectionHeader"); then the layout's order.
        expectEqual(
            supplementary,
            [
                "didEndDisplayingSupplementary(Footer 0-0)", "didEndDisplayingSupplementary(Header 0-0)",
                "viewForSupplementary(Header 0-0)", "willDisplaySupplementary(Header 0-0)",
                "viewForSupplementary(Footer 0-0)", "willDisplaySupplementary(Footer 0-0)",
            ])
        // One item: header 0..<30, line 35..<75, footer 90..<110.
        let frame = collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?.frame
        expectEqual(frame, CGRect(x: 0, y: 90, width: 320, height: 20))
    }

    @Test func layoutAttributesForSupplementaryElementsPrepareTheLayoutAndAnswerNilForNone() {
        let (collectionView, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        // Asked before any pass: the layout is prepared for the answer.
        let frames = [
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame,
            collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 2))?
                .frame,
        ]
        // Section 2 (empty) starts at 320: header 320..<350, insets 5 and 15, footer at 370.
        expectEqual(
            frames, [CGRect(x: 0, y: 210, width: 320, height: 30), CGRect(x: 0, y: 370, width: 320, height: 20)])
        expectEqual(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: "Badge", at: IndexPath(item: 0, section: 0)),
            nil)
        expectEqual(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 3)),
            nil)
        let attributes = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: header, at: IndexPath(item: 0, section: 0))
        #expect(
            attributes?.representedElementCategory == .supplementaryView && attributes?.representedElementKind == header
        )
    }
}

/// Supplementary-view misuse gets UIKit's texts.
@MainActor
@Suite struct CollectionViewSupplementaryMisuseTests {
    /// Cells only: no `viewForSupplementaryElementOfKind`.
    final class CellsOnly: NSObject, CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
    }

    /// Returns a view it made itself, as UIKit rejects.
    final class OwnViews: NSObject, CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
        func collectionView(
            _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CollectionReusableView {
            CaptionView(frame: .zero)
        }
    }

    private func makeCollectionView(_ dataSource: CollectionViewDataSource) -> CollectionView {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = dataSource
        return collectionView
    }

    @Test func aDataSourceWithoutTheMethodOnALayoutWithHeadersThrowsUIKitsNilText() {
        let dataSource = CellsOnly()
        let collectionView = makeCollectionView(dataSource)
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"
            )
        ) {
            try collectionView.checked.layoutIfNeeded()
        }
        #expect(collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).isEmpty)
        // Without headers and footers the same data source is fine.
        let layout = collectionView.collectionViewLayout as! CollectionViewFlowLayout
        layout.headerReferenceSize = .zero
        layout.footerReferenceSize = .zero
        #expect(throws: Never.self) { try collectionView.checked.layoutIfNeeded() }
        expectEqual(collectionView.indexPathsForVisibleItems.count, 2)
    }

    @Test func aViewTheDataSourceMadeItselfThrowsAndIsNotDisplayed() {
        let dataSource = OwnViews()
        let collectionView = makeCollectionView(dataSource)
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (<CaptionView: 0x0000000000000000>)"
            )
        ) {
            try collectionView.checked.layoutIfNeeded()
        }
        #expect(!collectionView.subviews.contains { $0 is CaptionView })
    }

    @Test func registrationsArePerKind() throws {
        let (collectionView, recorder) = makePinnedGrid(counts: [1])
        defer { withExtendedLifetime(recorder) {} }
        let indexPath = IndexPath(item: 0, section: 0)
        // "Header" is registered for headers only.
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "could not dequeue a view of kind: UICollectionElementKindSectionFooter with identifier Header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try collectionView.checked.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "Header", for: indexPath)
        }
        let view = try collectionView.checked.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: indexPath)
        // Dequeued outside a pass: framed from the layout's attributes for the element.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 30) && view is CaptionView)
        collectionView.register(
            nil as CollectionReusableView.Type?, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        #expect(throws: TableViewException.self) {
            try collectionView.checked.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: indexPath)
        }
    }
}
