import Foundation

extension EdgeInsets {
    /// The sum of two insets, edge by edge: how ``ScrollView/adjustedContentInset`` adds UIKit's
    /// own insets to the app's ``ScrollView/contentInset``.
    package func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
