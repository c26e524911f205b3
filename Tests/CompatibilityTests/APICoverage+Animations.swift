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
    }
#endif
