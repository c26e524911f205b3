// swift-tools-version: 6.1
import PackageDescription

// OpenTableView has no package dependencies by design: the toolchain and Foundation only.
// Benchmarks live in their own package (Benchmarks/) so that the library stays dependency-free.

// `UniformTypeIdentifiers` (`UTType`) for platforms without Apple's framework. The manifest runs on
// the host, so on an Apple host (building for macOS or iOS) the target does not exist at all and
// `import UniformTypeIdentifiers` finds Apple's framework; a module of the same name there would
// shadow it. Elsewhere it is part of the shim product and the UIKit module depends on it.
#if canImport(Darwin)
    let uniformTypeIdentifiers: [Target.Dependency] = []
    let uniformTypeIdentifiersTargets: [Target] = []
#else
    let uniformTypeIdentifiers: [Target.Dependency] = ["UniformTypeIdentifiers"]
    let uniformTypeIdentifiersTargets: [Target] = [.target(name: "UniformTypeIdentifiers")]
#endif

// The test targets' build settings: line tables only, not full debug information. A failing
// test's backtrace keeps its files and lines, and the test objects are a third smaller (for
// variables in a debugger, drop the flag here for the session). Given to the frontend: SwiftPM
// adds its own `-g` after a target's flags and the driver keeps the last, so a plain
// `-gline-tables-only` is silently overridden. Unsafe flags on test targets only: packages that
// depend on this one never build them, so their use of it is not restricted.
let testBuildSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-gline-tables-only"])]

let package = Package(
    name: "OpenTableView",
    products: [
        .library(name: "OpenTableViewCore", targets: ["OpenTableViewCore"]),
        .library(name: "OpenTableViewUIKit", targets: ["OpenTableViewUIKit"]),
        .library(name: "OpenTableView", targets: ["OpenTableView"]),
        .library(
            name: "OpenTableViewShim",
            targets: ["OpenTableViewShim"] + uniformTypeIdentifiersTargets.map(\.name)),
        .library(name: "OpenTableViewTesting", targets: ["OpenTableViewTesting"]),
        .library(name: "OpenTableViewConstraintSolver", targets: ["OpenTableViewConstraintSolver"]),
        .executable(name: "table-demo", targets: ["table-demo"]),
    ],
    targets: [
        // The UI-free core: the height model, batch validation with UIKit's table messages. Foundation
        // only, no main actor; it also builds on iOS, for apps that check batches in their tests.
        .target(name: "OpenTableViewCore", dependencies: ["OpenTableViewDiagnostics"]),
        // UIKit's exception value (`TableViewException`) and the `Messages` namespace, shared by
        // the core and the UIKit module so that each keeps its own messages. Foundation only.
        .target(name: "OpenTableViewDiagnostics"),
        // The headless UIKit the table stands on: views, scroll views, view controllers, and
        // their values (colors, fonts, images, insets). It knows nothing of tables.
        .target(
            name: "OpenTableViewUIKit",
            dependencies: ["OpenTableViewDiagnostics", "OpenTableViewConstraintSolver"] + uniformTypeIdentifiers),
        .target(name: "OpenTableView", dependencies: ["OpenTableViewCore", "OpenTableViewUIKit"]),
        .target(name: "OpenTableViewShim", dependencies: ["OpenTableView"]),
        // Test support for table code: the typed event log (`TableEvent`, `TableEventLog`) and
        // recording data sources and delegates. Used by this package's tests and by apps'.
        .target(name: "OpenTableViewTesting", dependencies: ["OpenTableView"]),
        // The Cassowary constraint solver Auto Layout stands on: UI-free, no main actor, no
        // dependencies (Compatibility/ConstraintSolver.md).
        .target(name: "OpenTableViewConstraintSolver"),
        .executableTarget(name: "table-demo", dependencies: ["OpenTableView"]),
        // `expectEqual` and its kin for every test target: cheaper to type-check than
        // `#expect(a == b)` (Tests/TestSupport/Expectations.swift says why). Not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "OpenTableViewCoreTests", dependencies: ["TestSupport", "OpenTableViewCore"],
            swiftSettings: testBuildSettings),
        .testTarget(
            name: "OpenTableViewConstraintSolverTests", dependencies: ["TestSupport", "OpenTableViewConstraintSolver"],
            swiftSettings: testBuildSettings),
        .testTarget(
            name: "OpenTableViewUIKitTests",
            dependencies: ["TestSupport", "OpenTableViewUIKit", "OpenTableViewTesting"],
            swiftSettings: testBuildSettings),
        .testTarget(
            name: "OpenTableViewTests",
            dependencies: ["TestSupport", "OpenTableView", "OpenTableViewCore", "OpenTableViewTesting"],
            swiftSettings: testBuildSettings),
        // App test code in the Swift 5 language mode, as most suites are still written: XCTest
        // cases that are not `@MainActor` drive the UIKit spellings from non-isolated methods,
        // which compiles without a diagnostic because the UI classes are `@preconcurrency`.
        .testTarget(
            name: "OpenTableViewSwift5Tests", dependencies: ["OpenTableViewShim"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Classic UIKit table screens, compiled unchanged through the shim (see Compatibility/).
        .target(
            name: "CompatibilitySamples", dependencies: ["OpenTableViewShim"],
            // The bookshelf's storyboard is converted by otv-port into Bookshelf.storyboard.swift beside it.
            path: "Compatibility/Samples", exclude: ["README.md", "Bookshelf/Bookshelf.storyboard"]),
        // Storyboards and nibs at run time: definitions in the shape `otv-port` generates, loaded
        // through UIKit's spellings (Compatibility/InterfaceBuilder.md).
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["TestSupport", "OpenTableViewShim", "OpenTableViewTesting"],
            swiftSettings: testBuildSettings),
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["TestSupport", "OpenTableViewShim", "CompatibilitySamples", "OpenTableViewTesting"],
            swiftSettings: testBuildSettings),
    ] + uniformTypeIdentifiersTargets,
    swiftLanguageModes: [.v6]
)
