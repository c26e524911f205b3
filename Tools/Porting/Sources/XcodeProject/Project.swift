/// A read `project.pbxproj`: the project's targets and packages.
public struct Project: Hashable, Sendable {
    /// The `.xcodeproj` the project was read from, as given.
    public let path: String
    /// `objectVersion`: 46 (Xcode 3.2 compatible) to 77 (Xcode 16).
    public let objectVersion: Int
    /// The native targets, in the project's order.
    public let targets: [Target]
    /// Targets that are not native (`PBXAggregateTarget`, `PBXLegacyTarget`): their names.
    public let otherTargets: [String]
    /// The Swift packages the project references.
    public let packages: [PackageReference]

    public init(
        path: String, objectVersion: Int, targets: [Target], otherTargets: [String], packages: [PackageReference]
    ) {
        self.path = path
        self.objectVersion = objectVersion
        self.targets = targets
        self.otherTargets = otherTargets
        self.packages = packages
    }

    /// The project's name: the `.xcodeproj`'s name without its extension.
    public var name: String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }

    /// The object versions the reader understands: Xcode 3.2's 46 to Xcode 16's 77.
    public static let supportedObjectVersions = 46...77
}
