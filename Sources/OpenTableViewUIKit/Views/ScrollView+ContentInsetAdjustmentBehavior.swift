import Foundation

extension ScrollView {
    /// How safe-area insets are added to the content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values.
    ///
    /// Apple documents (`UIScrollView.ContentInsetAdjustmentBehavior`): `.scrollableAxes` adjusts
    /// top and bottom when the content is taller than the view or `alwaysBounceVertical` is set,
    /// left and right when it is wider or `alwaysBounceHorizontal` is set; `.always` always adjusts;
    /// `.never` never does; `.automatic` always adjusts vertically for a view controller's content
    /// in a navigation or tab bar controller, and horizontally when the content scrolls
    /// horizontally.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// UIKit's default. Headless: top and bottom always (as UIKit does for table views and for
        /// content in a navigation controller), left and right as `.scrollableAxes`.
        case automatic = 0
        /// Adjust only along axes that scroll (or always bounce).
        case scrollableAxes = 1
        /// Never adjust: ``ScrollView/adjustedContentInset`` is ``ScrollView/contentInset``.
        case never = 2
        /// Always adjust, on every edge.
        case always = 3
    }

    /// Works out ``adjustedContentInset`` again; when it changed, schedules layout and calls
    /// ``adjustedContentInsetDidChange()``. With `keepingRestingOffset`, an offset resting at the
    /// old top (or left) edge moves to the new one, so the first row stays in sight below the
    /// status bar, as on iOS; a change of ``contentInset`` alone never moves the offset.
    package func updateAdjustedContentInset(keepingRestingOffset: Bool) {
        let old = adjustedContentInsetStorage
        let new = computedAdjustedContentInset()
        guard new != old else { return }
        setAdjustedContentInset(new)
        if keepingRestingOffset {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            contentOffset = offset
        }
        setNeedsLayout()
        adjustedContentInsetDidChange()
    }

    /// ``contentInset`` plus a refreshing refresh control's height plus the safe area insets
    /// ``contentInsetAdjustmentBehavior`` lets in.
    private func computedAdjustedContentInset() -> EdgeInsets {
        var inset = contentInset.adding(refreshControlInset)
        let safe = safeAreaInsets
        guard safe != .zero else { return inset }
        let vertical: Bool
        let horizontal: Bool
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }
}
