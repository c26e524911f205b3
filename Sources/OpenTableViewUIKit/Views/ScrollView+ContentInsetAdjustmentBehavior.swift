extension ScrollView {
    /// How safe-area insets would be added to the content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values.
    ///
    /// Present for source compatibility only: there are no safe areas headless, so every behaviour
    /// leaves ``ScrollView/adjustedContentInset`` equal to ``ScrollView/contentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// UIKit's default: adjust along scrollable axes, and always for table views.
        case automatic = 0
        /// Adjust only along axes that scroll.
        case scrollableAxes = 1
        /// Never adjust.
        case never = 2
        /// Always adjust.
        case always = 3
    }
}
