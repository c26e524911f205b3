import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct ViewHitTestingTests {
    /// root 0,0 200×200 (bounds origin 0, 50) with back and front overlapping at (10, 60) 100×100
    /// in root's coordinates; front has a child at (0, 0) 20×20 and one sticking out at (90, 90).
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = View(frame: CGRect(x: 10, y: 60, width: 100, height: 100))
    let front = View(frame: CGRect(x: 10, y: 60, width: 100, height: 100))
    let corner = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let overhang = View(frame: CGRect(x: 90, y: 90, width: 40, height: 40))

    init() {
        root.bounds.origin = CGPoint(x: 0, y: 50)
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(corner)
        front.addSubview(overhang)
    }

    @Test func frontMostDeepestViewWins() {
        expectIdentical(root.hitTest(CGPoint(x: 15, y: 65), with: nil), corner)
        expectIdentical(root.hitTest(CGPoint(x: 50, y: 100), with: nil), front)
        expectIdentical(root.hitTest(CGPoint(x: 150, y: 190), with: nil), root)
    }

    @Test func pointsOutsideReturnNilAndMaxEdgesAreOutside() {
        expectEqual(root.hitTest(CGPoint(x: 10, y: 250), with: nil), nil)
        expectEqual(root.hitTest(CGPoint(x: 5, y: 40), with: nil), nil)
        #expect(root.point(inside: CGPoint(x: 0, y: 50), with: nil))
        #expect(!root.point(inside: CGPoint(x: 200, y: 100), with: nil))
    }

    @Test func subviewsOutsideTheirSuperviewCannotBeHitThere() {
        // (125, 175) in root is (115, 115) in front, outside it, but inside overhang.
        expectIdentical(root.hitTest(CGPoint(x: 125, y: 175), with: nil), root)
        expectIdentical(root.hitTest(CGPoint(x: 105, y: 155), with: nil), overhang)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let point = CGPoint(x: 15, y: 65)
        corner.isHidden = true
        let hidden = root.hitTest(point, with: nil)
        corner.isHidden = false
        corner.alpha = 0.009
        let transparent = root.hitTest(point, with: nil)
        corner.alpha = 0.01
        let faint = root.hitTest(point, with: nil)
        front.isUserInteractionEnabled = false
        let nonInteractive = root.hitTest(point, with: nil)
        expectIdentical(hidden, front)
        expectIdentical(transparent, front)
        expectIdentical(faint, corner)
        expectIdentical(nonInteractive, back)
    }

    @Test func hiddenRootReturnsNil() {
        root.isHidden = true
        expectEqual(root.hitTest(CGPoint(x: 15, y: 65), with: nil), nil)
    }
}
