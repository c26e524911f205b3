/// `PORTING-REPORT.md`: what the package builds, what it leaves out and why, what the rewrites
/// changed, and the lines a person has to look at. The whole file is generated: `init` rewrites it.
public enum ReportWriter {
    public static func report(_ plan: PortPlan) -> String {
        var text = """
            # Porting report: \(plan.name)

            Made by `otv-port init`, which rewrites this file each time it runs. `swift build` and
            `swift test` in this folder build the app's modules and run its tests on Linux
            (Compatibility/Porting.md, "Porting a whole app").

            ## Targets

            | Package target | Kind | From (project: Xcode target) | Swift files |
            | --- | --- | --- | --- |

            """
        for target in plan.targets {
            text +=
                "| \(target.name) | \(target.kind == .test ? "tests" : "library") | "
                + "\(target.project): \(target.xcodeTarget) | \(target.sources.count) |\n"
        }
        if !plan.skippedTargets.isEmpty {
            text += "\nXcode targets with no package target:\n\n"
            for target in plan.skippedTargets {
                text += "- \(target.project): \(target.name) — \(target.reason)\n"
            }
        }
        text += "\n## Left out\n\n"
        if plan.leftOut.isEmpty {
            text += "Nothing: every Swift file of the ported targets is built.\n"
        } else {
            text += "These files are not built on Linux; the Xcode project still builds them for iOS.\n\n"
            for file in plan.leftOut { text += "- `\(file.path)` (\(file.target)): \(file.reason)\n" }
        }
        text += "\n## Rewritten\n\n"
        if plan.portedFiles.isEmpty {
            text += "No file needed the porting rewrites.\n"
        } else {
            text +=
                plan.options.inPlace
                ? "The rewrites changed these files in place (the changes keep them building for iOS).\n\n"
                : "The package builds these copies in `Ported/`; the app's own files are unchanged. Run `otv-port init` "
                    + "again after changing an original: a copy you edited by hand is kept.\n\n"
            for file in plan.portedFiles {
                text += "- `\(file.destination)`: \(file.changes.joined(separator: ", "))\n"
            }
        }
        text += "\n## Storyboards and xibs\n\n"
        if plan.interfaceBuilder.isEmpty {
            text += "None.\n"
        } else {
            text +=
                "Converted to Swift by the Interface Builder converter (Compatibility/Porting.md, \"Converting "
                + "storyboards and nibs\"); the generated type's `register()` makes the file loadable by name.\n\n"
            for file in plan.interfaceBuilder {
                if let generated = file.generated {
                    text += "- `\(file.path)` → `\(generated)`\n"
                } else {
                    text += "- `\(file.path)`: not converted (below)\n"
                }
            }
        }
        text += "\n## To look at\n\n"
        if plan.notes.isEmpty {
            text += "Nothing.\n"
        } else {
            text += "Lines the tool could not change: each with what to do.\n\n"
            for note in plan.notes { text += "- `\(note.path):\(note.line)`: \(note.message)\n" }
        }
        return text
    }
}
