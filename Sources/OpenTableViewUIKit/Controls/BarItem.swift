import Foundation

/// An item shown on a bar, standing in for UIKit's `UIBarItem`: the base of ``BarButtonItem``.
///
/// As in UIKit a bar item is not a view: it describes what a navigation bar or toolbar shows
/// (title, image, whether it is enabled). Headless nothing is shown; the values are recorded.
@preconcurrency @MainActor
open class BarItem {
    /// The title shown, or `nil`. Default `nil`.
    open var title: String?
    /// The image shown, or `nil`. Default `nil`.
    open var image: Image?
    /// The image for the compact (landscape iPhone) bar, or `nil`. Default `nil`.
    open var landscapeImagePhone: Image?
    /// The image shown by the large content viewer (accessibility), or `nil`. Default `nil`.
    open var largeContentSizeImage: Image?
    /// The insets applied to the image. Default zero. Recorded only.
    open var imageInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Whether the item responds to taps. Default `true`; a disabled item ignores
    /// `simulate.tap()`.
    open var isEnabled = true
    /// A number to identify the item by. Default 0.
    open var tag = 0

    /// Creates an item without title or image, as `UIBarItem()`.
    public init() {}

    /// Creates an item from an archive, as UIKit's `UIBarItem.init?(coder:)`: designated and
    /// `required`, as there, so a subclass that declares a designated initializer of its own
    /// implements it, with `required init?(coder: NSCoder)`, exactly as on iOS.
    ///
    /// Differs from UIKit: there are no archives to read headless. Only OpenTableView's Interface
    /// Builder loading reaches it, with its own decoder, and the item then starts as ``init()``
    /// starts; any other coder traps with `NSInvalidArgumentException`, as `View.init?(coder:)`
    /// does (`Compatibility/Porting.md`, "init(coder:)").
    public required init?(coder: NSCoder) {
        guard coder is NibDecoder else {
            raise(
                CoderMessages.decodingOutsideInterfaceBuilder(
                    className: uikitClassName(of: self), replacement: "init()"))
        }
    }
}
