/// Decides from a Swift file's text whether it can be part of the Linux package, and if not why.
/// It reads lines, not a syntax tree: the constructs it looks for (`@main`, a delegate adoption in
/// a class declaration, an import) each sit on one line in the files Xcode's templates and people
/// write.
public enum SourceClassifier {
    /// Frameworks with no Linux counterpart that the rewrites do not handle (Combine goes through
    /// OpenCombine, UIKit through the shim, CoreGraphics's types are in Linux Foundation).
    public static let appleOnlyModules: Set<String> = [
        "ARKit", "AVFoundation", "AVKit", "AppIntents", "AuthenticationServices", "BackgroundTasks", "CallKit",
        "CloudKit", "Contacts", "ContactsUI", "CoreBluetooth", "CoreData", "CoreHaptics", "CoreImage", "CoreLocation",
        "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "EventKit", "EventKitUI", "GameKit", "HealthKit",
        "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication", "MapKit", "MessageUI", "PassKit",
        "PencilKit", "Photos", "PhotosUI", "QuickLook", "RealityKit", "SafariServices", "SceneKit", "SpriteKit",
        "StoreKit", "SwiftUI", "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WebKit",
        "WidgetKit",
    ]

    /// The snapshot-testing libraries: a test file importing one compares images.
    static let snapshotModules: Set<String> = ["SnapshotTesting", "FBSnapshotTestCase", "iOSSnapshotTestCase"]

    /// The delegate protocols whose adopters start the app.
    static let delegateProtocols = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]

    /// Why the file `text` cannot be in the package, or nil when it can.
    public static func reasonToLeaveOut(_ text: String) -> LeftOutReason? {
        let lines = SourceLines(text)
        for line in lines.code {
            if line.hasPrefix("@main") || line.hasPrefix("@UIApplicationMain") { return .entryPoint }
        }
        for line in lines.code where line.contains("class ") || line.contains("extension ") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].contains("class ") else { continue }
            let inherited = line[colon...]
            for name in delegateProtocols where SourceLines.containsWord(name, in: inherited) {
                return .appOrSceneDelegate(name)
            }
        }
        for module in lines.unconditionalImports {
            if module == "CoreData" { return .coreData }
            if snapshotModules.contains(module) { return .snapshotTest }
            if appleOnlyModules.contains(module) { return .appleOnlyImport(module) }
        }
        for line in lines.code {
            if SourceLines.containsWord("assertSnapshot", in: Substring(line))
                || SourceLines.containsWord("FBSnapshotVerifyView", in: Substring(line))
            {
                return .snapshotTest
            }
            if SourceLines.containsWord("XCUIApplication", in: Substring(line)) { return .drivesTheAppProcess }
        }
        return nil
    }
}
