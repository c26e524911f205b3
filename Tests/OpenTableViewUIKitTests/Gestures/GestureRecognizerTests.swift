import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// UIKit's gesture recognizers: the state machine, the delegate, failure requirements and the
/// closure actions, driven by the simulated gestures. Apple: UIGestureRecognizer, "About the
/// gesture recognizer state machine", UIGestureRecognizerDelegate, require(toFail:).
@MainActor
@Suite struct GestureRecognizerTests {
    /// A recorder of what the recognizers see: each action with the state it was sent in, and
    /// each delegate question.
    final class Log: GestureRecognizerDelegate {
        var lines: [String] = []
        var shouldBegin = true
        var shouldReceive = true
        var simultaneous = false

        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            lines.append("shouldBegin \(gestureRecognizer.name ?? "?")")
            return shouldBegin
        }

        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
            lines.append("shouldReceive \(gestureRecognizer.name ?? "?") tapCount \(touch.tapCount)")
            return shouldReceive
        }

        func gestureRecognizer(
            _ gestureRecognizer: GestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
        ) -> Bool {
            lines.append("simultaneously \(gestureRecognizer.name ?? "?") \(otherGestureRecognizer.name ?? "?")")
            return simultaneous
        }
    }

    private func screen() -> (root: View, card: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = View(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        root.addSubview(card)
        return (root, card)
    }

    @Test func defaultsAreUIKits() {
        let tap = TapGestureRecognizer()
        #expect(tap.state == .possible && tap.isEnabled && tap.view == nil && tap.delegate == nil)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        expectEqual(SwipeGestureRecognizer().direction, .right)
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == .max)
        expectEqual(ScreenEdgePanGestureRecognizer().edges, [])
        #expect(PinchGestureRecognizer().scale == 1 && RotationGestureRecognizer().rotation == 0)
        // UIGestureRecognizer.State's raw values, and `.recognized` is `.ended`.
        expectEqual(GestureRecognizer.State.recognized, .ended)
        expectEqual(
            [GestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue),
            [
                0, 1, 2, 3, 4, 5,
            ])
    }

    @Test func addingAndRemovingAttachesAndMovesBetweenViews() {
        let (root, card) = screen()
        let tap = TapGestureRecognizer()
        expectEqual(card.gestureRecognizers, nil)
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(tap)
        #expect(tap.view === card && card.gestureRecognizers?.count == 1)
        root.addGestureRecognizer(tap)
        #expect(tap.view === root && card.gestureRecognizers == nil && root.gestureRecognizers?.count == 1)
        card.removeGestureRecognizer(tap)
        expectIdentical(tap.view, root)
        root.removeGestureRecognizer(tap)
        #expect(tap.view == nil && root.gestureRecognizers == nil)
    }

    @Test func aTapIsRecognizedWithItsStateAndLocationThenReset() {
        let (root, card) = screen()
        var seen: [String] = []
        let tap = TapGestureRecognizer { sender in
            seen.append("\(sender.state) \(sender.location(in: card)) \(sender.location(in: nil))")
        }
        card.addGestureRecognizer(tap)
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(seen, ["ended CGPoint(x: 30.0, y: 30.0) CGPoint(x: 50.0, y: 130.0)"])
        expectEqual(tap.state, .possible)
        // A double tap does not make a single-tap recognizer recognize; two fingers neither.
        root.simulate.tap(at: CGPoint(x: 50, y: 130), numberOfTaps: 2)
        root.simulate.tap(at: CGPoint(x: 50, y: 130), numberOfTouches: 2)
        // A tap outside the view never reaches it.
        root.simulate.tap(at: CGPoint(x: 300, y: 400))
        expectEqual(seen.count, 1)
    }

    @Test func aHiddenDisabledOrNonInteractiveViewGetsNoGesture() {
        let (root, card) = screen()
        var count = 0
        let tap = TapGestureRecognizer { _ in count += 1 }
        card.addGestureRecognizer(tap)
        card.isUserInteractionEnabled = false
        card.simulate.tap(at: CGPoint(x: 10, y: 10))
        card.isUserInteractionEnabled = true
        tap.isEnabled = false
        card.simulate.tap(at: CGPoint(x: 10, y: 10))
        tap.isEnabled = true
        card.isHidden = true
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(count, 0)
        card.isHidden = false
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(count, 1)
    }

    @Test func theDelegateIsAskedWhetherToReceiveThenWhetherToBegin() {
        let (root, card) = screen()
        let log = Log()
        var actions = 0
        let tap = TapGestureRecognizer { _ in actions += 1 }
        tap.name = "tap"
        tap.delegate = log
        card.addGestureRecognizer(tap)
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(log.lines, ["shouldReceive tap tapCount 1", "shouldBegin tap"])
        expectEqual(actions, 1)

        // `false` from gestureRecognizerShouldBegin fails the recognizer: no action.
        log.lines = []
        log.shouldBegin = false
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(log.lines, ["shouldReceive tap tapCount 1", "shouldBegin tap"])
        expectEqual(actions, 1)

        // `false` from shouldReceive keeps the touch from it: it is not asked to begin.
        log.lines = []
        log.shouldReceive = false
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(log.lines, ["shouldReceive tap tapCount 1"])
        #expect(actions == 1 && tap.state == .possible)
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        // Apple's example for require(toFail:): a single tap that recognizes only when the
        // double tap fails.
        let (root, card) = screen()
        var log: [String] = []
        let single = TapGestureRecognizer { _ in log.append("single") }
        let double = TapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        root.simulate.tap(at: CGPoint(x: 50, y: 130), numberOfTaps: 2)
        expectEqual(log, ["double"])
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(log, ["double", "single"])
    }

    @Test func theDeepestViewsRecognizerWinsUnlessBothMayRecognizeSimultaneously() {
        let (root, card) = screen()
        var log: [String] = []
        let inner = TapGestureRecognizer { _ in log.append("inner") }
        inner.name = "inner"
        let outer = TapGestureRecognizer { _ in log.append("outer") }
        outer.name = "outer"
        card.addGestureRecognizer(inner)
        root.addGestureRecognizer(outer)
        let delegate = Log()
        outer.delegate = delegate
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(log, ["inner"])
        expectEqual(delegate.lines, ["shouldReceive outer tapCount 1", "simultaneously outer inner"])
        delegate.simultaneous = true
        root.simulate.tap(at: CGPoint(x: 50, y: 130))
        expectEqual(log, ["inner", "inner", "outer"])
        // Outside the card only the root's recognizer sees the tap.
        root.simulate.tap(at: CGPoint(x: 300, y: 20))
        expectEqual(log, ["inner", "inner", "outer", "outer"])
    }

    @Test func aLongPressBeginsAfterItsMinimumDurationAndEnds() {
        let (root, card) = screen()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        card.addGestureRecognizer(press)
        root.simulate.longPress(at: CGPoint(x: 50, y: 130), duration: 0.3)
        #expect(states.isEmpty)
        root.simulate.longPress(at: CGPoint(x: 50, y: 130))
        expectEqual(states, [.began, .ended])
        expectEqual(press.state, .possible)
    }

    @Test func aLongPressThatMovesOnceBegunChangesWithTheFinger() {
        // "The gesture recognizer transitions to the Change state whenever a finger moves, and it
        // ends when any of the fingers are lifted" (UILongPressGestureRecognizer): once it has
        // begun, moving farther than `allowableMovement` does not make it fail.
        let (root, card) = screen()
        var log: [String] = []
        let press = LongPressGestureRecognizer { sender in
            let point = sender.location(in: card)
            log.append("\(sender.state) \(Int(point.x)),\(Int(point.y))")
        }
        card.addGestureRecognizer(press)
        root.simulate.longPress(
            at: CGPoint(x: 50, y: 130), thenDragThrough: [CGPoint(x: 5, y: 0), CGPoint(x: 200, y: 40)])
        expectEqual(log, ["began 30,30", "changed 35,30", "changed 230,70", "ended 230,70"])
        expectEqual(press.state, .possible)
    }

    @Test func aPanReportsItsTranslationsAndVelocityInUIKitsOrder() {
        let (root, card) = screen()
        var log: [String] = []
        let pan = PanGestureRecognizer { sender in
            let t = sender.translation(in: card)
            let v = sender.velocity(in: card)
            log.append("\(sender.state) \(t.x),\(t.y) v \(v.x),\(v.y) at \(sender.location(in: root).x)")
        }
        card.addGestureRecognizer(pan)
        root.simulate.pan(
            from: CGPoint(x: 50, y: 130), translations: [CGPoint(x: 10, y: 0), CGPoint(x: 40, y: 5)], interval: 0.1)
        expectEqual(
            log,
            [
                "began 10.0,0.0 v 100.0,0.0 at 60.0",
                "changed 40.0,5.0 v 300.0,50.0 at 90.0",
                "ended 40.0,5.0 v 300.0,50.0 at 90.0",
            ])
        expectEqual(pan.translation(in: nil), .zero)
    }

    @Test func setTranslationRebasesTheTranslation() {
        let (root, card) = screen()
        var deltas: [CGFloat] = []
        let pan = PanGestureRecognizer { sender in
            deltas.append(sender.translation(in: card).x)
            sender.setTranslation(.zero, in: card)
        }
        card.addGestureRecognizer(pan)
        root.simulate.pan(
            from: CGPoint(x: 50, y: 130),
            translations: [CGPoint(x: 10, y: 0), CGPoint(x: 25, y: 0), CGPoint(x: 45, y: 0)])
        expectEqual(deltas, [10, 15, 20, 0])
    }

    @Test func aSwipeIsRecognizedOnlyInItsDirections() {
        let (root, card) = screen()
        var count = 0
        let swipe = SwipeGestureRecognizer { _ in count += 1 }
        swipe.direction = [.left, .up]
        card.addGestureRecognizer(swipe)
        root.simulate.swipe(.right, at: CGPoint(x: 50, y: 130))
        expectEqual(count, 0)
        root.simulate.swipe(.left, at: CGPoint(x: 50, y: 130))
        root.simulate.swipe(.up, at: CGPoint(x: 50, y: 130))
        expectEqual(count, 2)
    }

    @Test func pinchAndRotationReportTheirScaleAndAngle() {
        let (root, card) = screen()
        var scales: [CGFloat] = []
        var angles: [CGFloat] = []
        let pinch = PinchGestureRecognizer { scales.append($0.scale) }
        let rotation = RotationGestureRecognizer { angles.append($0.rotation) }
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(rotation)
        root.simulate.pinch(at: CGPoint(x: 50, y: 130), scales: [1.5, 2])
        root.simulate.rotate(at: CGPoint(x: 50, y: 130), angles: [0.5, 1])
        expectEqual(scales, [1.5, 2, 2])
        expectEqual(angles, [0.5, 1, 1])
        #expect(pinch.scale == 1 && rotation.rotation == 0)
    }

    @Test func aScreenEdgePanTakesOnlyPansFromItsEdges() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var count = 0
        let edge = ScreenEdgePanGestureRecognizer { _ in count += 1 }
        edge.edges = .left
        root.addGestureRecognizer(edge)
        root.simulate.pan(from: CGPoint(x: 160, y: 200), translations: [CGPoint(x: 80, y: 0)])
        expectEqual(count, 0)
        root.simulate.pan(from: CGPoint(x: 5, y: 200), translations: [CGPoint(x: 80, y: 0)])
        expectEqual(count, 2)
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let (root, card) = screen()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { sender in
            states.append(sender.state)
            if sender.state == .began { sender.isEnabled = false }
        }
        card.addGestureRecognizer(pan)
        root.simulate.pan(from: CGPoint(x: 50, y: 130), translations: [CGPoint(x: 10, y: 0)])
        expectEqual(states.first, .began)
        expectEqual(states.dropFirst().first, .cancelled)
    }

    @Test func aRecognizerPerformsItsOwnGestureThroughSimulate() {
        let (_, card) = screen()
        var count = 0
        let double = TapGestureRecognizer { _ in count += 1 }
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(double)
        double.simulate.perform()
        expectEqual(count, 1)
    }

    @Test func aScrollViewsPanRecognizerIsAttachedOnceAndCanBeWaitedFor() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = scroll.panGestureRecognizer
        expectIdentical(pan, scroll.panGestureRecognizer)
        #expect(pan.view === scroll && scroll.gestureRecognizers?.count == 1)
        // A row swipe that waits for the scroll view's pan to fail.
        var swiped = 0
        let swipe = SwipeGestureRecognizer { _ in swiped += 1 }
        swipe.require(toFail: pan)
        scroll.addGestureRecognizer(swipe)
        scroll.simulate.swipe(.right, at: CGPoint(x: 100, y: 100))
        expectEqual(swiped, 1)
    }

    @Test func closureActionsRunInTheOrderAddedAndKeepTheirType() {
        let (root, card) = screen()
        var log: [String] = []
        let press = LongPressGestureRecognizer { _ in log.append("first") }
        press.addAction { (sender: LongPressGestureRecognizer) in log.append("second \(sender.minimumPressDuration)") }
        card.addGestureRecognizer(press)
        root.simulate.longPress(at: CGPoint(x: 50, y: 130))
        expectEqual(log, ["first", "second 0.5", "first", "second 0.5"])
    }

    @Test func targetActionPairsAreRecordedAndRemoved() {
        let tap = TapGestureRecognizer(target: nil, action: nil)
        let target = NSObject()
        tap.addTarget(target, action: Selector("dismissKeyboard"))
        tap.removeTarget(target, action: Selector("dismissKeyboard"))
        // With no pair left, a recognized tap sends nothing and does not trap.
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(tap)
        view.simulate.tap(at: CGPoint(x: 10, y: 10))
        expectEqual(tap.state, .possible)
    }
}
