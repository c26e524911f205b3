import XcodeProject

/// What `otv-port init` makes of an app: the package's targets over the app's files, the files
/// left out and why, the copies the rewrites make, and the lines a person has to look at.
public struct PortPlan: Hashable, Sendable {
    /// A target of the generated package.
    public struct PlannedTarget: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case library
            case test
        }
        /// The module name (the Xcode target's `PRODUCT_MODULE_NAME`), so `@testable import App` works.
        public let name: String
        public let kind: Kind
        /// The Xcode target and the project it comes from, for the report.
        public let xcodeTarget: String
        public let project: String
        /// Paths relative to the package's folder: the app's files, or their copies in `Ported/`.
        public let sources: [String]
        public let dependencies: [Dependency]
        /// `SWIFT_VERSION` as a SwiftPM language mode (`v5`, `v4_2`, `version("6")`).
        public let languageMode: String
    }

    public enum Dependency: Hashable, Sendable, Comparable {
        case target(String)
        /// OpenTableView's `OpenTableViewShim` product.
        case shim
        /// OpenCombine's `OpenCombineShim` product.
        case combine
        case product(name: String, package: String)
    }

    /// A file of the app that the package does not build.
    public struct LeftOut: Hashable, Sendable {
        public let path: String
        public let target: String
        public let reason: LeftOutReason
    }

    /// An Xcode target with no target in the package.
    public struct SkippedTarget: Hashable, Sendable {
        public let name: String
        public let project: String
        public let reason: String
    }

    /// A file the rewrites change: the text to write, where.
    public struct PortedFile: Hashable, Sendable {
        /// The app's file.
        public let original: String
        /// `Ported/<original>`, or the original itself with `--in-place`.
        public let destination: String
        public let text: String
        /// What changed it: the rewrites' names and the import adjustments.
        public let changes: [String]
    }

    /// A line to look at in a file the package builds: a finding of the rewrites, or API Linux lacks.
    public struct Note: Hashable, Sendable {
        public let path: String
        public let line: Int
        public let message: String
    }

    /// A Swift package the app depends on, as the generated package names it.
    public struct PackageDependency: Hashable, Sendable {
        public let identity: String
        /// `.package(url: …, from: …)`, `.package(path: …)`: the argument list.
        public let declaration: String
    }

    public let name: String
    public let targets: [PlannedTarget]
    public let leftOut: [LeftOut]
    public let skippedTargets: [SkippedTarget]
    public let portedFiles: [PortedFile]
    public let notes: [Note]
    /// A storyboard or xib of a kept target and the Swift the converter made of it.
    public struct InterfaceBuilderResult: Hashable, Sendable {
        public let path: String
        /// Where the generated Swift is, or nil when the converter could not read the file.
        public let generated: String?
    }

    /// The storyboards and xibs of the kept targets, converted.
    public let interfaceBuilder: [InterfaceBuilderResult]
    public let packages: [PackageDependency]
    /// The localization folders (`Base.lproj`) in the package's folder: every target excludes them,
    /// as SwiftPM otherwise takes them for localized resources of a target whose path holds them.
    public let excludedFolders: [String]
    public let options: PortingOptions

    /// Whether any target depends on OpenCombine.
    public var usesCombine: Bool { targets.contains { $0.dependencies.contains(.combine) } }
}
