// swift-tools-version: 6.1
import Foundation
import PackageDescription

// swift-snapshot-testing strategies for OpenTableView, in their own package so that the library
// itself keeps no dependencies. The library is this folder's grandparent, by path; SwiftPM names a
// path dependency after its folder, which is wherever the repository was cloned, so the name is
// read from the path, not spelled (as in Benchmarks/Package.swift).
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let libraryPath = "../.."
let rootIdentity = URL(fileURLWithPath: libraryPath, relativeTo: packageFolder).standardizedFileURL
    .lastPathComponent.lowercased()

let package = Package(
    name: "OpenTableViewSnapshotTesting",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "OpenTableViewSnapshotTesting", targets: ["OpenTableViewSnapshotTesting"])
    ],
    dependencies: [
        .package(path: libraryPath),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.19.0"..<"1.20.0"),
    ],
    targets: [
        .target(
            name: "OpenTableViewSnapshotTesting",
            dependencies: [
                .product(name: "OpenTableView", package: rootIdentity),
                .product(name: "OpenTableViewTesting", package: rootIdentity),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "OpenTableViewSnapshotTestingTests",
            dependencies: ["OpenTableViewSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
