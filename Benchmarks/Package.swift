// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The library measured is this package's parent folder, or the checkout OPENTABLEVIEW_PATH names
// (to compare two versions of the library on the same benchmarks; see README.md). SwiftPM names a
// path dependency after its folder, which is wherever the repository was cloned, so the name is
// read from the path, not spelled.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let libraryPath = ProcessInfo.processInfo.environment["OPENTABLEVIEW_PATH"] ?? ".."
let rootIdentity = URL(fileURLWithPath: libraryPath, relativeTo: packageFolder).standardizedFileURL
    .lastPathComponent.lowercased()

let package = Package(
    name: "OpenTableViewBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: libraryPath),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Workloads shared by the benchmark targets: data sources, the naive linear-scan table
        // and the prefix-sum floor.
        .target(
            name: "TableWorkloads",
            dependencies: [
                "SeededRandom",
                .product(name: "OpenTableView", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ]
        ),
        // The seeded generator every workload draws its rows and offsets from (no dependencies,
        // so the callgrind executables below can use it without package-benchmark).
        .target(name: "SeededRandom"),
        // The constraint solver's workloads (cells, a 1,000-constraint row), shared by the
        // ConstraintSolver benchmark and solver-compare.
        .target(
            name: "SolverWorkloads",
            dependencies: [.product(name: "OpenTableViewConstraintSolver", package: rootIdentity)]
        ),
        // Times the solver with the same loops as kiwi/kiwi_bench.py, and exports the workloads
        // as JSON for it (see README.md, "Constraint solver").
        .executableTarget(
            name: "solver-compare",
            dependencies: ["SolverWorkloads", .product(name: "OpenTableViewConstraintSolver", package: rootIdentity)]
        ),
        // The main workloads as one executable for callgrind instruction counts (profile.sh):
        // the library only, no harness.
        .executableTarget(
            name: "profile-workloads",
            dependencies: [
                "SwapReference", "SeededRandom", "CollectionWorkloads",
                .product(name: "OpenTableView", package: rootIdentity),
            ]
        ),
        // The collection view (list and flow layouts) and the equivalent table on the same
        // workloads, shared by the CollectionView benchmark target and profile-workloads.
        .target(
            name: "CollectionWorkloads",
            dependencies: ["SeededRandom", .product(name: "OpenTableView", package: rootIdentity)]
        ),
        // The cell swap: the PGTableView-style reference (a prefix-sum array of row tops, binary
        // search, trivial cells from a per-identifier pool), and the executable that times the
        // cell-swap workloads on it and on the table in one run (README.md, "Cell swap").
        .target(name: "SwapReference"),
        .executableTarget(
            name: "swap-compare",
            dependencies: ["SwapReference", "SeededRandom", .product(name: "OpenTableView", package: rootIdentity)]
        ),
    ]
        + [
            .executableTarget(
                name: "ConstraintSolver",
                dependencies: [
                    "SolverWorkloads", "TableWorkloads",
                    .product(name: "OpenTableViewConstraintSolver", package: rootIdentity),
                    .product(name: "Benchmark", package: "benchmark"),
                ],
                path: "Benchmarks/ConstraintSolver",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        ]
        + [
            .executableTarget(
                name: "CollectionView",
                dependencies: [
                    "CollectionWorkloads", "TableWorkloads",
                    .product(name: "OpenTableView", package: rootIdentity),
                    .product(name: "Benchmark", package: "benchmark"),
                ],
                path: "Benchmarks/CollectionView",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        ]
        + ["Reload", "Scrolling", "Geometry", "Memory", "Updates", "Diffable"].map { name in
            // package-benchmark runs every executable target under Benchmarks/ that uses its plugin.
            .executableTarget(
                name: name,
                dependencies: [
                    "TableWorkloads",
                    .product(name: "OpenTableView", package: rootIdentity),
                    .product(name: "Benchmark", package: "benchmark"),
                ],
                path: "Benchmarks/\(name)",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        },
    swiftLanguageModes: [.v6]
)
