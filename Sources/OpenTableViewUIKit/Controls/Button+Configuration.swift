import Foundation

extension Button {
    /// The appearance of a configured button, as UIKit's `UIButton.Configuration` (iOS 15): a value
    /// whose title and image the button shows. Colors, corners and padding are recorded only;
    /// ``Button/sizeThatFits(_:)`` measures the title, subtitle and image.
    public struct Configuration: Sendable, Hashable {
        /// The background and foreground a factory gives.
        enum Kind: Sendable, Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The factory the configuration came from.
        let kind: Kind
        /// The title, or `nil`.
        public var title: String?
        /// The subtitle, shown under the title, or `nil`.
        public var subtitle: String?
        /// The image, or `nil`.
        public var image: Image?
        /// The color of the title and image, or `nil` for the style's.
        public var baseForegroundColor: Color?
        /// The color of the background, or `nil` for the style's.
        public var baseBackgroundColor: Color?
        /// How the background's corners are rounded. Default ``CornerStyle/dynamic``.
        public var cornerStyle: CornerStyle = .dynamic
        /// The space between the image and the title. Default 0.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle. Default 0.
        public var titlePadding: CGFloat = 0
        /// The distance from the content (image and titles) to the button's edges. Default zero;
        /// recorded only: UIKit's default depends on the style and size and is not documented,
        /// and a configured button's size does not include it headless.
        public var contentInsets = DirectionalEdgeInsets.zero
        /// Whether the button shows an activity indicator instead of its image (iOS 16). Default `false`.
        public var showsActivityIndicator = false

        init(kind: Kind) {
            self.kind = kind
        }

        /// A plain configuration: no background.
        public static func plain() -> Configuration { Configuration(kind: .plain) }
        /// A tinted configuration: a tinted, translucent background.
        public static func tinted() -> Configuration { Configuration(kind: .tinted) }
        /// A gray configuration: a gray background.
        public static func gray() -> Configuration { Configuration(kind: .gray) }
        /// A filled configuration: a tinted, opaque background.
        public static func filled() -> Configuration { Configuration(kind: .filled) }
        /// A borderless configuration.
        public static func borderless() -> Configuration { Configuration(kind: .borderless) }
        /// A bordered configuration.
        public static func bordered() -> Configuration { Configuration(kind: .bordered) }
        /// A bordered, tinted configuration.
        public static func borderedTinted() -> Configuration { Configuration(kind: .borderedTinted) }
        /// A bordered, prominent configuration.
        public static func borderedProminent() -> Configuration { Configuration(kind: .borderedProminent) }

        /// How a configured button's background corners are rounded, as
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable, Hashable {
            /// The background's own corner radius.
            case fixed = -1
            /// A radius that follows the text size; the default.
            case dynamic = 0
            /// Small corners.
            case small = 1
            /// Medium corners.
            case medium = 2
            /// Large corners.
            case large = 3
            /// Fully rounded ends.
            case capsule = 4
        }
    }
}
