/// The files `init` writes, computed from the plan and what is on disk, before anything is
/// written: `Package.swift` (its generated region replaced when it exists), `PORTING-REPORT.md`,
/// the ported copies, and the record of the copies (`Ported/.otv-port-generated`: each copy's
/// checksum as written, so that a copy edited by hand since is kept, not overwritten or removed).
public struct PackageOutput: Hashable, Sendable {
    /// Path relative to the package's folder → the new text; nil removes the file.
    public var writes: [String: String?] = [:]
    /// Ported copies edited by hand since `init` wrote them: kept as they are.
    public var keptEdits: [String] = []

    public static let manifest = "Package.swift"
    public static let report = "PORTING-REPORT.md"
    public static let record = "Ported/.otv-port-generated"

    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case region(GeneratedRegion.Problem)
        public var description: String {
            switch self {
            case .region(let problem): problem.description
            }
        }
    }

    public static func make(_ plan: PortPlan, fileSystem: FileSystem) throws(Failure) -> PackageOutput {
        var output = PackageOutput()
        if let existing = fileSystem.contents(of: manifest) {
            do {
                output.writes[manifest] = try GeneratedRegion.replace(
                    in: existing, file: manifest, with: ManifestWriter.region(plan))
            } catch {
                throw .region(error)
            }
        } else {
            output.writes[manifest] = ManifestWriter.manifest(plan)
        }
        output.writes[report] = ReportWriter.report(plan)
        let recorded = Checksums.parse(fileSystem.contents(of: Self.record) ?? "")
        var record: [String: String] = [:]
        for file in plan.portedFiles {
            let current = fileSystem.contents(of: file.destination)
            if !plan.options.inPlace, let current, let written = recorded[file.destination],
                Checksums.of(current) != written
            {
                output.keptEdits.append(file.destination)
                record[file.destination] = written
                continue
            }
            if current != file.text { output.writes[file.destination] = file.text }
            if !plan.options.inPlace { record[file.destination] = Checksums.of(file.text) }
        }
        // Copies of files no longer ported (removed from the project, or no longer changed).
        for (path, written) in recorded where record[path] == nil {
            guard let current = fileSystem.contents(of: path) else { continue }
            if Checksums.of(current) == written {
                output.writes[path] = .some(nil)
            } else {
                output.keptEdits.append(path)
                record[path] = written
            }
        }
        let recordText = Checksums.format(record)
        if recordText.isEmpty {
            if fileSystem.contents(of: Self.record) != nil { output.writes[Self.record] = .some(nil) }
        } else {
            output.writes[Self.record] = recordText
        }
        // Only what differs from the disk.
        output.writes = output.writes.filter { path, text in fileSystem.contents(of: path) != text }
        // In place, a second run finds the files already rewritten and its report would list none:
        // the report of the run that rewrote them stands while nothing else changes.
        if plan.options.inPlace, output.writes.keys.elementsEqual([report]), fileSystem.contents(of: report) != nil {
            output.writes = [:]
        }
        output.keptEdits.sort()
        return output
    }
}

/// FNV-1a checksums of file texts, and the record's format: one `<checksum> <path>` a line.
enum Checksums {
    static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func parse(_ text: String) -> [String: String] {
        var record: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            record[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return record
    }

    static func format(_ record: [String: String]) -> String {
        record.keys.sorted().map { "\(record[$0]!) \($0)\n" }.joined()
    }
}
