import Foundation

/// The fixture folders, found from this file's path so the tests need no resources.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let rewrites = root.appendingPathComponent("Rewrites")
    static let screens = root.appendingPathComponent("Screens")
    static let reports = root.appendingPathComponent("Reports")
    static let apps = root.appendingPathComponent("Apps")
    /// The storyboards and nibs with their apps: `Inputs/<App>/` as written for iOS,
    /// `Ported/<App>/` what `otv-port` makes of the folder (the Swift files ported, one generated
    /// file per storyboard or nib), `Bad/` input the converter reports.
    static let interface = root.appendingPathComponent("Interface")
    /// The repository's porting guide, whose sections the tool's messages name.
    static let portingGuide = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Compatibility/Porting.md")

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The folders in `folder`, sorted.
    static func folders(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// The names `<name>.input.swift` in `folder`, sorted.
    static func inputs(in folder: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".input.swift") }.map { String($0.dropLast(".input.swift".count)) }.sorted()
    }
}
