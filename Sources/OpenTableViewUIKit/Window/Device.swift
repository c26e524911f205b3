import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: headless, an iPhone running iOS 18, the
/// device whose screen ``Window/init()`` and ``Screen/main`` describe.
///
/// Code that branches on `UIDevice.current.userInterfaceIdiom` takes its iPhone path; the values
/// are fixed (an OpenTableView choice, stated on each property).
/// ([UIDevice](https://developer.apple.com/documentation/uikit/uidevice))
@preconcurrency @MainActor
public final class Device {
    /// The device the app runs on.
    public static let current = Device()

    /// The kind of interface the device has: `.phone`.
    public let userInterfaceIdiom = UserInterfaceIdiom.phone

    /// The operating system's name: "iOS".
    public let systemName = "iOS"

    /// The operating system's version: "18.0".
    public let systemVersion = "18.0"

    /// The kind of device: "iPhone".
    public let model = "iPhone"

    /// The kind of device, localized: "iPhone".
    public let localizedModel = "iPhone"

    /// The device's name: "iPhone" (since iOS 16, UIKit gives the model's name, not the user's,
    /// to apps without the user-assigned-device-name entitlement).
    public let name = "iPhone"

    /// An identifier for the app's vendor on this device: made once a process, so it is the same
    /// for every read, as it is on a device until the vendor's last app is removed.
    public let identifierForVendor: UUID? = UUID()

    private init() {}
}
