import OpenTableViewDiagnostics

/// Modal presentation, as UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`, completed at once.
///
/// Who presents: UIKit presents from the controller that defines the presentation context, which
/// for the full-screen and sheet styles is the root of the hierarchy; headless that is the
/// outermost ``ViewController/parent`` of the controller asked to present (a pushed controller
/// presents through its navigation controller, so the presented controller's
/// ``ViewController/presentingViewController`` is the navigation controller, as on iOS).
///
/// When nothing happens, as in UIKit, with its console line: the presenter already presents a
/// controller ("Attempt to present … which is already presenting …"), or the presenter is not on
/// screen ("… whose view is not in the window hierarchy.": headless, not appeared, since there is
/// no window). Presenting a controller that is already presented or has a parent raises UIKit's
/// "Application tried to present modally an active controller" exception.
///
/// Appearance order (the same as a navigation push, which UIKit does not document for
/// presentations; `Compatibility/Porting.md` lists it under "Where UIKit is uncertain"): the
/// presenter's `viewWillDisappear` (only for ``ModalPresentationStyle/fullScreen`` and
/// ``ModalPresentationStyle/currentContext``: iOS 13+ sheets leave the presenter on screen), the
/// presented controller's `viewWillAppear`, its view's layout (`viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews`), the presenter's `viewDidDisappear`, the presented controller's
/// `viewDidAppear`, then the completion. Dismissal mirrors it (a presenter that comes back is laid
/// out before its `viewDidAppear`), and the completion runs after the dismissed controller's
/// `viewDidDisappear`, as Apple documents.
extension ViewController {
    /// ``ViewController/presentedViewController``'s walk.
    package var presentedInChain: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presented = candidate.presentedStorage { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// ``ViewController/presentingViewController``'s walk.
    package var presentingInChain: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presenting = candidate.presentingStorage { return presenting }
            current = candidate.parent
        }
        return nil
    }

    /// The controller a presentation asked of this one is made from: its outermost ancestor.
    private var presentationContext: ViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// ``ViewController/present(_:animated:completion:)``'s work.
    package func performPresent(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) {
        if presented.presentingStorage != nil || presented.parent != nil || presented === self {
            raise(Messages.presentingAnActiveController(describeObject(presented)))
        }
        let presenter = presentationContext
        if let alreadyPresented = presenter.presentedStorage {
            logToConsole(
                Messages.alreadyPresentingWarning(
                    presented: describeObject(presented), presenter: describeObject(presenter),
                    from: describeObject(self), alreadyPresented: describeObject(alreadyPresented)))
            return
        }
        guard presenter.appearanceCycle == .appeared else {
            logToConsole(
                Messages.notInWindowHierarchyWarning(
                    presented: describeObject(presented), presenter: describeObject(presenter),
                    from: describeObject(self)))
            return
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.view.frame = presenter.view.bounds
        let presenterDisappears = presented.modalPresentationStyle.removesPresenterView
        presented.isBeingPresentedStorage = true
        if presenterDisappears { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        presented.layOutAppearingView()
        if presenterDisappears { presenter.endAppearanceTransition() }
        presented.endAppearanceTransition()
        presented.isBeingPresentedStorage = false
        completion?()
    }

    /// ``ViewController/dismiss(animated:completion:)``'s work. With nothing to dismiss it does
    /// nothing and does not call `completion` (UIKit does not document this case).
    package func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        let presenter: ViewController
        if context.presentedStorage != nil {
            presenter = context
        } else if let presenting = context.presentingStorage {
            presenter = presenting
        } else {
            return
        }
        guard let dismissed = presenter.presentedStorage else { return }
        var stack = [dismissed]
        while let above = stack[stack.count - 1].presentedStorage { stack.append(above) }
        // The controllers on screen leave it, topmost first; the presenter comes back if a
        // full-screen presentation had taken it off screen.
        let disappearing = stack.reversed().filter { $0.appearanceCycle.isVisible }
        let presenterReappears = !presenter.appearanceCycle.isVisible
        for controller in disappearing {
            controller.isBeingDismissedStorage = true
            controller.beginAppearanceTransition(false, animated: animated)
        }
        if presenterReappears {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.layOutAppearingView()
        }
        for controller in disappearing { controller.endAppearanceTransition() }
        if presenterReappears { presenter.endAppearanceTransition() }
        for controller in disappearing { controller.isBeingDismissedStorage = false }
        for controller in stack {
            controller.presentingStorage?.presentedStorage = nil
            controller.presentingStorage = nil
        }
        completion?()
    }
}
