import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A visible row range and the viewport tops and bottoms for which it stays the same, valid for
/// one version of the height model. See `TableView.currentVisibleRange()`.
struct VisibleRangeCache {
    /// Global indices of the visible rows.
    var range: Range<Int>
    /// Viewport tops that keep the same first row.
    var top: Range<CGFloat>
    /// Viewport bottoms that keep the same last row (the lower bound itself excluded).
    var bottom: ClosedRange<CGFloat>
    /// The model version the interval was computed for.
    var modelVersion: Int
    /// Where the model found the range, for the walk after a scroll past the interval
    /// (`TableLayoutModel.visibleRowRangeAndStableViewport(minY:maxY:hint:)`). It describes the
    /// model of ``modelVersion`` only: a cache carried over to a new version drops it.
    var hint: VisibleRowsHint? = nil

    /// The hint, if it was made by the model of version `version`.
    func hint(forVersion version: Int) -> VisibleRowsHint? {
        modelVersion == version ? hint : nil
    }

    /// Whether ``range`` is the visible range of the viewport `minY..<maxY` of model version
    /// `version`. The interval describes viewports of positive height only: an empty viewport
    /// shows no rows (see `TableLayoutModel.visibleRowRange(minY:maxY:)`), whatever its top.
    /// - Complexity: O(1).
    func answers(minY: CGFloat, maxY: CGFloat, version: Int) -> Bool {
        maxY > minY && modelVersion == version && top.contains(minY) && maxY > bottom.lowerBound
            && maxY <= bottom.upperBound
    }
}
