import Foundation

extension ListContentConfiguration {
    /// How a list content configuration shows a text, as UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    ///
    /// Headless, the font and ``numberOfLines`` decide the measured size (see `TextMeasurement`);
    /// ``resolvedColor()``, ``alignment`` and ``transform`` decide what the label shows; the other
    /// properties are recorded only, since no glyphs are drawn.
    public struct TextProperties: Hashable {
        /// The horizontal alignment of a list text, as UIKit's `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Sendable, Hashable {
            /// The natural alignment of the script (left, headless).
            case natural
            /// Centred.
            case center
            /// Stretched to both edges, except the last line.
            case justified
        }

        /// A case change applied to the text shown, as UIKit's `TextProperties.TextTransform`.
        public enum TextTransform: Int, Sendable, Hashable {
            /// The text as given.
            case none
            /// Every word capitalized.
            case capitalized
            /// All lowercase.
            case lowercase
            /// All uppercase.
            case uppercase
        }

        /// The font.
        public var font: Font
        // The color the app set, which wins over the one the system style picks for a state.
        private var customColor: Color?
        // The color the style picks for the last state (``ListContentConfiguration/updated(for:)``).
        package var systemColor: Color
        /// The color, before ``colorTransformer``. Setting it keeps it for every state; until then
        /// the style's color for the state applies (a selected sidebar cell's text turns white).
        public var color: Color {
            get { customColor ?? systemColor }
            set { customColor = newValue }
        }
        /// A transformer applied to ``color`` by ``resolvedColor()``. Default `nil`.
        public var colorTransformer: ConfigurationColorTransformer?
        /// The alignment. Default ``TextAlignment/natural``.
        public var alignment = TextAlignment.natural
        /// How a line that does not fit is broken. Default ``LineBreakMode/byTruncatingTail``;
        /// recorded only.
        public var lineBreakMode = LineBreakMode.byTruncatingTail
        /// The maximum number of lines, 0 for no limit. Default 0: list text wraps.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width. Default `false`; recorded only.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to. Default 0; recorded only.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before truncating. Default `true`; recorded only.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category. Default `true`; recorded only (there
        /// is no Dynamic Type headless).
        public var adjustsFontForContentSizeCategory = true
        /// The case change applied to the text shown. Default ``TextTransform/none``.
        public var transform = TextTransform.none
        /// Whether truncated text shows in full on hover. Default `false`; recorded only.
        public var showsExpansionTextWhenTruncated = false

        package init(font: Font, color: Color) {
            self.font = font
            systemColor = color
        }

        /// The color the text is shown in: ``color`` through ``colorTransformer``, if any.
        public func resolvedColor() -> Color {
            colorTransformer?(color) ?? color
        }

        /// `text` with ``transform`` applied.
        package func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }
}
