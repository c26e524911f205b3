import Foundation

extension Image {
    /// A configuration an image can take, as UIKit's `UIImage.Configuration`. Only symbol
    /// configurations exist headless, so it is ``SymbolConfiguration``.
    public typealias Configuration = SymbolConfiguration

    /// How an SF Symbol is sized and weighted, as UIKit's `UIImage.SymbolConfiguration`.
    ///
    /// Each initializer specifies one setting and leaves the others unspecified, as in UIKit;
    /// ``applying(_:)`` combines two. A point size or a text style decides the symbol's size
    /// headless (see ``Image``); the weight and the scale are recorded only.
    public struct SymbolConfiguration: Sendable, Hashable {
        /// The point size, if specified.
        public private(set) var pointSize: CGFloat?
        /// The text style whose font the symbol matches, if specified.
        public private(set) var textStyle: Font.TextStyle?
        /// The weight, if specified.
        public private(set) var weight: Font.Weight?
        /// The scale relative to the font, if specified.
        public private(set) var scale: Scale?

        /// A configuration with a point size, as `UIImage.SymbolConfiguration(pointSize:)`.
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
        }

        /// A configuration matching a text style's font, as
        /// `UIImage.SymbolConfiguration(textStyle:)`.
        public init(textStyle: Font.TextStyle) {
            self.textStyle = textStyle
        }

        /// A configuration with a weight, as `UIImage.SymbolConfiguration(weight:)`.
        public init(weight: SymbolWeight) {
            self.weight = weight.fontWeight
        }

        /// A configuration with a scale, as `UIImage.SymbolConfiguration(scale:)`.
        public init(scale: Scale) {
            self.scale = scale
        }

        /// A configuration with a point size and a weight, as
        /// `UIImage.SymbolConfiguration(pointSize:weight:)`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.pointSize = pointSize
            self.weight = weight.fontWeight
        }

        /// This configuration with `other`'s specified settings replacing its own, as
        /// `UIImage.SymbolConfiguration.applying(_:)`.
        public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
            var combined = self
            if let pointSize = other.pointSize {
                combined.pointSize = pointSize
                combined.textStyle = nil
            }
            if let textStyle = other.textStyle {
                combined.textStyle = textStyle
                combined.pointSize = nil
            }
            if let weight = other.weight { combined.weight = weight }
            if let scale = other.scale { combined.scale = scale }
            return combined
        }

        /// The point size the symbol is drawn at: the one specified, or the text style's font
        /// size; `nil` when neither is specified.
        package var effectivePointSize: CGFloat? {
            if let pointSize { return pointSize }
            return textStyle.map { Font.preferredFont(forTextStyle: $0).pointSize }
        }

        /// A symbol's size relative to its font, as UIKit's `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable, Hashable {
            /// The context's default (medium).
            case `default` = -1
            /// Unspecified.
            case unspecified = 0
            /// Smaller than the text.
            case small = 1
            /// As the text.
            case medium = 2
            /// Larger than the text.
            case large = 3
        }
    }

    /// A symbol's weight, as UIKit's `UIImage.SymbolWeight`, with its raw values.
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// Unspecified.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The font weight of the same name.
        var fontWeight: Font.Weight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
}
