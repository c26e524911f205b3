import Foundation

/// The Xcode projects under `Fixtures/Projects`, authored in Xcode's formats: Groceries (object
/// version 56, groups, a variant group, unit and UI tests), Feed (77: Xcode 16's synchronized
/// folders with exception sets, frameworks, a package reference) and Reading (a workspace of a
/// 46 project with SOURCE_ROOT files and a folder reference and a 60 project with a local package).
enum ProjectFixtures {
    static let root = Fixtures.root.appendingPathComponent("Projects")

    static func pbxproj(_ project: String) throws -> String {
        try Fixtures.read(root.appendingPathComponent(project).appendingPathComponent("project.pbxproj"))
    }

    /// Where the command-line tests copy a fixture to run `init` on it: inside the package (ignored
    /// by git), at a fixed place so the generated `Package.swift`'s path to OpenTableView is the same
    /// every run (`../../../..`).
    static let scratch = Fixtures.root.deletingLastPathComponent().appendingPathComponent(".build-init-tests")

    /// The repository, which the generated packages depend on by path.
    static let repository = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh copy of fixture `name` at `scratch/name` (or `scratch/<folder>/name`: the build tests
    /// use their own copies, as suites run in parallel).
    static func copy(_ name: String, into folder: String? = nil) throws -> URL {
        let parent = folder.map { scratch.appendingPathComponent($0) } ?? scratch
        let destination = parent.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: destination)
        for generated in ["Package.swift", "PORTING-REPORT.md", "Ported", ".build"] {
            try? FileManager.default.removeItem(at: destination.appendingPathComponent(generated))
        }
        return destination
    }

    /// The golden files of fixture `name` (`Fixtures/Projects/Golden/<name>/`).
    static func golden(_ name: String) -> URL {
        root.appendingPathComponent("Golden").appendingPathComponent(name)
    }
}
