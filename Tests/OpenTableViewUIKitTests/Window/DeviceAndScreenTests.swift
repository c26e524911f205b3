import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIDevice.current` and `UIScreen.main` describe the device a window made with `UIWindow()` is:
/// an iPhone 15 or 16 in portrait (393 × 852 points at 3 pixels a point), running iOS 18; and a bar
/// appearance's idiom follows the device's, as UIKit's `init()` "targets the device idiom".
@MainActor
@Suite struct DeviceAndScreenTests {
    @Test func theDeviceIsAnIPhone() {
        let device = Device.current
        expectIdentical(device, Device.current)
        expectEqual(device.userInterfaceIdiom, .phone)
        expectEqual(device.systemName, "iOS")
        expectEqual(device.systemVersion, "18.0")
        expectEqual(device.model, "iPhone")
        expectEqual(device.localizedModel, "iPhone")
        expectEqual(device.name, "iPhone")
        expectNotEqual(device.identifierForVendor, nil)
        expectEqual(device.identifierForVendor, Device.current.identifierForVendor)
    }

    @Test func theScreenIsTheDefaultWindowsAtThreePixelsAPoint() {
        let screen = Screen.main
        expectIdentical(screen, Screen.main)
        expectEqual(screen.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        expectEqual(screen.bounds, Window().frame)
        expectEqual(screen.scale, 3)
        expectEqual(screen.nativeScale, 3)
        expectEqual(screen.nativeBounds, CGRect(x: 0, y: 0, width: 1179, height: 2556))
    }

    @Test func aBarAppearanceTargetsTheDevicesIdiomUnlessGivenOne() {
        expectEqual(BarAppearance().idiom, .phone)
        expectEqual(NavigationBarAppearance().idiom, .phone)
        let pad = TabBarAppearance(idiom: .pad)
        expectEqual(pad.idiom, .pad)
        expectEqual(pad.backgroundEffect?.style, .systemChromeMaterial)
        expectEqual(TabBarAppearance(barAppearance: pad).idiom, .pad)
        expectEqual(NavigationBarAppearance(barAppearance: pad).idiom, .pad)
        expectEqual(pad.copy().idiom, .pad)
        expectEqual(BarAppearance(idiom: .unspecified).idiom, .phone)
    }

    @Test func idiomsHaveUIKitsRawValues() {
        let idioms: [UserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        expectEqual(idioms.map(\.rawValue), [-1, 0, 1, 2, 3, 5, 6])
    }
}
