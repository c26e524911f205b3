import Foundation

/// How an orthogonally scrolling section bounces and slows down, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17,
/// [UICollectionLayoutSectionOrthogonalScrollingProperties](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties)):
/// "An object that specifies properties for a layout section that scrolls orthogonally in
/// relation to the main layout axis". A section has one
/// (``CollectionLayoutSection/orthogonalScrollingProperties``), set in place.
///
/// Difference from UIKit: UIKit gives the values to the section's internal scroll view. Headless,
/// a drag across the section (`collectionView.simulate.scrollOrthogonalSection(_:by:)`) is
/// released without velocity and rests inside the section's content, so neither value moves a
/// cell; `collectionView.simulate.orthogonalScrollingProperties(ofSection:)` answers what the
/// section's scroll view would be set to (Compatibility/API.md).
@preconcurrency @MainActor
public final class CollectionLayoutSectionOrthogonalScrollingProperties {
    /// How fast the section's content slows down after the user's pan gesture ends, as UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`: the fraction of
    /// the velocity kept per millisecond, as ``ScrollView/DecelerationRate-swift.struct``, or
    /// ``automatic``.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond; -1 for ``automatic``.
        public var rawValue: CGFloat

        /// A rate of `rawValue`, the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The collection view's own rate: "A deceleration rate that matches the parent scroll
        /// view's deceleration rate for the orthogonal scrolling section" (raw value -1, as
        /// UIKit's). The default.
        public static let automatic = DecelerationRate(rawValue: -1)
        /// The scroll view's normal rate, 0.998 (``ScrollView/DecelerationRate-swift.struct/normal``).
        public static let normal = DecelerationRate(rawValue: ScrollView.DecelerationRate.normal.rawValue)
        /// "A rapid deceleration rate", the scroll view's fast one, 0.99
        /// (``ScrollView/DecelerationRate-swift.struct/fast``).
        public static let fast = DecelerationRate(rawValue: ScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether the section bounces past the edge of its content and back, as UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`.
    public enum Bounce: Int, Sendable, Hashable {
        /// "The orthogonal scroll view bounces when it encounters a content boundary." The default.
        case automatic = 0
        /// "The orthogonal scroll view bounces even if the content is smaller than its bounds."
        case always = 1
        /// "The orthogonal scroll view stops scrolling immediately when it encounters a content
        /// boundary without bouncing."
        case never = 2
    }

    /// The rate at which the section slows down after a pan. Default ``DecelerationRate-swift.struct/automatic``.
    public var decelerationRate: DecelerationRate = .automatic
    /// Whether the section bounces at its content's edges. Default ``Bounce-swift.enum/automatic``.
    public var bounce: Bounce = .automatic

    /// Properties of the defaults: the collection view's deceleration rate, bouncing at the
    /// content's edges.
    public init() {}

    /// What the section's scroll view is set to in a collection view whose deceleration rate is
    /// `parentRate`: the rate (``DecelerationRate-swift.struct/automatic`` being the parent's),
    /// whether it bounces, and whether it bounces along its axis even when its content is
    /// shorter than its bounds (`alwaysBounceHorizontal` in a vertical layout).
    func resolved(parentRate: ScrollView.DecelerationRate) -> (
        decelerationRate: ScrollView.DecelerationRate, bounces: Bool, alwaysBounces: Bool
    ) {
        let rate =
            decelerationRate == .automatic
            ? parentRate : ScrollView.DecelerationRate(rawValue: decelerationRate.rawValue)
        switch bounce {
        case .automatic: return (rate, true, false)
        case .always: return (rate, true, true)
        case .never: return (rate, false, false)
        }
    }
}
