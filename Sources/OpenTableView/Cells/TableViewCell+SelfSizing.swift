import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableViewCell {
    /// The height a self-sizing row gets from its configured cell at a table `width` wide: the
    /// cell's ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// height (a required width, the lowest vertical priority), as UIKit measures it.
    ///
    /// When constraints lay out the content view and give it no height (a content view whose
    /// subviews are only centred in it, for example), UIKit logs "Warning once only: Detected a case
    /// where constraints ambiguously suggest a height of zero for a tableview cell's content view.
    /// We're considering the collapse unintentional and using standard height instead." and the
    /// row gets the standard height, 44, rather than collapsing; so does this, logging the line
    /// once per table (`logToConsoleOnce`; UIKit logs it once per process). A cell that lays out
    /// without constraints and measures 0 (its own `sizeThatFits(_:)`) keeps 0.
    func selfSizedHeight(forWidth width: CGFloat, in tableView: TableView) -> CGFloat {
        let size = systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        guard size.height == 0, LayoutEngine.usesConstraints(toFit: contentViewStorage) else { return size.height }
        logToConsoleOnce(Messages.ambiguousZeroHeightCellWarning(), for: tableView)
        return TableMetrics.defaultRowHeight
    }
}
