import Foundation

/// The screen, as UIKit's `UIScreen`: headless, an iPhone 15 or 16 in portrait, the screen a
/// ``Window`` made with ``Window/init()`` fills.
///
/// UIKit deprecates `UIScreen.main` in favour of the window scene's screen; headless there is one
/// screen, `main`, and every ``WindowScene`` answers it as its ``WindowScene/screen``.
/// ([UIScreen](https://developer.apple.com/documentation/uikit/uiscreen))
@preconcurrency @MainActor
public final class Screen {
    /// The screen.
    public static let main = Screen()

    /// The screen's rectangle in points: ``Window/defaultFrame``, 393 × 852.
    public let bounds = Window.defaultFrame

    /// Pixels per point: 3, as on an iPhone 15 or 16.
    public let scale: CGFloat = 3

    /// Pixels per point of the physical screen: 3.
    public let nativeScale: CGFloat = 3

    /// The screen's rectangle in pixels, portrait: 1179 × 2556.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    private init() {}
}
