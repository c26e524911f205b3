/// What the planner reads, so that planning is a function of the files and testable without a
/// disk: the command line passes the real file system.
public protocol FileSystem {
    /// The text of the file at `path` (relative to the package's folder), or nil when there is no
    /// such file.
    func contents(of path: String) -> String?
    /// Whether a file or folder exists at `path`.
    func exists(_ path: String) -> Bool
    /// The files under the folder `path`, recursively, as paths relative to it, sorted; nil when
    /// there is no such folder. Hidden files and folders are skipped.
    func files(under path: String) -> [String]?
    /// The folders under `path` whose names end in `suffix` (`.lproj`), not looking inside them,
    /// as paths relative to `path`, sorted. Hidden folders (`.build`) and `Ported` are skipped.
    func folders(under path: String, endingIn suffix: String) -> [String]
}
