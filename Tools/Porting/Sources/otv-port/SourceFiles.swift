import ArgumentParser
import Foundation

/// The `.swift` files the command line names: files as given, folders searched recursively in
/// path order, skipping hidden folders and build folders.
enum SourceFiles {
    static func find(_ paths: [String]) throws -> [String] {
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
                if name.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            files += found.sorted()
        }
        return files
    }
}
