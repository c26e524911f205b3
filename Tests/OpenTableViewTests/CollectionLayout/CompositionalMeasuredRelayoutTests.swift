import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A pass that only measured cells lays out again only the sections of those cells, with the
/// sections the provider gave: a section of items of measured lengths (tag capsules) from the row
/// of its first changed item on, until a row ends where an old one ended, the rows after it kept
/// (ARCHITECTURE.md, "Next", item 4). The frames are those of a layout laid out whole, as the
/// randomized suite checks against its brute force.
@MainActor
@Suite(.serialized) struct CompositionalMeasuredRelayoutTests {
    /// Two sections of `count` tags of widths cycling through `widths`, estimated at 80, in
    /// `.fractionalWidth(1)` groups 32 high, 8 apart, in a 320 × 600 view; the provider counts
    /// its calls.
    final class Tags: NSObject, CollectionViewDataSource {
        let count: Int
        let widths: [CGFloat] = [40, 130, 75, 60, 210, 95, 50, 120]
        var providerCalls = 0

        init(count: Int) { self.count = count }

        func numberOfSections(in collectionView: CollectionView) -> Int { 2 }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! SizingTagCell
            cell.neededWidth = widths[(indexPath.item * 7 + indexPath.section) % widths.count]
            return cell
        }

        func layout() -> CollectionViewCompositionalLayout {
            CollectionViewCompositionalLayout { [unowned self] _, _ in
                providerCalls += 1
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                    subitems: [item])
                group.interItemSpacing = .fixed(8)
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
                return section
            }
        }

        func collectionView() -> CollectionView {
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout())
            collectionView.register(SizingTagCell.self, forCellWithReuseIdentifier: "Tag")
            collectionView.dataSource = self
            collectionView.layoutIfNeeded()
            return collectionView
        }
    }

    /// The visible frames and the content size after each of `steps` scrolls of `step` points.
    static func sweep(_ collectionView: CollectionView, steps: Int, step: CGFloat) -> [String] {
        var seen: [String] = []
        for k in 1...steps {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(k) * step)
            collectionView.layoutIfNeeded()
            seen.append(
                "\(collectionView.contentSize) "
                    + collectionView.indexPathsForVisibleItems.map {
                        "\($0) \(collectionView.cellForItem(at: $0)?.frame ?? .null)"
                    }.joined(separator: ", "))
        }
        return seen
    }

    @Test func measuringPassesLayOutTheSectionAsAWholeLayoutWould() {
        defer { CollectionViewCompositionalLayout.laysOutMeasuredSectionsAlone = true }
        CollectionViewCompositionalLayout.laysOutMeasuredSectionsAlone = false
        let wholeSource = Tags(count: 300)
        let whole = Self.sweep(wholeSource.collectionView(), steps: 60, step: 230)
        CollectionViewCompositionalLayout.laysOutMeasuredSectionsAlone = true
        let aloneSource = Tags(count: 300)
        let alone = Self.sweep(aloneSource.collectionView(), steps: 60, step: 230)
        expectEqual(alone, whole)
        // Laid out whole, each measuring pass asked the provider for both sections again; alone,
        // only the first preparation did.
        expectEqual(aloneSource.providerCalls, 2)
        #expect(wholeSource.providerCalls > 2)
    }

    @Test func aMeasuringPassNeitherAsksTheProviderNorPreparesOtherSections() {
        let source = Tags(count: 300)
        let collectionView = source.collectionView()
        let layout = collectionView.collectionViewLayout as! CollectionViewCompositionalLayout
        let secondSection = layout.grid.sections[1].flow!.frames
        // Scrolling down shows tags at their estimate; their cells answer other widths and the
        // next pass lays out the first section's rows from the first of them on.
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.allSatisfy { $0.section == 0 })
        // No section was prepared whole, the provider was not asked again, and the second
        // section (none of whose cells answered) kept its frames.
        expectEqual(layout.preparedSectionCount, 0)
        expectEqual(source.providerCalls, 2)
        expectEqual(layout.grid.sections[1].flow!.frames, secondSection)
        expectEqual(collectionView.invariantViolations(), [])
    }

    // MARK: - Speed (run by hand in release: COMPOSITIONAL_RELAYOUT_BENCHMARK=1)

    @Test(.enabled(if: ProcessInfo.processInfo.environment["COMPOSITIONAL_RELAYOUT_BENCHMARK"] != nil))
    func benchmarkMeasuringPasses() {
        defer { CollectionViewCompositionalLayout.laysOutMeasuredSectionsAlone = true }
        let clock = ContinuousClock()
        for count in [2_000, 20_000] {
            var times: [Bool: Duration] = [:]
            for alone in [false, true] {
                CollectionViewCompositionalLayout.laysOutMeasuredSectionsAlone = alone
                let source = Tags(count: count)
                let collectionView = source.collectionView()
                // 200 steps of 150 points: each shows new tags, measured in the next pass.
                times[alone] = clock.measure { _ = Self.sweep(collectionView, steps: 200, step: 150) }
            }
            print(
                "[benchmark] two sections of \(count) tags, 200 scroll steps: laid out whole \(times[false]!), measured sections alone \(times[true]!)"
            )
        }
    }
}
