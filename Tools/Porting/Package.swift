// swift-tools-version: 6.1
import PackageDescription

// The porting tool `otv-port` and its `port-uikit` command plugin. It lives in its own package so
// that OpenTableView itself keeps no dependencies: only this tool needs swift-syntax and
// swift-argument-parser (Compatibility/Porting.md, "The porting tool").

/// The fixture screens: each `<Name>.input.swift` is an iOS screen as an iOS developer writes it
/// (excluded from the build: it imports UIKit), and `<Name>.swift` is what `otv-port` makes of it,
/// compiled through `OpenTableViewShim` by the `PortedScreens` target. `ScreenFixtureTests` checks
/// that the tool turns each input into exactly its output, so a screen that stops compiling after
/// the tool fails this package's build.
let screens = [
    "AccountSettingsViewController", "ArticleCell", "BookmarksViewController", "ChecklistViewController",
    "ContactDetailViewController", "DownloadsViewController", "EmojiDictionaryViewController",
    "EventsViewController", "FoldersViewController", "LandmarksViewController", "MessageThreadCell",
    "PlaylistViewController", "ProfileHeaderView", "RecipeCell", "EmptyStateViewController",
    "ShoppingCartViewController",
    "ThemedInboxViewController", "TimezonesViewController", "WeatherCitiesViewController",
    // Collection views.
    "DevicesListViewController", "LeftAlignedFlowLayout", "MasonryLayout", "PhotoAlbumViewController",
    "PinboardViewController", "StickerBoardViewController", "TagCapsuleCell", "TagPickerViewController",
    "CarouselViewController",
]

let package = Package(
    name: "Porting",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "otv-port", targets: ["otv-port"]),
        .library(name: "PortingRewrites", targets: ["PortingRewrites"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .plugin(name: "PortUIKit", targets: ["PortUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(name: "OpenTableView", path: "../.."),
    ],
    targets: [
        // The rewrites and the reports, one syntax rewriter or visitor per file; no I/O.
        .target(
            name: "PortingRewrites",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // The Interface Builder converter: `.storyboard` and `.xib` XML in, Swift and a report out,
        // one concern per file; no I/O (`InterfaceBuilderConverter.convert`).
        .target(
            name: "InterfaceBuilder",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // `project.pbxproj` and `contents.xcworkspacedata` read into targets, files and packages; one
        // format concern per file, text in and values out, no I/O. No dependencies.
        .target(name: "XcodeProject"),
        // `otv-port init`: a read project planned into a Linux package (targets over the app's files,
        // what is left out and why, the rewrites on copies, storyboards and nibs through the
        // converter) and that package's files; reads through a FileSystem, writes nothing.
        .target(name: "AppPorting", dependencies: ["XcodeProject", "PortingRewrites", "InterfaceBuilder"]),
        // The command line: files and folders in, a diff, the rewritten files, or a report out; and
        // `init`, an Xcode project in, a Linux package beside it out.
        .executableTarget(
            name: "otv-port",
            dependencies: [
                "PortingRewrites", "InterfaceBuilder", "XcodeProject", "AppPorting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // `swift package port-uikit Sources/MyScreens`: runs otv-port on a package's files. It declares
        // no write permission, so that the plain command (a diff) runs without SwiftPM asking for one;
        // `--write` works as is on Linux, and needs `--disable-sandbox` where plugins are sandboxed (macOS).
        .plugin(
            name: "PortUIKit",
            capability: .command(
                intent: .custom(
                    verb: "port-uikit",
                    description: "Rewrite UIKit table screens for OpenTableView (prints a diff; --write rewrites)")),
            dependencies: ["otv-port"]),
        // The fixture screens after the tool, compiled through the shim (see `screens` above).
        .target(
            name: "PortedScreens",
            dependencies: [.product(name: "OpenTableViewShim", package: "OpenTableView")],
            path: "Fixtures/Screens",
            exclude: screens.map { "\($0).input.swift" }),
        // The apps after the tool: `Fixtures/Apps/Inputs/<App>/` holds an app's files as written for
        // iOS (outside every target: they import UIKit), `Ported/<App>/` exactly what `otv-port` makes
        // of the folder, compiled here through the shim. `AppFixtureTests` checks the tool still
        // makes them.
        .target(
            name: "PortedApps",
            dependencies: [.product(name: "OpenTableViewShim", package: "OpenTableView")],
            path: "Fixtures/Apps/Ported",
            // Most shipping apps are still in the Swift 5 language mode.
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The Interface Builder fixtures after the tool: `Fixtures/Interface/Inputs/<App>/` holds an
        // app's storyboards and xibs with its Swift as written for iOS, `Ported/<App>/` exactly what
        // `otv-port` makes of the folder (the Swift ported, one generated file per storyboard or
        // xib) and `Ported/InterfaceBuilderFiles.swift` the module's registration, compiled here
        // through the shim. `InterfaceFixtureTests` checks the tool still makes them,
        // `InterfaceBehaviourTests` loads and drives them.
        .target(
            name: "PortedInterfaces",
            dependencies: [.product(name: "OpenTableViewShim", package: "OpenTableView")],
            path: "Fixtures/Interface/Ported",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The apps' own XCTest files after the tool, run as XCTest runs them on Linux, in the Swift 5
        // language mode most app test targets use.
        .testTarget(
            name: "PortedAppTests",
            dependencies: ["PortedApps", .product(name: "OpenTableViewShim", package: "OpenTableView")],
            path: "Fixtures/Apps/PortedTests",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The rewrites against their fixtures, the reports, the porting guide's sections, and the
        // command line run as a process (hence the dependency on the executable, which builds it).
        // The ported screens are driven too (PortedScreenTests), so their closures are run, not only compiled.
        .testTarget(
            name: "PortingTests",
            dependencies: [
                "PortingRewrites", "InterfaceBuilder", "XcodeProject", "AppPorting", "otv-port", "PortedScreens",
                "PortedApps", "PortedInterfaces",
                .product(name: "OpenTableViewShim", package: "OpenTableView"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
