import Foundation

/// Scrolling a rectangle into view, and the scroll indicators (recorded, not drawn).
extension ScrollView {
    /// The insets of both scroll indicators, as UIKit's `scrollIndicatorInsets` (deprecated in
    /// iOS 13 in favour of the two properties it stands for). Reading it returns
    /// ``verticalScrollIndicatorInsets``; setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``, as UIKit does.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the scroll indicators briefly, as UIKit's `flashScrollIndicators()`. Headless nothing
    /// is drawn; the call is counted in ``scrollIndicatorFlashCount``.
    public func flashScrollIndicators() {
        scrollIndicatorFlashCount += 1
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible, as UIKit's
    /// `scrollRectToVisible(_:animated:)`.
    ///
    /// On each axis: nothing moves when the rectangle is already inside the visible area (the
    /// bounds less ``adjustedContentInset``); otherwise the nearer edge of the rectangle is brought
    /// to the visible area's edge (its leading or top edge when it is larger than the area). The
    /// offset stays within the scrollable range, so a rectangle past the content's end is shown
    /// as far as the content allows. "If the area is already visible, the method does nothing"
    /// (Apple, `scrollRectToVisible(_:animated:)`). With animation the scroll completes at once
    /// and the delegate hears ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, as
    /// for ``setContentOffset(_:animated:)``.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let inset = adjustedContentInset
        let visible = CGRect(
            x: bounds.minX + inset.left, y: bounds.minY + inset.top,
            width: max(0, bounds.width - inset.left - inset.right),
            height: max(0, bounds.height - inset.top - inset.bottom))
        var offset = contentOffset
        offset.x += Self.minimalShift(from: visible.minX..<visible.maxX, toShow: rect.minX..<rect.maxX)
        offset.y += Self.minimalShift(from: visible.minY..<visible.maxY, toShow: rect.minY..<rect.maxY)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// How far a visible interval moves so that it shows `target`: zero when it already does, else
    /// the distance that aligns the nearer edge (the leading one when `target` is larger).
    private static func minimalShift(from visible: Range<CGFloat>, toShow target: Range<CGFloat>) -> CGFloat {
        if target.lowerBound >= visible.lowerBound && target.upperBound <= visible.upperBound { return 0 }
        let visibleLength = visible.upperBound - visible.lowerBound
        let targetLength = target.upperBound - target.lowerBound
        if target.lowerBound < visible.lowerBound || targetLength > visibleLength {
            return target.lowerBound - visible.lowerBound
        }
        return target.upperBound - visible.upperBound
    }
}
