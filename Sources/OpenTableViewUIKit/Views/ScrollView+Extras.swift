import Foundation

/// Scrolling a rectangle into view, and the scroll indicators (recorded, not drawn).
extension ScrollView {
    /// The work of ``scrollIndicatorInsets``, behind its open entry point in the class body.
    var scrollIndicatorInsetsImplementation: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The work of ``flashScrollIndicators()``, behind its open entry point in the class body.
    func flashScrollIndicatorsImplementation() {
        scrollIndicatorFlashCount += 1
    }

    /// The work of ``scrollRectToVisible(_:animated:)``, behind its open entry point in the class body.
    func scrollRectToVisibleImplementation(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let inset = adjustedContentInsetStorage
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
