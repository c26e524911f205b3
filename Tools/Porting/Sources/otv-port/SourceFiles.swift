import ArgumentParser
import Foundation

/// The `.swift` files the command line names (and the storyboards and nibs among them): files as
/// given, folders searched recursively in path order, skipping hidden folders and build folders.
enum SourceFiles {
    /// The extensions of Interface Builder files, which the tool does not port but notes.
    static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]

    /// The Swift files, and the paths of the storyboards and nibs (`App/Main.storyboard`) among
    /// the paths, each in path order.
    static func find(_ paths: [String]) throws -> (swift: [String], interfaceBuilder: [String]) {
        let all = try findAll(paths)
        let swift = all.filter { $0.hasSuffix(".swift") }
        let interfaceBuilder = all.filter {
            interfaceBuilderExtensions.contains(($0 as NSString).pathExtension)
        }
        return (swift, interfaceBuilder)
    }

    private static func findAll(_ paths: [String]) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("No such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "build" {
                    enumerator.skipDescendants()
                    continue
                }
                let pathExtension = (name as NSString).pathExtension
                if pathExtension == "swift" || interfaceBuilderExtensions.contains(pathExtension) {
                    found.append((path as NSString).appendingPathComponent(relative))
                }
            }
            files += found.sorted()
        }
        return files
    }
}
