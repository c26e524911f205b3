import Foundation
import OpenTableViewUIKit

extension TableView: ContentSizeCategoryObserving {
    /// After the user's text size changed, self-sized rows were measured with the old fonts: every
    /// row becomes an estimate again (keeping its height), and the next layout pass measures the
    /// visible cells (whose labels already have their new fonts) and the others as they appear,
    /// as UIKit re-measures self-sizing cells after a content size category change. Rows with
    /// fixed heights get the same height back from the delegate or ``rowHeight``.
    package func contentSizeCategoryDidChange() {
        changeContent(.contentSizeCategory)
    }
}
