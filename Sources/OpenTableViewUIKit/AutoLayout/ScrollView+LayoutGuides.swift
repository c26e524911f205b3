import Foundation

extension ScrollView {
    /// The guide of the scroll view's content, as UIKit's `UIScrollView.contentLayoutGuide`: its
    /// top-left corner is the content's origin, and its size is what the constraints on it make
    /// of it. Once a constraint names it, the scroll view's layout sets ``contentSize`` to that
    /// size, as in UIKit (pin the content's edges to it, and its width to ``frameLayoutGuide``'s
    /// for vertical scrolling). A scroll view whose content guide no constraint names keeps the
    /// ``contentSize`` its code sets (a table view's).
    public var contentLayoutGuide: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.scrollContentGuide { return guide }
        let guide = LayoutGuide(system: .scrollContent, owningView: self)
        state.scrollContentGuide = guide
        return guide
    }

    /// The guide of the scroll view's frame, as UIKit's `UIScrollView.frameLayoutGuide`: the
    /// scroll view's bounds size at the content's origin. Difference from UIKit: it stays there
    /// when the content scrolls (views pinned to it do not float over the scrolled content; nothing
    /// is laid out again on a scroll headless).
    public var frameLayoutGuide: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.scrollFrameGuide { return guide }
        let guide = LayoutGuide(system: .scrollFrame, owningView: self)
        state.scrollFrameGuide = guide
        return guide
    }
}
