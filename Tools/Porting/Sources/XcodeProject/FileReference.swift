/// Where a file of the project is, resolved through its groups (`sourceTree` and `path` of the
/// file and of each enclosing group).
public enum FileLocation: Hashable, Sendable {
    /// Relative to the folder holding the `.xcodeproj` (`App/FeedViewController.swift`): files in
    /// `<group>` trees and `SOURCE_ROOT`.
    case project(String)
    /// An absolute path (`<absolute>`).
    case absolute(String)
    /// A build product (`BUILT_PRODUCTS_DIR`), such as a framework another target makes.
    case builtProduct(String)
    /// In the SDK or the developer folder (`SDKROOT`, `DEVELOPER_DIR`): a system framework.
    case system(String)
    /// Another source tree (a custom one or a build setting), left as Xcode writes it.
    case other(tree: String, path: String)
}

/// A file of a target, as a build phase lists it.
public struct FileReference: Hashable, Sendable {
    /// The object's identifier in `project.pbxproj` (the `PBXFileReference`, or the
    /// `PBXVariantGroup` of a localized file).
    public let objectID: String
    /// Where the file is.
    public let location: FileLocation
    /// Xcode's type for it (`sourcecode.swift`, `file.storyboard`, `folder`,
    /// `wrapper.xcdatamodel`), from `lastKnownFileType` or `explicitFileType`, or nil.
    public let fileType: String?

    public init(objectID: String, location: FileLocation, fileType: String?) {
        self.objectID = objectID
        self.location = location
        self.fileType = fileType
    }

    /// Whether it is a folder reference (a blue folder in Xcode): its contents are copied whole.
    public var isFolderReference: Bool { fileType == "folder" }
}

/// A folder Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`): every
/// file in it belongs to the target, except those its exception sets name.
public struct SynchronizedFolder: Hashable, Sendable {
    public let objectID: String
    /// The folder, relative to the folder holding the `.xcodeproj`.
    public let path: String
    /// Paths inside the folder (`Info.plist`, `Previews/Sample.swift`) that are not members.
    public let excluded: Set<String>

    public init(objectID: String, path: String, excluded: Set<String>) {
        self.objectID = objectID
        self.path = path
        self.excluded = excluded
    }
}
