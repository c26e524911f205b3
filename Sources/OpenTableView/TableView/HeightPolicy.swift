import Foundation
import OpenTableViewCore

/// How the current height model answers row heights, decided at each reload.
///
/// UIKit decides this with `respondsToSelector:` and its properties; this records the outcome so
/// the layout pass knows, per row, whether an estimate must still be replaced and how.
struct HeightPolicy {
    /// Whether the delegate implements `tableView(_:heightForRowAt:)` (`nil`: not yet known).
    var delegateRowHeights: Bool?
    /// Whether rows start as estimates that the layout pass replaces with real heights.
    var estimatesRows = false
    /// Whether the estimates come from the delegate's `estimatedHeightForRowAt`, row by row.
    var perRowEstimates = false
    /// Whether the delegate implements `heightForHeaderInSection` / `heightForFooterInSection`.
    var delegateSectionHeights = PerKind<Bool?>(repeating: nil)
    /// Whether the delegate implements `viewForHeaderInSection` / `viewForFooterInSection`.
    var delegateSectionViews = PerKind<Bool?>(repeating: nil)
}
