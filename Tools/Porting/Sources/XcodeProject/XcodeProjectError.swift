/// Why a project or workspace cannot be read: the file, the object when there is one, and what is
/// wrong, in words for the person who runs the tool.
public struct XcodeProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (`App.xcodeproj/project.pbxproj`, `App.xcworkspace/contents.xcworkspacedata`).
    public let file: String
    /// The object's identifier and kind (`1A2B3C (PBXBuildFile)`), or nil.
    public let object: String?
    public let message: String

    public init(file: String, object: String? = nil, message: String) {
        self.file = file
        self.object = object
        self.message = message
    }

    /// `file: object: message`, as the tool prints it.
    public var description: String {
        if let object { return "\(file): \(object): \(message)" }
        return "\(file): \(message)"
    }
}
