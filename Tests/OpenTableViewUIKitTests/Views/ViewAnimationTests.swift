import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// UIKit's block-based view animations, headless: the animations run at once and the completion
/// with `true` before the call returns (`Compatibility/Porting.md`, "Animations complete at once";
/// Apple's `animate(withDuration:delay:options:animations:completion:)`, whose completion on iOS runs
/// when the animation ends).
@MainActor
@Suite(.serialized) struct ViewAnimationTests {
    @Test func animationsThenCompletionWithTrueBeforeTheCallReturns() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        View.animate(
            withDuration: 0.3, delay: 0.5, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                log.append("animations \(View.inheritedAnimationDuration)")
                view.alpha = 0
                view.frame.origin.y = 40
            },
            completion: { finished in log.append("completion \(finished) alpha \(view.alpha)") })
        log.append("returned")
        expectEqual(log, ["animations 0.3", "completion true alpha 0.0", "returned"])
        expectEqual(view.frame, CGRect(x: 0, y: 40, width: 100, height: 100))
        expectEqual(View.inheritedAnimationDuration, 0)
    }

    @Test func everyAnimateSpellingRunsItsBlocksInOrder() {
        var log: [String] = []
        View.animate(withDuration: 0.2) { log.append("plain") }
        View.animate(
            withDuration: 0.2, animations: { log.append("with completion") }, completion: { log.append("done \($0)") })
        View.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: [],
            animations: { log.append("spring \(View.inheritedAnimationDuration)") },
            completion: { log.append("spring done \($0)") })
        View.animate(springDuration: 0.6, bounce: 0.2) {
            log.append("spring duration \(View.inheritedAnimationDuration)")
        } completion: {
            log.append("spring duration done \($0)")
        }
        expectEqual(
            log,
            [
                "plain", "with completion", "done true", "spring 0.4", "spring done true", "spring duration 0.6",
                "spring duration done true",
            ])
    }

    @Test func aNestedAnimationInheritsItsOwnDurationAndARepeatingOneNeverCompletes() {
        var log: [String] = []
        View.animate(withDuration: 1) {
            View.animate(withDuration: 0.25) { log.append("inner \(View.inheritedAnimationDuration)") }
            log.append("outer \(View.inheritedAnimationDuration)")
        }
        View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { log.append("repeating") },
            completion: { _ in log.append("repeating completed") })
        // A negative duration makes the change without animating it (Apple's documentation).
        View.animate(withDuration: -1) { log.append("negative \(View.inheritedAnimationDuration)") }
        expectEqual(log, ["inner 0.25", "outer 1.0", "repeating", "negative 0.0"])
    }

    @Test func performWithoutAnimationAndSetAnimationsEnabledTurnTheInheritedDurationOff() {
        #expect(View.areAnimationsEnabled)
        var seen: [String] = []
        View.animate(withDuration: 0.3) {
            View.performWithoutAnimation {
                seen.append("without \(View.areAnimationsEnabled) \(View.inheritedAnimationDuration)")
            }
            seen.append("after \(View.areAnimationsEnabled) \(View.inheritedAnimationDuration)")
        }
        View.setAnimationsEnabled(false)
        View.animate(
            withDuration: 0.3, animations: { seen.append("disabled \(View.inheritedAnimationDuration)") },
            completion: { seen.append("disabled done \($0)") })
        #expect(!View.areAnimationsEnabled)
        View.setAnimationsEnabled(true)
        expectEqual(seen, ["without false 0.0", "after true 0.3", "disabled 0.0", "disabled done true"])
    }

    @Test func transitionWithAContainerRunsItsChangesThenTheCompletion() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = Label()
        container.addSubview(label)
        var log: [String] = []
        View.transition(
            with: container, duration: 0.35, options: .transitionCrossDissolve,
            animations: {
                label.text = "Updated"
                log.append("animations")
            }, completion: { log.append("completion \($0)") })
        View.transition(with: container, duration: 0.35, options: .transitionFlipFromLeft, animations: nil) {
            log.append("no animations \($0)")
        }
        expectEqual(label.text, "Updated")
        expectEqual(log, ["animations", "completion true", "no animations true"])
    }

    @Test func transitionFromViewToViewReplacesItInItsSuperviewsOrder() {
        let container = View()
        let (first, from, last, to) = (View(), View(), View(), View())
        for view in [first, from, last] { container.addSubview(view) }
        var finished: Bool?
        View.transition(from: from, to: to, duration: 0.3, options: .transitionFlipFromRight) { finished = $0 }
        expectEqual(container.subviews.map(ObjectIdentifier.init), [first, to, last].map(ObjectIdentifier.init))
        expectEqual(from.superview, nil)
        expectIdentical(to.superview, container)
        expectEqual(finished, true)
    }

    @Test func transitionWithShowHideTransitionViewsOnlyHidesAndShows() {
        let container = View()
        let (from, to) = (View(), View())
        to.isHidden = true
        container.addSubview(from)
        container.addSubview(to)
        View.transition(from: from, to: to, duration: 0.3, options: [.showHideTransitionViews])
        #expect(from.isHidden && !to.isHidden)
        #expect(from.superview === container && to.superview === container)
        expectEqual(container.subviews.map(ObjectIdentifier.init), [from, to].map(ObjectIdentifier.init))
    }

    @Test func keyframesRunInTheOrderAddedWithTheirShareOfTheDuration() {
        let view = View()
        var log: [String] = []
        View.animateKeyframes(
            withDuration: 2, delay: 0, options: [.calculationModeCubic],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    view.alpha = 0.5
                    log.append("first \(View.inheritedAnimationDuration)")
                }
                View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                    view.alpha = 0
                    log.append("second \(View.inheritedAnimationDuration)")
                }
            }, completion: { log.append("completion \($0)") })
        expectEqual(view.alpha, 0)
        expectEqual(log, ["first 0.5", "second 1.5", "completion true"])
    }

    @Test func optionRawValuesAreUIKits() {
        // UIViewAnimationOptions and UIViewKeyframeAnimationOptions in UIKit's UIView.h.
        expectEqual(View.AnimationOptions.layoutSubviews.rawValue, 1)
        expectEqual(View.AnimationOptions.repeat.rawValue, 8)
        expectEqual(View.AnimationOptions.showHideTransitionViews.rawValue, 256)
        expectEqual(View.AnimationOptions.curveEaseInOut.rawValue, 0)
        expectEqual(View.AnimationOptions.curveLinear.rawValue, 0x30000)
        expectEqual(View.AnimationOptions.transitionCrossDissolve.rawValue, 0x500000)
        expectEqual(View.AnimationOptions.transitionFlipFromBottom.rawValue, 0x700000)
        expectEqual(View.AnimationOptions.preferredFramesPerSecond60.rawValue, 0x3000000)
        expectEqual(View.KeyframeAnimationOptions.calculationModePaced.rawValue, 0x800)
        expectEqual(View.KeyframeAnimationOptions.overrideInheritedOptions.rawValue, 0x200)
        expectEqual(View.AnimationCurve(rawValue: 3), .linear)
    }
}
