import Foundation

extension ListContentConfiguration {
    /// How a list content configuration shows its image, as UIKit's
    /// `UIListContentConfiguration.ImageProperties`.
    ///
    /// Headless, ``maximumSize`` and ``reservedLayoutSize`` decide where the image and the text go;
    /// symbol images are sized from ``preferredSymbolConfiguration`` or the text's font; the tint and
    /// corner radius are recorded only.
    public struct ImageProperties: Hashable {
        /// The value of ``reservedLayoutSize`` that asks for the system's standard size, as UIKit's
        /// `standardDimension`. Headless there is no standard symbol size, so a dimension set to it
        /// reserves nothing beyond the image.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        // The tint the app set (`.some(nil)` for "the view's tint"), which wins over the style's.
        private var customTintColor: Color??
        // The tint the style picks for the last state.
        package var systemTintColor: Color?
        /// The tint, or `nil` for the view's tint color. Setting it keeps it for every state; until
        /// then the style's tint for the state applies. Recorded only.
        public var tintColor: Color? {
            get { customTintColor ?? systemTintColor }
            set { customTintColor = .some(newValue) }
        }
        /// A transformer applied to the tint by ``resolvedTintColor(for:)``. Default `nil`.
        public var tintColorTransformer: ConfigurationColorTransformer?
        /// The symbol configuration a symbol image is shown with, which gives it its size. Default
        /// `nil`: the primary text's font does.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The corner radius. Default 0; recorded only.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero in a dimension means no limit. A larger image
        /// is scaled down, keeping its aspect ratio. Default `.zero`.
        public var maximumSize = CGSize.zero
        /// The least room the image takes, so texts of rows with and without images or with images of
        /// different widths line up; the image is centred in it. Default `.zero`.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image keeps its colors under Smart Invert. Default `false`; recorded only.
        public var accessibilityIgnoresInvertColors = false

        package init() {}

        /// The tint the image is shown in: ``tintColor`` (or `tintColor` given, the view's, when
        /// it is `nil`) through ``tintColorTransformer``, if any.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        /// The size `image` is shown at: its size, scaled down to fit ``maximumSize``. A symbol
        /// image takes its size from ``preferredSymbolConfiguration`` or, without one, from `font`
        /// (the primary text's), as UIKit sizes list symbols to the text: a square as tall as the
        /// font's line height (see `Image`).
        package func displayedSize(of image: Image, textFont font: Font) -> CGSize {
            var image = image
            if image.isSymbolImage {
                image = image.withConfiguration(preferredSymbolConfiguration ?? .init(pointSize: font.pointSize))
            }
            var size = image.size
            guard size.width > 0, size.height > 0 else { return size }
            if maximumSize.width > 0, size.width > maximumSize.width {
                size = CGSize(width: maximumSize.width, height: size.height * maximumSize.width / size.width)
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                size = CGSize(width: size.width * maximumSize.height / size.height, height: maximumSize.height)
            }
            return size
        }
    }
}
