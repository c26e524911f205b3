import Foundation
import PackagePlugin

/// `swift package port-uikit [--write|--check|--json] [FILE|DIR…]`: runs `otv-port` on a package's
/// files. With no path it ports every Swift target's sources. Rewriting in place (`--write`) works
/// as is on Linux; where SwiftPM sandboxes plugins (macOS) pass `--disable-sandbox` to
/// `swift package` (Compatibility/Porting.md, "The porting tool").
@main
struct PortUIKit: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "otv-port")
        var arguments = arguments
        if !arguments.contains(where: { !$0.hasPrefix("-") }) {
            let folders = context.package.targets.compactMap { ($0 as? SwiftSourceModuleTarget)?.directoryURL.path() }
            arguments += folders
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ExitStatus(status: process.terminationStatus)
        }
    }
}

/// The tool's non-zero exit status (as `--check` reports what is left), passed on as the plugin's failure.
struct ExitStatus: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "otv-port exited with status \(status)" }
}
