import XcodeProject

/// A target's files, relative to the package's folder: its Swift sources, its storyboards and
/// xibs, and the files left out before reading any (other languages, Core Data models, files
/// outside the package's folder). A file the project names that is not on disk stops the run.
struct TargetFiles {
    var swift: [String] = []
    var interfaceBuilder: [String] = []
    var leftOut: [PortPlan.LeftOut] = []

    static func collect(_ target: Target, input: Planner.Input, fileSystem: FileSystem) throws(XcodeProjectError)
        -> TargetFiles
    {
        var files = TargetFiles()
        let pbxproj = input.project.path + "/project.pbxproj"
        func place(_ file: FileReference) throws(XcodeProjectError) -> String? {
            switch file.location {
            case .project(let path):
                let path = RelativePaths.join(input.folder, path)
                if RelativePaths.isOutside(path) {
                    files.leftOut.append(.init(path: path, target: target.name, reason: .outsidePackage))
                    return nil
                }
                guard fileSystem.exists(path) else {
                    throw XcodeProjectError(
                        file: pbxproj, object: "\(file.objectID) (PBXFileReference) in target \(target.name)",
                        message: "the file \(path) no longer exists")
                }
                return path
            case .absolute(let path):
                files.leftOut.append(.init(path: path, target: target.name, reason: .outsidePackage))
                return nil
            case .builtProduct, .system, .other:
                return nil
            }
        }
        for file in target.sources {
            guard let path = try place(file) else { continue }
            files.add(path, target: target.name)
        }
        for file in target.resources {
            guard !file.isFolderReference, let path = try place(file) else { continue }
            files.add(path, target: target.name)
        }
        for folder in target.synchronizedFolders {
            let root = RelativePaths.join(input.folder, folder.path)
            guard let members = fileSystem.files(under: root) else {
                throw XcodeProjectError(
                    file: pbxproj, object: "\(folder.objectID) (PBXFileSystemSynchronizedRootGroup)",
                    message: "the synchronized folder \(root) no longer exists")
            }
            var seenModels: Set<String> = []
            for member in members where !folder.excluded.contains(member) {
                // A Core Data model is a folder (`Model.xcdatamodeld/Model.xcdatamodel/contents`): one entry.
                let components = member.split(separator: "/")
                if let model = components.firstIndex(where: {
                    $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel")
                }) {
                    let path = root + "/" + components[...model].joined(separator: "/")
                    if seenModels.insert(path).inserted { files.add(path, target: target.name) }
                    continue
                }
                files.add(root + "/" + member, target: target.name)
            }
        }
        return files
    }

    private mutating func add(_ path: String, target: String) {
        let pathExtension = RelativePaths.pathExtension(path)
        switch pathExtension {
        case "swift": swift.append(path)
        case "storyboard", "xib": interfaceBuilder.append(path)
        case "xcdatamodeld", "xcdatamodel": leftOut.append(.init(path: path, target: target, reason: .coreData))
        default:
            if let language = Planner.otherLanguages[pathExtension] {
                leftOut.append(.init(path: path, target: target, reason: .notSwift(language)))
            }
        }
    }
}
