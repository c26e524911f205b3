import Foundation

/// Where a table's rows and section headers and footers sit across it: from `minX`, `width`
/// wide. One value for the cells' frames, the header and footer views' frames, the `rect`
/// queries and the width self-sizing cells and views are measured at, so they cannot disagree.
struct RowColumn: Equatable {
    /// The left edge, in the table's coordinates.
    var minX: CGFloat
    /// The width.
    var width: CGFloat

    /// The frame of an element of the column from `y`, `height` high.
    func frame(y: CGFloat, height: CGFloat) -> CGRect {
        CGRect(x: minX, y: y, width: width, height: height)
    }
}

extension TableView {
    /// The column of the table's rows, headers and footers: the table's whole width, or in an
    /// `.insetGrouped` table the width less the table's left and right layout margins, as
    /// UIKit insets those sections ("a table view where the grouped sections are inset with
    /// rounded corners",
    /// [insetGrouped](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped)).
    ///
    /// The margins are read as ``View/layoutMargins`` answers them, so with the safe area: 16
    /// points at each side on this iPhone in portrait (`TableMetrics.tableLayoutMargins`), more
    /// in landscape, and an app's own margins when it sets them (Compatibility/Evidence.md,
    /// "Inset grouped sections"). The table header and footer views and the background view
    /// keep the full width.
    ///
    /// - Complexity: O(1).
    var rowColumn: RowColumn {
        let width = bounds.width
        guard settings.style == .insetGrouped else { return RowColumn(minX: 0, width: width) }
        let margins = layoutMargins
        return RowColumn(minX: margins.left, width: Swift.max(0, width - margins.left - margins.right))
    }
}
