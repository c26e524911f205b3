/// A read `.xcworkspace`: the projects its `contents.xcworkspacedata` lists.
public struct Workspace: Hashable, Sendable {
    /// The `.xcodeproj` paths, relative to the folder holding the `.xcworkspace`, in the file's order.
    public let projects: [String]

    public init(projects: [String]) {
        self.projects = projects
    }
}

/// Reads `contents.xcworkspacedata`: `<Workspace>` with `<FileRef location = "group:App.xcodeproj">`
/// and nested `<Group location = "container:Modules">`. Locations are `group:` (relative to the
/// enclosing group), `container:` (relative to the workspace's folder), `absolute:` and `self:`
/// (the project the workspace is inside). Text in, workspace out: it reads no file.
public enum WorkspaceReader {
    public static func read(_ text: String, workspacePath: String) throws(XcodeProjectError) -> Workspace {
        let file = workspacePath + "/contents.xcworkspacedata"
        let elements: [XMLElementToken]
        do {
            elements = try XMLTokenizer.tokens(text)
        } catch {
            throw XcodeProjectError(file: file, message: "line \(error.line): \(error.message)")
        }
        guard elements.contains(where: { $0.name == "Workspace" && !$0.isClosing }) else {
            throw XcodeProjectError(file: file, message: "no <Workspace> element: not a workspace file")
        }
        var groups: [String] = []
        var projects: [String] = []
        for element in elements {
            switch (element.name, element.isClosing) {
            case ("Group", false):
                let folder = try resolve(element, in: groups.last ?? "", file: file)
                if !element.isEmpty { groups.append(folder) }
            case ("Group", true):
                _ = groups.popLast()
            case ("FileRef", false):
                let path = try resolve(element, in: groups.last ?? "", file: file)
                if path.hasSuffix(".xcodeproj") { projects.append(path) }
            default: break
            }
        }
        return Workspace(projects: projects)
    }

    private static func resolve(_ element: XMLElementToken, in group: String, file: String) throws(XcodeProjectError)
        -> String
    {
        let location = element.attributes["location"] ?? ""
        guard let colon = location.firstIndex(of: ":") else {
            throw XcodeProjectError(
                file: file, object: "<\(element.name) location=\"\(location)\">", message: "the location has no kind")
        }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return GroupPaths.join(group, path)
        case "container": return GroupPaths.normalize(path)
        case "absolute": return path
        case "self": return GroupPaths.normalize(path)
        default:
            throw XcodeProjectError(
                file: file, object: "<\(element.name) location=\"\(location)\">",
                message: "the location kind '\(kind)' is not one this tool knows")
        }
    }
}
