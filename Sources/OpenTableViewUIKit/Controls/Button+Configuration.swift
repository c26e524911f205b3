import Foundation

extension Button {
    /// The appearance of a configured button, as UIKit's `UIButton.Configuration` (iOS 15): a value
    /// whose title and image the button shows. Colors, corners and the background are recorded
    /// only; ``Button/sizeThatFits(_:)`` measures the title, subtitle and image, placed by
    /// ``imagePlacement`` with ``imagePadding``. Like UIKit's, it is not `Sendable` (its
    /// ``background`` can hold a view).
    public struct Configuration: Hashable {
        /// The background and foreground a factory gives.
        enum Kind: Sendable, Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The factory the configuration came from.
        let kind: Kind
        /// The title, or `nil`. Setting it replaces ``attributedTitle`` with the plain text, as in
        /// UIKit, where the two are one title.
        public var title: String? {
            didSet {
                guard attributedTitle.map({ String($0.characters) }) != title else { return }
                attributedTitle = title.map { AttributedString($0) }
            }
        }
        /// The title with its attributes, or `nil` (iOS 15). Setting it sets ``title`` to its
        /// characters. The attributes are recorded; the title is measured in the title label's font.
        public var attributedTitle: AttributedString? {
            didSet {
                let plain = attributedTitle.map { String($0.characters) }
                if plain != title { title = plain }
            }
        }
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
        /// The background: color, corners, stroke. Default ``BackgroundConfiguration/clear()``;
        /// recorded only (nothing is drawn headless).
        public var background = BackgroundConfiguration.clear()
        /// Where the image sits relative to the title. Default ``DirectionalRectEdge/leading``;
        /// ``DirectionalRectEdge/top`` or ``DirectionalRectEdge/bottom`` stack them, which
        /// ``Button/sizeThatFits(_:)`` measures.
        public var imagePlacement = DirectionalRectEdge.leading
        /// How the title and subtitle align with each other. Default ``TitleAlignment/automatic``.
        /// Recorded only.
        public var titleAlignment = TitleAlignment.automatic
        /// The size the style picks paddings and fonts for. Default ``Size/medium``. Recorded only.
        public var buttonSize = Size.medium

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

        /// How a configured button's title and subtitle align, as
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable, Hashable {
            /// Aligned by the image's placement.
            case automatic = 0
            /// Aligned to the leading edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Aligned to the trailing edge.
            case trailing = 3
        }

        /// The size of a configured button, as `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable, Hashable {
            /// The smallest size.
            case mini = 0
            /// A small button.
            case small = 1
            /// The standard size (the default).
            case medium = 2
            /// A large button.
            case large = 3
        }

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
