import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIViewPropertyAnimator` and the `async` forms of `UIView.animate`. Apple's pages:
/// "UIViewPropertyAnimator", "UIViewAnimating" ("stopAnimation(_:)": with `true` "the animator
/// transitions to the inactive state ... and no completion handlers are called"; with `false` it
/// "transitions to the stopped state", and "finishAnimation(at:)" finishes it), "pausesOnCompletion"
/// (the animator "remains in the active state ... and does not execute its completion handler"),
/// "UIViewAnimatingPosition".
@MainActor
@Suite struct ViewPropertyAnimatorTests {
    @Test func startingRunsTheAnimationsAndTheCompletionsBeforeReturning() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var log: [String] = []
        let animator = ViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
            view.alpha = 0
            log.append("animations \(View.inheritedAnimationDuration)")
        }
        animator.addAnimations { view.frame.origin.x = 100 }
        animator.addCompletion { log.append("completion \($0)") }
        animator.addCompletion { _ in log.append("second completion") }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        expectEqual(view.alpha, 1, "nothing runs before the animator starts")
        animator.startAnimation()
        #expect(view.alpha == 0 && view.frame.origin.x == 100)
        expectEqual(log, ["animations 0.4", "completion end", "second completion"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(animator.curve == .easeOut && animator.duration == 0.4)
    }

    @Test func pausingAndScrubbingAreRecordedForATestToDrive() {
        let view = View(frame: .zero)
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        expectEqual(view.alpha, 0.5, "the blocks run when the animator becomes active")
        animator.fractionComplete = 0.3
        expectEqual(animator.fractionComplete, 0.3)
        animator.fractionComplete = 1.7
        expectEqual(animator.fractionComplete, 1)
        // A block added while active runs at once.
        animator.addAnimations { view.isHidden = true }
        #expect(view.isHidden)
        animator.isReversed = true
        animator.startAnimation()
        expectEqual(positions, [.start], "a reversed animator ends at its start")
        #expect(animator.state == .inactive && animator.fractionComplete == 0)
    }

    @Test func scrubbingAnInactiveAnimatorMakesItActiveAndPaused() {
        var ran = 0
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .linear) { ran += 1 }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning && ran == 1)
        animator.startAnimation()
        expectEqual(ran, 1, "each block runs once")
    }

    @Test func stoppingWithoutFinishingDropsTheCompletions() {
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .linear) {}
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && positions.isEmpty)
    }

    @Test func stoppingThenFinishingCallsTheCompletionsWithThePosition() {
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(
            duration: 0.3, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)
        ) {}
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning && positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActive() {
        var completed = false
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeIn) {}
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(!completed)
    }

    @Test func aRunningPropertyAnimatorHasFinishedWhenItIsReturned() {
        let view = View(frame: .zero)
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.25, delay: 0.1, options: [.curveEaseIn], animations: { view.alpha = 0 },
            completion: { positions.append($0) })
        #expect(view.alpha == 0 && positions == [.end])
        #expect(animator.state == .inactive && animator.delay == 0.1 && animator.curve == .easeIn)
    }

    /// The completion-handler forms' `async` twins return the `finished` flag.
    @Test func theAsyncFormsReturnFinished() async {
        let view = View(frame: .zero)
        var finished = await View.animate(withDuration: 0.3) { view.alpha = 0.2 }
        #expect(finished && view.alpha == 0.2)
        finished = await View.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) { view.alpha = 0.4 }
        #expect(finished && view.alpha == 0.4)
        finished = await View.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []
        ) { view.alpha = 0.6 }
        #expect(finished && view.alpha == 0.6)
        finished = await View.animateKeyframes(withDuration: 1, delay: 0, options: []) { view.alpha = 0.8 }
        #expect(finished && view.alpha == 0.8)
        finished = await View.transition(with: view, duration: 0.3, options: [], animations: { view.alpha = 1 })
        #expect(finished && view.alpha == 1)
        let container = View(frame: .zero)
        let other = View(frame: .zero)
        container.addSubview(view)
        finished = await View.transition(from: view, to: other, duration: 0.3)
        #expect(finished && other.superview === container && view.superview == nil)
        // A repeating animation never ends: headless the call returns `false` rather than hang.
        finished = await View.animate(withDuration: 1, delay: 0, options: [.repeat]) {}
        #expect(!finished)
    }
}

/// Misusing an animator raises `NSInternalInconsistencyException`; checked in child processes.
@Suite(.serialized) struct ViewPropertyAnimatorExitTests {
    /// UIKit's reason, as iOS prints it when `finishAnimation(at:)` is called on an animator that
    /// is not stopped.
    @Test func finishingAnAnimatorThatIsNotStoppedRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let animator = ViewPropertyAnimator(duration: 0.3, curve: .linear) {}
                animator.pauseAnimation()
                animator.finishAnimation(at: .end)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "'NSInternalInconsistencyException', reason: 'finishAnimationAtPosition: should only be called on a stopped animator!'"
            ))
    }

    @Test func stoppingAnInactiveAnimatorRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                ViewPropertyAnimator(duration: 0.3, curve: .linear).stopAnimation(false)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: 'stopAnimation: should only be called on an active animator (this one is inactive)'"))
    }
}
