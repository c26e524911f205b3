/// Reads a `project.pbxproj`'s text into a ``Project``: its native targets with their build
/// phases' files resolved through the groups, synchronized folders with their exceptions, target
/// dependencies, the test bundles' hosts, the Swift version and the package products. Text in,
/// project out: it reads no file, so the caller says where the text came from.
public enum ProjectReader {
    /// Reads `text`, the contents of `<projectPath>/project.pbxproj`.
    public static func read(_ text: String, projectPath: String) throws(XcodeProjectError) -> Project {
        let file = projectPath + "/project.pbxproj"
        let root: PropertyList
        do {
            root = try PropertyListParser.parse(text)
        } catch {
            throw XcodeProjectError(file: file, message: "line \(error.line): \(error.message)")
        }
        guard let rootDictionary = root.dictionary else {
            throw XcodeProjectError(file: file, message: "the root is not a dictionary: not a project file")
        }
        guard let versionText = rootDictionary["objectVersion"]?.string else {
            throw XcodeProjectError(file: file, message: "'objectVersion' is missing: not a project file")
        }
        guard let version = Int(versionText), Project.supportedObjectVersions.contains(version) else {
            throw XcodeProjectError(
                file: file,
                message: "objectVersion \(versionText) is not one this tool reads (46, Xcode 3.2, to 77, Xcode 16)")
        }
        guard let objects = rootDictionary["objects"]?.dictionary else {
            throw XcodeProjectError(file: file, message: "'objects' is missing or not a dictionary")
        }
        let table = try ObjectTable(file: file, objects: objects)
        guard let rootID = rootDictionary["rootObject"]?.string else {
            throw XcodeProjectError(file: file, message: "'rootObject' is missing")
        }
        let project = try table.object(rootID, from: rootID, key: "rootObject")
        guard project["isa"]?.string == "PBXProject" else {
            throw XcodeProjectError(
                file: file, object: table.label(rootID), message: "the root object is not a PBXProject")
        }
        let paths = try GroupPaths(table: table, projectRoot: project["projectDirPath"]?.string ?? "")
        let projectSettings = try BuildSettings(table: table, owner: rootID)
        var packages: [String: PackageReference] = [:]
        for id in try table.ids("packageReferences", of: rootID) {
            packages[id] = try package(id, table: table, paths: paths)
        }
        let targetIDs = try table.ids("targets", of: rootID)
        let synchronized = try SynchronizedFolders(table: table, paths: paths)
        var targets: [Target] = []
        var others: [String] = []
        for id in targetIDs {
            let targetObject = try table.object(id, from: rootID, key: "targets")
            guard targetObject["isa"]?.string == "PBXNativeTarget" else {
                others.append(targetObject["name"]?.string ?? id)
                continue
            }
            targets.append(
                try target(
                    id, table: table, paths: paths, synchronized: synchronized, packages: packages,
                    projectSettings: projectSettings))
        }
        return Project(
            path: projectPath, objectVersion: version, targets: targets, otherTargets: others,
            packages: try table.ids("packageReferences", of: rootID).compactMap { packages[$0] })
    }

    private static func target(
        _ id: String, table: ObjectTable, paths: GroupPaths, synchronized: SynchronizedFolders,
        packages: [String: PackageReference], projectSettings: BuildSettings
    ) throws(XcodeProjectError) -> Target {
        let name = try table.string("name", of: id)
        let typeIdentifier = try table.string("productType", of: id)
        guard let productType = ProductType(identifier: typeIdentifier) else {
            throw XcodeProjectError(
                file: table.file, object: "\(table.label(id)) \"\(name)\"",
                message: "product type \(typeIdentifier) is not one this tool knows")
        }
        let settings = try BuildSettings(table: table, owner: id)
        let productName = expand(
            settings["PRODUCT_NAME"] ?? table.objects[id]?["productName"]?.string ?? name, target: name)
        let moduleName = c99Name(expand(settings["PRODUCT_MODULE_NAME"] ?? productName, target: name))
        var sources: [FileReference] = []
        var resources: [FileReference] = []
        var frameworks: [FileReference] = []
        var products: [PackageProduct] = []
        for phase in try table.ids("buildPhases", of: id) {
            let phaseObject = try table.object(phase, from: id, key: "buildPhases")
            let files = try buildFiles(phase, table: table, paths: paths)
            switch phaseObject["isa"]?.string {
            case "PBXSourcesBuildPhase": sources += files
            case "PBXResourcesBuildPhase": resources += files
            case "PBXFrameworksBuildPhase": frameworks += files
            default: break
            }
        }
        for productID in try table.ids("packageProductDependencies", of: id) {
            let product = try table.object(productID, from: id, key: "packageProductDependencies")
            let packageID = product["package"]?.string
            products.append(
                PackageProduct(
                    name: try table.string("productName", of: productID), package: packageID.flatMap { packages[$0] }))
        }
        var dependencies: [String] = []
        for dependency in try table.ids("dependencies", of: id) {
            let object = try table.object(dependency, from: id, key: "dependencies")
            // A dependency on a package's plugin names a product, not a target.
            guard let targetID = object["target"]?.string else { continue }
            _ = try table.object(targetID, from: dependency, key: "target")
            dependencies.append(try table.string("name", of: targetID))
        }
        return Target(
            objectID: id, name: name, productType: productType, moduleName: moduleName, productName: productName,
            sources: sources, resources: resources, frameworks: frameworks,
            synchronizedFolders: try synchronized.folders(of: id), dependencies: dependencies,
            packageProducts: products, swiftVersion: settings["SWIFT_VERSION"] ?? projectSettings["SWIFT_VERSION"],
            testTargetName: settings["TEST_TARGET_NAME"].map { expand($0, target: name) },
            testHost: settings["TEST_HOST"])
    }

