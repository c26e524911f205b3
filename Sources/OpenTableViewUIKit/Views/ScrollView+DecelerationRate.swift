import Foundation

extension ScrollView {
    /// How fast a scroll view's content slows down after the user lifts a flicking finger, as
    /// UIKit's `UIScrollView.DecelerationRate`: the fraction of the velocity kept per millisecond.
    ///
    /// Recorded only: the headless simulations end without deceleration.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat

        /// Creates a rate from its fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998, as UIKit's `UIScrollView.DecelerationRate.normal`.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A faster stop, 0.99, as UIKit's `UIScrollView.DecelerationRate.fast`.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
