import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct ViewCoordinatesTests {
    /// root (bounds origin 0, 100) ─┬─ a at (10, 20), bounds origin (5, 5) ── a1 at (1, 2)
    ///                              └─ b at (200, 300)
    let root = View(frame: CGRect(x: 1000, y: 1000, width: 500, height: 500))
    let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let a1 = View(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
    let b = View(frame: CGRect(x: 200, y: 300, width: 50, height: 50))

    init() {
        root.bounds.origin = CGPoint(x: 0, y: 100)
        a.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
    }

    @Test func toSuperviewAppliesFrameAndBoundsOrigins() {
        expectEqual(a1.convert(CGPoint(x: 0, y: 0), to: a), CGPoint(x: 1, y: 2))
        expectEqual(a.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 10, y: 20))
        expectEqual(a1.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 6, y: 17))
    }

    @Test func betweenCousinsGoesThroughTheCommonAncestor() {
        expectEqual(a1.convert(CGPoint(x: 3, y: 4), to: b), CGPoint(x: -191, y: -279))
        expectEqual(b.convert(CGPoint(x: -191, y: -279), to: a1), CGPoint(x: 3, y: 4))
        expectEqual(b.convert(CGPoint(x: 0, y: 0), from: a1), CGPoint(x: -194, y: -283))
    }

    @Test func nilMeansTheRootOfTheTree() {
        expectEqual(a1.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 6, y: 17))
        expectEqual(a1.convert(CGPoint(x: 6, y: 17), from: nil), CGPoint(x: 0, y: 0))
        expectEqual(root.convert(CGPoint(x: 7, y: 8), to: nil), CGPoint(x: 7, y: 8))
    }

    @Test func toItselfIsIdentity() {
        expectEqual(a.convert(CGPoint(x: 7, y: 8), to: a), CGPoint(x: 7, y: 8))
    }

    @Test func rectsMoveTheirOriginAndKeepTheirSize() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(a1.convert(rect, to: root), CGRect(x: 6, y: 17, width: 10, height: 10))
        expectEqual(
            a1.convert(CGRect(x: 6, y: 17, width: 3, height: 4), from: root), CGRect(x: 0, y: 0, width: 3, height: 4))
    }

    @Test func separateTreesShareTheirRootSpace() {
        let otherRoot = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let other = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        otherRoot.addSubview(other)
        expectEqual(a1.convert(CGPoint(x: 0, y: 0), to: other), CGPoint(x: -4, y: 7))
    }
}
