/// Why a file of the app is left out of the Linux package; the report prints ``description``.
public enum LeftOutReason: Hashable, Sendable, CustomStringConvertible {
    /// `@main` or `@UIApplicationMain`: the app's entry point.
    case entryPoint
    /// A class adopting `UIApplicationDelegate`, `UIWindowSceneDelegate` or `UISceneDelegate`.
    case appOrSceneDelegate(String)
    /// An import of a framework that exists only on Apple platforms.
    case appleOnlyImport(String)
    /// A Core Data model (`.xcdatamodeld`) or a file using Core Data.
    case coreData
    /// A snapshot test: it compares rendered images, and nothing is drawn on Linux.
    case snapshotTest
    /// A UI test that drives the app's process (`XCUIApplication`).
    case drivesTheAppProcess
    /// Objective-C, C or C++ sources: the package builds the Swift files.
    case notSwift(String)
    /// The file is outside the folder the package is made in.
    case outsidePackage

    public var description: String {
        switch self {
        case .entryPoint:
            "the app's entry point (`@main`/`@UIApplicationMain`): a library has none; tests create the screens they test"
        case .appOrSceneDelegate(let protocolName):
            "adopts `\(protocolName)`: the app and scene delegates start the iOS process, which a test on Linux does not have"
        case .appleOnlyImport(let module):
            "imports `\(module)`, which exists only on Apple platforms: move the code that needs it behind a protocol, "
                + "or wrap it in `#if canImport(\(module))`"
        case .coreData:
            "Core Data (models and stores) exists only on Apple platforms: give the screens their data through a protocol "
                + "with an in-memory stand-in"
        case .snapshotTest:
            "a snapshot test: it compares rendered images, and nothing is drawn on Linux (compare `textSnapshot()` instead)"
        case .drivesTheAppProcess:
            "drives the app's process through `XCUIApplication`, which has no Linux counterpart: the same checks written "
                + "against the view controller run headless"
        case .notSwift(let kind):
            "\(kind) source: the Linux package builds the app's Swift files only"
        case .outsidePackage:
            "outside the folder the package is made in: SwiftPM keeps a target's files inside the package"
        }
    }
}
