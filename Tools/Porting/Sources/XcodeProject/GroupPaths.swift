/// Resolves where files and folders are from the group tree: each `PBXGroup`,
/// `PBXVariantGroup`, `PBXFileSystemSynchronizedRootGroup` and `PBXFileReference` has a `path`
/// relative to its `sourceTree`: `<group>` (its parent group's folder), `SOURCE_ROOT` (the project's
/// folder), `<absolute>`, `BUILT_PRODUCTS_DIR`, `SDKROOT` or `DEVELOPER_DIR`.
struct GroupPaths {
    private let table: ObjectTable
    /// Child → the group that lists it.
    private let parents: [String: String]
    /// `projectDirPath` of the `PBXProject`: where `SOURCE_ROOT` and the main group start.
    private let projectRoot: String

    init(table: ObjectTable, projectRoot: String) throws(XcodeProjectError) {
        self.table = table
        self.projectRoot = projectRoot
        var parents: [String: String] = [:]
        for (id, object) in table.objects {
            guard let isa = object["isa"]?.string, isa == "PBXGroup" || isa == "PBXVariantGroup" else { continue }
            for child in try table.ids("children", of: id) { parents[child] = id }
        }
        self.parents = parents
    }

    /// Where object `id` (a file reference, a group, a synchronized folder) is.
    func location(of id: String) throws(XcodeProjectError) -> FileLocation {
        var seen: Set<String> = []
        return try location(of: id, seen: &seen)
    }

    private func location(of id: String, seen: inout Set<String>) throws(XcodeProjectError) -> FileLocation {
        guard seen.insert(id).inserted else {
            throw XcodeProjectError(file: table.file, object: table.label(id), message: "the group is inside itself")
        }
        let object = table.objects[id] ?? [:]
        let path = object["path"]?.string ?? ""
        let tree = object["sourceTree"]?.string ?? "<group>"
        switch tree {
        case "<group>":
            guard let parent = parents[id] else {
                // The main group, or an object no group lists: from the project's folder.
                return .project(Self.join(projectRoot, path))
            }
            switch try location(of: parent, seen: &seen) {
            case .project(let folder): return .project(Self.join(folder, path))
            case .absolute(let folder): return .absolute(Self.join(folder, path))
            case .builtProduct(let folder): return .builtProduct(Self.join(folder, path))
            case .system(let folder): return .system(Self.join(folder, path))
            case .other(let parentTree, let folder): return .other(tree: parentTree, path: Self.join(folder, path))
            }
        case "SOURCE_ROOT": return .project(Self.join(projectRoot, path))
        case "<absolute>": return .absolute(path)
        case "BUILT_PRODUCTS_DIR": return .builtProduct(path)
        case "SDKROOT", "DEVELOPER_DIR": return .system(path)
        default: return .other(tree: tree, path: path)
        }
    }

    /// `base/path`, with `.` and `..` components resolved (`..` above `base` kept).
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(base.isEmpty ? path : path.isEmpty ? base : base + "/" + path)
    }

    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
}
