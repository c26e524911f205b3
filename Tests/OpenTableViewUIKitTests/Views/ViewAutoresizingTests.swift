import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `autoresizingMask`: Apple documents that a view resizes its subviews by their masks when its
/// bounds change, sharing the change "proportionally among the flexible portions" when an axis has
/// more than one (`UIView.autoresizingMask`).
@MainActor
@Suite struct ViewAutoresizingTests {
    /// A 300×500 superview with one subview at (20, 30, 100, 200): margins 20 / 180 across and
    /// 30 / 270 down.
    private func pair(_ mask: View.AutoresizingMask) -> (superview: View, subview: View) {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let subview = View(frame: CGRect(x: 20, y: 30, width: 100, height: 200))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        return (superview, subview)
    }

    @Test func noMaskKeepsTheFrame() {
        let (superview, subview) = pair([])
        superview.frame.size = CGSize(width: 400, height: 600)
        expectEqual(subview.frame, CGRect(x: 20, y: 30, width: 100, height: 200))
    }

    @Test func flexibleWidthAndHeightTakeTheWholeChange() {
        let (superview, subview) = pair([.flexibleWidth, .flexibleHeight])
        superview.frame.size = CGSize(width: 400, height: 450)
        expectEqual(subview.frame, CGRect(x: 20, y: 30, width: 200, height: 150))
    }

    @Test func aFlexibleLeftMarginPinsTheRightEdge() {
        let (superview, subview) = pair([.flexibleLeftMargin, .flexibleTopMargin])
        superview.frame.size = CGSize(width: 400, height: 600)
        expectEqual(subview.frame, CGRect(x: 120, y: 130, width: 100, height: 200))
    }

    @Test func theChangeIsSharedInProportionToTheFlexibleParts() {
        // Left margin 20, width 100, right margin 180: 300 in all; +60 points gives 4, 20, 36.
        let (superview, subview) = pair([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        superview.bounds.size = CGSize(width: 360, height: 500)
        expectEqual(subview.frame, CGRect(x: 24, y: 30, width: 120, height: 200))
    }

    @Test func flexibleBothMarginsKeepsTheViewCenteredInProportion() {
        // Top 30 and bottom 270 share +100 as 10 and 90.
        let (superview, subview) = pair([.flexibleTopMargin, .flexibleBottomMargin])
        superview.frame.size = CGSize(width: 300, height: 600)
        expectEqual(subview.frame, CGRect(x: 20, y: 40, width: 100, height: 200))
    }

    @Test func zeroFlexiblePartsShareTheChangeEqually() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = View(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        superview.addSubview(subview)
        superview.frame.size.width = 140
        expectEqual(subview.frame, CGRect(x: 20, y: 0, width: 20, height: 100))
    }

    @Test func autoresizesSubviewsFalseTurnsItOff() {
        let (superview, subview) = pair([.flexibleWidth])
        superview.autoresizesSubviews = false
        superview.frame.size.width = 400
        expectEqual(subview.frame.width, 100)
    }

    @Test func theResizeCascadesAndSchedulesLayout() {
        let (superview, subview) = pair([.flexibleWidth, .flexibleHeight])
        let grandchild = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        grandchild.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        subview.addSubview(grandchild)
        superview.layoutIfNeeded()
        superview.frame.size = CGSize(width: 350, height: 550)
        expectEqual(grandchild.frame, CGRect(x: 0, y: 0, width: 150, height: 250))
        #expect(subview.needsLayout && grandchild.needsLayout)
    }

    @Test func contentModeIsRecordedWithUIKitsDefaultAndRawValues() {
        let view = View()
        expectEqual(view.contentMode, .scaleToFill)
        view.contentMode = .scaleAspectFit
        expectEqual(view.contentMode, .scaleAspectFit)
        #expect(View.ContentMode.redraw.rawValue == 3 && View.ContentMode.bottomRight.rawValue == 12)
    }

    @Test func theRawValuesAreUIKits() {
        expectEqual(View.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        expectEqual(View.AutoresizingMask.flexibleWidth.rawValue, 2)
        expectEqual(View.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        expectEqual(View.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        expectEqual(View.AutoresizingMask.flexibleHeight.rawValue, 16)
        expectEqual(View.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }
}
