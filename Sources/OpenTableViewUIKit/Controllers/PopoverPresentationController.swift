import Foundation

/// Where a popover points and how, as UIKit's `UIPopoverPresentationController`: what an iPad
/// needs to show an action sheet or a share sheet next to the row or button it came from.
///
/// Headless the device is an iPhone, which adapts a popover to a sheet: the anchor (a source view
/// and rectangle, or a bar button item) and the arrow directions are recorded only, so a port that
/// sets them compiles and a test can check them. Reach it through
/// ``ViewController/popoverPresentationController``.
/// ([UIPopoverPresentationController](https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller))
@preconcurrency @MainActor
open class PopoverPresentationController {
    /// The controller the popover presents.
    public unowned let presentedViewController: ViewController
    /// The view the popover points at. Default `nil`.
    open var sourceView: View?
    /// The rectangle in ``sourceView`` the popover points at. Default `.zero`.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (deprecated in iOS 16 for `sourceItem`). Default
    /// `nil`.
    open var barButtonItem: BarButtonItem?
    /// The directions the popover's arrow may point. Default ``PopoverArrowDirection/any``.
    open var permittedArrowDirections: PopoverArrowDirection = .any
    /// The popover's background colour. Default `nil` (the system's).
    open var backgroundColor: Color?
    /// Views the user can touch while the popover is shown. Default `nil`.
    open var passthroughViews: [View]?

    /// A popover presentation controller for `presentedViewController`; UIKit makes it when the
    /// controller's presentation style is popover.
    package init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }
}

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection` (same raw
/// values).
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Directions from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet.
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}
