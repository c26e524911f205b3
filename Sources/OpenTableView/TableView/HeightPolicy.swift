import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// How the current height model answers heights: the one owner of that decision, made anew at
/// each reload.
///
/// UIKit decides it with `respondsToSelector:` and its properties. Swift cannot ask whether a
/// protocol's optional method is implemented without calling it, so the table learns it at the
/// method's first natural call (the first row's height at reload, the first section's header
/// height, …) and records the answer here; probing ahead would send the delegate calls UIKit
/// never sends. Every change goes through one of the transitions below.
struct HeightPolicy {
    /// Whether the delegate implements `tableView(_:heightForRowAt:)` (`nil`: not yet known).
    private(set) var delegateRowHeights: Bool?
    /// Whether rows may be estimates that the layout pass replaces with real heights: estimation
    /// is on, or some rows self-size.
    private(set) var estimatesRows = false
    /// Whether the estimates come from the delegate's `estimatedHeightForRowAt`, row by row.
    private(set) var perRowEstimates = false
    /// Whether the delegate implements `heightForHeaderInSection` / `heightForFooterInSection`.
    private(set) var delegateSectionHeights = PerKind<Bool?>(repeating: nil)
    /// Whether the delegate implements `viewForHeaderInSection` / `viewForFooterInSection`.
    private(set) var delegateSectionViews = PerKind<Bool?>(repeating: nil)
    /// Whether the data source implements `titleForHeaderInSection` / `titleForFooterInSection`.
    private(set) var dataSourceTitles = PerKind<Bool?>(repeating: nil)

    /// Whether no row existed since the reload, so the row policy is still undecided.
    var rowsAreUndecided: Bool { delegateRowHeights == nil && !estimatesRows }

    /// Rows start as estimates: the table's `estimatedRowHeight`, or the delegate's
    /// `estimatedHeightForRowAt` row by row.
    mutating func estimateRows(perRow: Bool) {
        estimatesRows = true
        perRowEstimates = perRow
    }

    /// Some rows self-size (an automatic height), so they are estimates until laid out.
    mutating func noteSelfSizingRows() {
        estimatesRows = true
    }

    /// What the first call of `heightForRowAt` told.
    mutating func learnDelegateRowHeights(implemented: Bool) {
        delegateRowHeights = implemented
    }

    /// What the first call of `heightForHeaderInSection` (or the footer's) told.
    mutating func learnDelegateSectionHeights(_ kind: HeaderFooterKind, implemented: Bool) {
        delegateSectionHeights[kind] = implemented
    }

    /// What the first call of `viewForHeaderInSection` (or the footer's) told.
    mutating func learnDelegateSectionViews(_ kind: HeaderFooterKind, implemented: Bool) {
        delegateSectionViews[kind] = implemented
    }

    /// What the first call of `titleForHeaderInSection` (or the footer's) told.
    mutating func learnDataSourceTitles(_ kind: HeaderFooterKind, implemented: Bool) {
        dataSourceTitles[kind] = implemented
    }

    /// Whether a header's or footer's height is known to come from the table alone: the delegate
    /// implements neither its height nor its view, and the data source leaves its title to the
    /// default.
    @inline(__always)
    func asksNothing(for kind: HeaderFooterKind) -> Bool {
        delegateSectionHeights[kind] == false && delegateSectionViews[kind] == false
            && dataSourceTitles[kind] == false
    }

    /// The data source changed: whether it implements the titles is not known any more.
    mutating func forgetDataSourceTitles() {
        dataSourceTitles = PerKind(repeating: nil)
    }
}
