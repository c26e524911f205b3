// Compile-time proof of Compatibility/API.md's "UIView animations" section: each member marked yes
// or partial is referenced once, in UIKit's spelling through the shim, after its "// API: <row>"
// marker. The functions are never called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageAnimations {
        static func animations(view: UIView, other: UIView) {
            // API: UIView.animate(withDuration:delay:options:animations:completion:)
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: { view.alpha = 0 },
                completion: { (_: Bool) in })
            // API: UIView.animate(withDuration:animations:completion:)
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { (_: Bool) in })
            // API: UIView.animate(withDuration:animations:)
            UIView.animate(withDuration: 0.3) { view.layoutIfNeeded() }
            // API: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                animations: {}, completion: nil)
            // API: UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
            UIView.animate(springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: []) {}
            // API: UIView.transition(with:duration:options:animations:completion:)
            UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
            // API: UIView.transition(from:to:duration:options:completion:)
            UIView.transition(from: view, to: other, duration: 0.3, options: [.showHideTransitionViews])
            // API: UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {})
            // API: UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {}
            // API: UIView.performWithoutAnimation(_:)
            UIView.performWithoutAnimation { view.layoutIfNeeded() }
            // API: UIView.areAnimationsEnabled
            let _: Bool = UIView.areAnimationsEnabled
            // API: UIView.setAnimationsEnabled(_:)
            UIView.setAnimationsEnabled(true)
            // API: UIView.inheritedAnimationDuration
            let _: TimeInterval = UIView.inheritedAnimationDuration
            // API: UIView.AnimationOptions
            let _: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .curveEaseOut]
            // API: UIView.KeyframeAnimationOptions
            let _: UIView.KeyframeAnimationOptions = [.calculationModeLinear]
            // API: UIView.AnimationCurve
            let _: UIView.AnimationCurve = .easeInOut
        }

        static func asyncAnimations(view: UIView, other: UIView) async {
            // API: UIView.animate(withDuration:animations:) async
            let _: Bool = await UIView.animate(withDuration: 0.3) { view.alpha = 0 }
            // API: UIView.animate(withDuration:delay:options:animations:) async
            let _: Bool = await UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) { view.alpha = 1 }
            // API: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:) async
            let _: Bool = await UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []
            ) {}
            // API: UIView.animateKeyframes(withDuration:delay:options:animations:) async
            let _: Bool = await UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {}
            // API: UIView.transition(with:duration:options:animations:) async
            let _: Bool = await UIView.transition(with: view, duration: 0.3, options: [], animations: nil)
            // API: UIView.transition(from:to:duration:options:) async
            let _: Bool = await UIView.transition(from: view, to: other, duration: 0.3, options: [])
        }

        /// A card that a pan gesture scrubs open, as apps write it.
        final class CardAnimator: UIViewPropertyAnimator {
            var completions = 0

            // Overridden in another module: the class-body declaration must link (see the
            // compiler note in the project's working notes on closure parameters).
            override func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
                completions += 1
                super.addCompletion(completion)
            }
        }

        static func propertyAnimator(view: UIView) {
            // API: UIViewPropertyAnimator
            let _: UIViewPropertyAnimator.Type = ViewPropertyAnimator.self
            // API: UIViewPropertyAnimator.init(duration:curve:animations:)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { view.alpha = 0 }
            // API: UIViewPropertyAnimator.init(duration:dampingRatio:animations:)
            _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8)
            // API: UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)
            _ = UIViewPropertyAnimator(duration: 0.3, controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
            // API: UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
            _ = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.3, delay: 0, options: [.curveEaseIn], animations: {},
                completion: { (_: UIViewAnimatingPosition) in })
            // API: UIViewPropertyAnimator.addAnimations(_:)
            animator.addAnimations { view.alpha = 0.5 }
            // API: UIViewPropertyAnimator.addAnimations(_:delayFactor:)
            animator.addAnimations({ view.alpha = 0.5 }, delayFactor: 0.5)
            // API: UIViewPropertyAnimator.addCompletion(_:)
            animator.addCompletion { position in _ = position == .end }
            // API: UIViewPropertyAnimator.startAnimation()
            animator.startAnimation()
            // API: UIViewPropertyAnimator.startAnimation(afterDelay:)
            animator.startAnimation(afterDelay: 0.1)
            // API: UIViewPropertyAnimator.pauseAnimation()
            animator.pauseAnimation()
            // API: UIViewPropertyAnimator.stopAnimation(_:)
            animator.stopAnimation(false)
            // API: UIViewPropertyAnimator.finishAnimation(at:)
            animator.finishAnimation(at: .current)
            // API: UIViewPropertyAnimator.fractionComplete
            animator.fractionComplete = 0.5
            // API: UIViewPropertyAnimator.isReversed
            animator.isReversed = true
            // API: UIViewPropertyAnimator.state
            let _: UIViewAnimatingState = animator.state
            // API: UIViewPropertyAnimator.isRunning
            let _: Bool = animator.isRunning
            // API: UIViewPropertyAnimator.pausesOnCompletion
            animator.pausesOnCompletion = true
            // API: UIViewPropertyAnimator.isInterruptible
            animator.isInterruptible = true
            // API: UIViewPropertyAnimator.duration
            let _: TimeInterval = animator.duration
            // API: UIViewAnimating
            let _: any UIViewAnimating = animator
            // API: UIViewImplicitlyAnimating
            let _: any UIViewImplicitlyAnimating = animator
            // API: UIViewAnimatingState
            let _: UIViewAnimatingState = .stopped
            // API: UIViewAnimatingPosition
            let _: UIViewAnimatingPosition = .start
        }
    }
#endif
