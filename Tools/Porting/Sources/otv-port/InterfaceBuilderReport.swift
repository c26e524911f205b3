import Foundation
import InterfaceBuilder
import PortingRewrites

/// One storyboard's or nib's outcome: the Swift file generated beside it, and the report.
struct InterfaceBuilderReport {
    let path: String
    /// Where the generated Swift goes: beside the file (`Main.storyboard.swift`).
    let swiftPath: String
    let conversion: InterfaceBuilderConversion
    /// What is there now (empty when the file does not exist yet).
    let existing: String
    let written: Bool

    /// Whether the generated file differs from what is there.
    var changed: Bool { conversion.swift.map { $0 != existing } ?? false }

    /// Whether anything is left: a generated file not written yet, or report lines.
    var isLeft: Bool { (changed && !written) || !conversion.issues.isEmpty }

    /// Converts every file together and reads what is beside each.
    static func convert(paths: [String], swiftFiles: [(name: String, source: String)], write: Bool) throws
        -> [InterfaceBuilderReport]
    {
        let inputs = try paths.map { (name: $0, contents: try String(contentsOfFile: $0, encoding: .utf8)) }
        let conversions = InterfaceBuilderConverter.convert(interfaceBuilderFiles: inputs, swiftFiles: swiftFiles)
        return try zip(paths, conversions).map { path, conversion in
            let swiftPath = ((path as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent(conversion.swiftFileName)
            let existing = (try? String(contentsOfFile: swiftPath, encoding: .utf8)) ?? ""
            if write, let swift = conversion.swift, swift != existing {
                try swift.write(toFile: swiftPath, atomically: true, encoding: .utf8)
            }
            return InterfaceBuilderReport(
                path: path, swiftPath: swiftPath, conversion: conversion, existing: existing, written: write)
        }
    }

    /// The diff (unless written or checking) and the report lines, as text.
    func text(check: Bool) -> String {
        var text = ""
        if changed, let swift = conversion.swift {
            if written {
                if !check { text += "generated \(swiftPath) from \(path)\n" }
            } else if check {
                text += "\(swiftPath): would be generated from \(path); run otv-port --write\n"
            } else {
                text += UnifiedDiff.make(old: existing, new: swift, path: swiftPath)
            }
        }
        for issue in conversion.issues { text += issue.formatted + "\n" }
        return text
    }

    /// Whether a Swift file is one the converter generated (ported as it is, never rewritten).
    static func isGenerated(_ source: String) -> Bool {
        source.hasPrefix("// generated from ")
            && (source.split(separator: "\n").first ?? "").hasSuffix(
                " by otv-port; do not edit")
    }
}

/// The module's registration file (`InterfaceBuilderFiles.swift`), written in the first folder
/// given (or beside the first storyboard or nib given as a file).
struct RegistrationReport {
    let path: String
    let contents: String
    let existing: String
    let written: Bool

    var changed: Bool { contents != existing }
    var isLeft: Bool { changed && !written }

    static func make(
        conversions: [InterfaceBuilderConversion], paths: [String], interfaceBuilderPaths: [String], write: Bool
    ) throws -> RegistrationReport? {
        guard let contents = InterfaceBuilderConverter.registration(conversions) else { return nil }
        let manager = FileManager.default
        let folder =
            paths.first { path in
                var isDirectory: ObjCBool = false
                return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            } ?? (interfaceBuilderPaths[0] as NSString).deletingLastPathComponent
        let path = (folder as NSString).appendingPathComponent(InterfaceBuilderConverter.registrationFileName)
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if write && contents != existing {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return RegistrationReport(path: path, contents: contents, existing: existing, written: write)
    }

    func text(check: Bool) -> String {
        guard changed else { return "" }
        if written { return check ? "" : "generated \(path)\n" }
        if check { return "\(path): would be generated; run otv-port --write\n" }
        return UnifiedDiff.make(old: existing, new: contents, path: path)
    }
}
