import AppPorting
import Foundation

/// The disk, under the folder the package is made in.
struct LocalFileSystem: FileSystem {
    let root: URL

    private func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    func contents(of path: String) -> String? {
        try? String(contentsOf: url(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    func files(under path: String) -> [String]? {
        let folder = url(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        else { return nil }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(relative) }
        }
        return files.sorted()
    }

    func folders(under path: String, endingIn suffix: String) -> [String] {
        let folder = url(path)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || relative == "Ported" {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(suffix) else { continue }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if isFolder.boolValue {
                found.append(relative)
                enumerator.skipDescendants()
            }
        }
        return found.sorted()
    }
}
