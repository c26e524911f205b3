import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct ViewGeometryTests {
    @Test func initWithFrameSetsBoundsAndCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        expectEqual(view.center, CGPoint(x: 60, y: 45))
    }

    @Test func plainInitIsZeroFrame() {
        let view = View()
        expectEqual(view.frame, .zero)
        expectEqual(view.bounds, .zero)
        expectEqual(view.center, .zero)
    }

    @Test func settingFrameKeepsBoundsOriginAndMovesCenter() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        view.frame = CGRect(x: 20, y: 30, width: 40, height: 60)
        expectEqual(view.bounds, CGRect(x: 5, y: 7, width: 40, height: 60))
        expectEqual(view.center, CGPoint(x: 40, y: 60))
    }

    @Test func settingBoundsSizeResizesAroundCenter() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        view.bounds.size = CGSize(width: 60, height: 80)
        expectEqual(view.center, CGPoint(x: 60, y: 30))
        expectEqual(view.frame, CGRect(x: 30, y: -10, width: 60, height: 80))
    }

    @Test func settingBoundsOriginMovesNothingInTheSuperview() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        view.bounds.origin = CGPoint(x: 0, y: 300)
        expectEqual(view.frame, CGRect(x: 10, y: 10, width: 100, height: 40))
        expectEqual(view.bounds, CGRect(x: 0, y: 300, width: 100, height: 40))
    }

    @Test func settingCenterMovesFrame() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        view.center = CGPoint(x: 100, y: 100)
        expectEqual(view.frame, CGRect(x: 85, y: 95, width: 30, height: 10))
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func sizeChangesScheduleLayoutButMovesDoNot() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        var flags: [Bool] = []
        view.frame.origin = CGPoint(x: 50, y: 50)
        flags.append(view.needsLayout)
        view.center = CGPoint(x: 0, y: 0)
        flags.append(view.needsLayout)
        view.bounds.origin = CGPoint(x: 3, y: 3)
        flags.append(view.needsLayout)
        view.frame.size = CGSize(width: 20, height: 10)
        flags.append(view.needsLayout)
        view.layoutIfNeeded()
        view.bounds.size = CGSize(width: 20, height: 30)
        flags.append(view.needsLayout)
        expectEqual(flags, [false, false, false, true, true])
    }

    @Test func defaults() {
        let view = View()
        expectEqual(view.isHidden, false)
        expectEqual(view.alpha, 1)
        expectEqual(view.tag, 0)
        expectEqual(view.backgroundColor, nil)
        #expect(view.isUserInteractionEnabled)
        expectEqual(view.clipsToBounds, false)
        expectEqual(view.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        expectEqual(view.superview, nil)
        #expect(view.subviews.isEmpty)
    }
}
