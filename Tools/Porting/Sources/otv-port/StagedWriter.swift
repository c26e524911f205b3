import Foundation

/// Writes a set of files all or nothing: every new text into a staging folder inside the package's
/// folder first (so a failure leaves the package as it was), then each moved into place.
enum StagedWriter {
    static func write(_ writes: [String: String?], into root: URL) throws {
        let manager = FileManager.default
        let staging = root.appendingPathComponent(".otv-port-staging-\(UUID().uuidString)")
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: staging) }
        for (path, text) in writes {
            guard let text else { continue }
            let file = staging.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        for path in writes.keys.sorted() {
            let destination = root.appendingPathComponent(path)
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            guard writes[path] != .some(nil) else { continue }
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.moveItem(at: staging.appendingPathComponent(path), to: destination)
        }
    }
}
