import Foundation
import Testing

@testable import OpenTableViewUIKit

/// `UIDevice.current` and `UIScreen.main` describe the device a window made with `UIWindow()` is:
/// an iPhone 15 or 16 in portrait (393 × 852 points at 3 pixels a point), running iOS 18; and a bar
/// appearance's idiom follows the device's, as UIKit's `init()` "targets the device idiom".
@MainActor
@Suite struct DeviceAndScreenTests {
    @Test func theDeviceIsAnIPhone() {
        let device = Device.current
        #expect(device === Device.current)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "18.0")
        #expect(device.model == "iPhone")
        #expect(device.localizedModel == "iPhone")
        #expect(device.name == "iPhone")
        #expect(device.identifierForVendor != nil)
        #expect(device.identifierForVendor == Device.current.identifierForVendor)
    }

    @Test func theScreenIsTheDefaultWindowsAtThreePixelsAPoint() {
        let screen = Screen.main
        #expect(screen === Screen.main)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.bounds == Window().frame)
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    }

    @Test func aBarAppearanceTargetsTheDevicesIdiomUnlessGivenOne() {
        #expect(BarAppearance().idiom == .phone)
        #expect(NavigationBarAppearance().idiom == .phone)
        let pad = TabBarAppearance(idiom: .pad)
        #expect(pad.idiom == .pad)
        #expect(pad.backgroundEffect?.style == .systemChromeMaterial)
        #expect(TabBarAppearance(barAppearance: pad).idiom == .pad)
        #expect(NavigationBarAppearance(barAppearance: pad).idiom == .pad)
        #expect(pad.copy().idiom == .pad)
        #expect(BarAppearance(idiom: .unspecified).idiom == .phone)
    }

    @Test func idiomsHaveUIKitsRawValues() {
        let idioms: [UserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
    }
}
