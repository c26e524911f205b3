import AppPorting
import Foundation
import XcodeProject

/// Reads the `.xcodeproj` or `.xcworkspace` the command names: the projects, each with its folder
/// relative to the folder the package is made in (the one holding the project or workspace).
enum ProjectLoader {
    struct Loaded {
        let name: String
        let root: URL
        let inputs: [Planner.Input]
    }

    static func load(_ path: String) throws(XcodeProjectError) -> Loaded {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let root = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension {
        case "xcodeproj":
            let project = try readProject(url, displayed: url.lastPathComponent)
            return Loaded(name: name, root: root, inputs: [Planner.Input(project: project, folder: "")])
        case "xcworkspace":
            let file = url.appendingPathComponent("contents.xcworkspacedata")
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                throw XcodeProjectError(
                    file: url.lastPathComponent + "/contents.xcworkspacedata", message: "missing or not UTF-8 text")
            }
            let workspace = try WorkspaceReader.read(text, workspacePath: url.lastPathComponent)
            guard !workspace.projects.isEmpty else {
                throw XcodeProjectError(
                    file: url.lastPathComponent + "/contents.xcworkspacedata", message: "the workspace lists no project"
                )
            }
            var inputs: [Planner.Input] = []
            for relative in workspace.projects {
                let projectURL =
                    relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : root.appendingPathComponent(relative)
                let project = try readProject(projectURL, displayed: relative)
                let folder = (relative as NSString).deletingLastPathComponent
                inputs.append(Planner.Input(project: project, folder: folder))
            }
            return Loaded(name: name, root: root, inputs: inputs)
        default:
            throw XcodeProjectError(file: path, message: "not an .xcodeproj or .xcworkspace")
        }
    }

    private static func readProject(_ url: URL, displayed: String) throws(XcodeProjectError) -> Project {
        let file = url.appendingPathComponent("project.pbxproj")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw XcodeProjectError(file: displayed + "/project.pbxproj", message: "no such file")
        }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw XcodeProjectError(file: displayed + "/project.pbxproj", message: "not UTF-8 text")
        }
        return try ProjectReader.read(text, projectPath: displayed)
    }
}