    /// The files of a build phase: each `PBXBuildFile`'s `fileRef` (a file reference or a variant
    /// group); build files that name a package product instead (`productRef`) are skipped, the
    /// target's `packageProductDependencies` list those.
    private static func buildFiles(_ phase: String, table: ObjectTable, paths: GroupPaths) throws(XcodeProjectError)
        -> [FileReference]
    {
        var files: [FileReference] = []
        for buildFile in try table.ids("files", of: phase) {
            let object = try table.object(buildFile, from: phase, key: "files")
            guard let reference = object["fileRef"]?.string else { continue }
            let file = try table.object(reference, from: buildFile, key: "fileRef")
            let type = file["lastKnownFileType"]?.string ?? file["explicitFileType"]?.string
            if file["isa"]?.string == "PBXVariantGroup" {
                // A localized file: one reference per language; the base (or first) one is the file.
                let children = try table.ids("children", of: reference)
                let chosen = children.first { (table.objects[$0]?["name"]?.string ?? "") == "Base" } ?? children.first
                guard let chosen else { continue }
                let child = try table.object(chosen, from: reference, key: "children")
                files.append(
                    FileReference(
                        objectID: reference, location: try paths.location(of: chosen),
                        fileType: child["lastKnownFileType"]?.string ?? child["explicitFileType"]?.string))
            } else {
                files.append(
                    FileReference(objectID: reference, location: try paths.location(of: reference), fileType: type))
            }
        }
        return files
    }

    private static func package(_ id: String, table: ObjectTable, paths: GroupPaths) throws(XcodeProjectError)
        -> PackageReference
    {
        switch table.isa(id) {
        case "XCRemoteSwiftPackageReference":
            let url = try table.string("repositoryURL", of: id)
            let requirement = table.objects[id]?["requirement"]?.dictionary ?? [:]
            func value(_ key: String) throws(XcodeProjectError) -> String {
                guard let string = requirement[key]?.string else {
                    throw XcodeProjectError(
                        file: table.file, object: table.label(id), message: "the requirement has no '\(key)'")
                }
                return string
            }
            let parsed: PackageReference.Requirement
            switch requirement["kind"]?.string {
            case "upToNextMajorVersion": parsed = .upToNextMajor(try value("minimumVersion"))
            case "upToNextMinorVersion": parsed = .upToNextMinor(try value("minimumVersion"))
            case "exactVersion": parsed = .exact(try value("version"))
            case "versionRange": parsed = .range(from: try value("minimumVersion"), to: try value("maximumVersion"))
            case "branch": parsed = .branch(try value("branch"))
            case "revision": parsed = .revision(try value("revision"))
            case let kind:
                throw XcodeProjectError(
                    file: table.file, object: table.label(id),
                    message: "the requirement kind \(kind ?? "(none)") is not one this tool knows")
            }
            return PackageReference(objectID: id, source: .remote(url: url, requirement: parsed))
        case "XCLocalSwiftPackageReference":
            let path = try table.string("relativePath", of: id)
            return PackageReference(objectID: id, source: .local(path: GroupPaths.normalize(path)))
        default:
            throw XcodeProjectError(file: table.file, object: table.label(id), message: "is not a package reference")
        }
    }

    /// `$(TARGET_NAME)`, `${TARGET_NAME}` and their modified forms (`$(TARGET_NAME:c99extidentifier)`,
    /// in older templates) replaced by the target's name; the module name is made an identifier after.
    static func expand(_ value: String, target: String) -> String {
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstRange(of: "$(TARGET_NAME") ?? rest.firstRange(of: "${TARGET_NAME") {
            let close: Character = rest[rest.index(after: start.lowerBound)] == "(" ? ")" : "}"
            guard let end = rest[start.upperBound...].firstIndex(of: close),
                rest[start.upperBound..<end].isEmpty || rest[start.upperBound] == ":"
            else { break }
            result += rest[..<start.lowerBound] + target
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A module name as Xcode makes one from a product name: characters other than letters,
    /// digits and `_` become `_`, and a leading digit gets a `_` before it.
    static func c99Name(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                    ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
