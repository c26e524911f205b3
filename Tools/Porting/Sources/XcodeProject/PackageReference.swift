/// A Swift package the project depends on (`XCRemoteSwiftPackageReference` or
/// `XCLocalSwiftPackageReference`).
public struct PackageReference: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A repository and a version requirement.
        case remote(url: String, requirement: Requirement)
        /// A package on disk, relative to the folder holding the `.xcodeproj`.
        case local(path: String)
    }

    /// Xcode's `requirement` dictionary.
    public enum Requirement: Hashable, Sendable {
        case upToNextMajor(String)
        case upToNextMinor(String)
        case exact(String)
        case range(from: String, to: String)
        case branch(String)
        case revision(String)
    }

    public let objectID: String
    public let source: Source

    public init(objectID: String, source: Source) {
        self.objectID = objectID
        self.source = source
    }

    /// The name SwiftPM knows the package by in `.product(name:package:)`: the repository's or
    /// folder's last component without `.git` (SwiftPM compares identities ignoring case).
    public var identity: String {
        let path: String
        switch source {
        case .remote(let url, _): path = url
        case .local(let local): path = local
        }
        var last = path.split(separator: "/").last.map(String.init) ?? path
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}

/// A package product a target links (`XCSwiftPackageProductDependency`).
public struct PackageProduct: Hashable, Sendable {
    public let name: String
    /// The package, or nil when the dependency names none (a product of a local package Xcode
    /// finds in the workspace).
    public let package: PackageReference?

    public init(name: String, package: PackageReference?) {
        self.name = name
        self.package = package
    }
}
