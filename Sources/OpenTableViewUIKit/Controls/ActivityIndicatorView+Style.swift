import Foundation

extension ActivityIndicatorView {
    /// The look of an activity indicator, as UIKit's `UIActivityIndicatorView.Style` (same raw values).
    public enum Style: Int, Sendable, Hashable {
        /// The large white style (deprecated in iOS 13).
        case whiteLarge = 0
        /// The white style (deprecated in iOS 13).
        case white = 1
        /// The gray style (deprecated in iOS 13).
        case gray = 2
        /// The medium style (iOS 13), 20×20 points.
        case medium = 100
        /// The large style (iOS 13), 37×37 points.
        case large = 101

        /// The size UIKit gives the style.
        var size: CGSize {
            switch self {
            case .large, .whiteLarge: CGSize(width: 37, height: 37)
            case .medium, .white, .gray: CGSize(width: 20, height: 20)
            }
        }
    }
}
