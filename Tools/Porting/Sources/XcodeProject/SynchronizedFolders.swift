/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) and their exception
/// sets (`PBXFileSystemSynchronizedBuildFileExceptionSet`). A target lists its folders in
/// `fileSystemSynchronizedGroups`; every file in a folder belongs to it except the
/// `membershipExceptions` of the folder's exception sets whose `target` is that target.
struct SynchronizedFolders {
    private let table: ObjectTable
    private let paths: GroupPaths

    init(table: ObjectTable, paths: GroupPaths) throws(XcodeProjectError) {
        self.table = table
        self.paths = paths
    }

    func folders(of target: String) throws(XcodeProjectError) -> [SynchronizedFolder] {
        var folders: [SynchronizedFolder] = []
        for id in try table.ids("fileSystemSynchronizedGroups", of: target) {
            _ = try table.object(id, from: target, key: "fileSystemSynchronizedGroups")
            guard case .project(let path) = try paths.location(of: id) else {
                throw XcodeProjectError(
                    file: table.file, object: table.label(id),
                    message: "a synchronized folder outside the project's folder")
            }
            var excluded: Set<String> = []
            for exception in try table.ids("exceptions", of: id) {
                let object = try table.object(exception, from: id, key: "exceptions")
                // Build-phase membership exceptions (headers, copy phases) do not change what compiles.
                guard object["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    object["target"]?.string == target
                else { continue }
                excluded.formUnion(try table.ids("membershipExceptions", of: exception))
            }
            folders.append(SynchronizedFolder(objectID: id, path: path, excluded: excluded))
        }
        return folders
    }
}
