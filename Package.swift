// swift-tools-version: 6.1
import PackageDescription

// OpenTableView has no package dependencies by design: the toolchain and Foundation only.
// Benchmarks live in their own package (Benchmarks/) so that the library stays dependency-free.
let package = Package(
    name: "OpenTableView",
    products: [
        .library(name: "OpenTableView", targets: ["OpenTableView"]),
        .library(name: "OpenTableViewShim", targets: ["OpenTableViewShim"]),
        .executable(name: "table-demo", targets: ["table-demo"]),
    ],
    targets: [
        .target(name: "OpenTableView"),
        .target(name: "OpenTableViewShim", dependencies: ["OpenTableView"]),
        .executableTarget(name: "table-demo", dependencies: ["OpenTableView"]),
        .testTarget(name: "OpenTableViewTests", dependencies: ["OpenTableView"]),
    ],
    swiftLanguageModes: [.v6]
)
