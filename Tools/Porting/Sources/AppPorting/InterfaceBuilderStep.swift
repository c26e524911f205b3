/// Storyboards and xibs through the Interface Builder converter.
///
/// INTERFACE BUILDER CONVERTER CALL SITE: `InterfaceBuilderConverter.convert(...)` (the Porting
/// package's converter library) is not in this branch yet. When it is, ``convert(_:fileSystem:)``
/// calls it for each file and returns the Swift it makes as ported files; until then every
/// storyboard and xib is reported as not converted.
public enum InterfaceBuilderStep {
    public enum Outcome: Hashable, Sendable {
        /// The kept targets have no storyboard or xib.
        case noFiles
        /// The files, which the converter would convert.
        case notConnected([String])
    }

    public static func convert(_ files: [String], fileSystem: FileSystem) -> Outcome {
        files.isEmpty ? .noFiles : .notConnected(files)
    }
}
