import Foundation
import OpenTableView

/// Writing explorer pages (``TableSessionRecorder/explorerPage(title:)``) from tests: for one
/// test's table on demand, or, with the `.explorerPagesOnFailure` trait (``ExplorerPagesOnFailureTrait``), for every table a
/// failing test created.
public enum ExplorerPages {
    /// The environment variable that turns on the pages of failing tests: the folder they are
    /// written to (created when missing). Unset, the trait records nothing and costs nothing.
    public static let directoryVariable = "OPENTABLEVIEW_EXPLORER_DIR"

    /// The folder ``directoryVariable`` names, or `nil` when it is unset or empty.
    public static var directory: URL? {
        guard let path = ProcessInfo.processInfo.environment[directoryVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Writes `session`'s explorer page as `name.html` in `directory` (created when missing) and
    /// returns the file's URL. `name` is made a file name: characters other than letters, digits,
    /// `.`, `-` and `_` become `_`.
    @MainActor @discardableResult
    public static func write(_ session: TableSessionRecorder, name: String, in directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(fileName(name) + ".html")
        try session.writeExplorerPage(to: url, title: name)
        return url
    }

    /// `name` with every character other than ASCII letters, digits, `.`, `-` and `_` replaced by `_`.
    static func fileName(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar in
                let allowed =
                    scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
                return allowed ? Character(scalar) : "_"
            })
    }
}
