import Foundation
import InterfaceBuilder
import PortingRewrites
import Testing

/// The Interface Builder fixtures: apps whose screens live in storyboards and xibs written in
/// Xcode's own format (`Fixtures/Interface/Inputs/<App>/`, with the app's Swift as written for
/// iOS), and exactly what `otv-port` makes of each folder (`Fixtures/Interface/Ported/<App>/`: the
/// Swift ported, one generated file per storyboard or nib), which the `PortedInterfaces` target
/// compiles through the shim and `InterfaceBehaviourTests` loads and drives.
@Suite struct InterfaceFixtureTests {
    static let inputs = Fixtures.interface.appendingPathComponent("Inputs")
    static let ported = Fixtures.interface.appendingPathComponent("Ported")
    static let apps = Fixtures.folders(in: inputs)

    /// An app's files as the command line reads them: the Swift files and the IB files, by name.
    static func input(_ app: String) throws -> (
        swift: [(name: String, source: String)], interfaceBuilder: [(name: String, contents: String)]
    ) {
        let folder = inputs.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let swift = try names.filter { $0.hasSuffix(".swift") }.map {
            (name: $0, source: try Fixtures.read(folder.appendingPathComponent($0)))
        }
        let interfaceBuilder = try names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map {
            (name: $0, contents: try Fixtures.read(folder.appendingPathComponent($0)))
        }
        return (swift, interfaceBuilder)
    }

    /// What `otv-port Folder/` makes of an app: the conversions, then the Swift ported with the
    /// outlets the conversions connect.
    static func port(_ app: String) throws -> (
        conversions: [InterfaceBuilderConversion], ported: [(name: String, result: PortResult)]
    ) {
        let (swift, interfaceBuilder) = try input(app)
        let conversions = InterfaceBuilderConverter.convert(interfaceBuilderFiles: interfaceBuilder, swiftFiles: swift)
        let results = Porter.port(
            files: swift, interfaceBuilderFiles: Set(interfaceBuilder.map(\.name)),
            interfaceBuilderOutlets: conversions.reduce(into: []) { $0.formUnion($1.connectedOutlets) })
        return (conversions, Array(zip(swift.map(\.name), results)).map { (name: $0.0, result: $0.1) })
    }

    @Test func thereAreAtLeastTwelveInterfaceBuilderFiles() throws {
        let count = try Self.apps.map { try Self.input($0).interfaceBuilder.count }.reduce(0, +)
        #expect(count >= 12)
    }

    @Test(arguments: apps)
    func theToolMakesTheCompiledOutput(_ app: String) throws {
        let (conversions, ported) = try Self.port(app)
        for conversion in conversions {
            #expect(conversion.issues.isEmpty, "\(app)/\(conversion.file): \(conversion.issues.map(\.formatted))")
            let expected = try Fixtures.read(
                Self.ported.appendingPathComponent(app).appendingPathComponent(conversion.swiftFileName))
            #expect(conversion.swift == expected, "\(app)/\(conversion.swiftFileName)")
            #expect(
                conversion.swift?.hasPrefix("// generated from \(conversion.file) by otv-port; do not edit\n") == true)
        }
        for (name, result) in ported {
            let expected = try Fixtures.read(Self.ported.appendingPathComponent(app).appendingPathComponent(name))
            #expect(result.output == expected, "\(app)/\(name)")
            #expect(result.findings.isEmpty, "\(app)/\(name): \(result.findings.map { $0.formatted(path: name) })")
        }
    }

    @Test(arguments: apps)
    func portingTheOutputAgainChangesNothing(_ app: String) throws {
        let (swift, interfaceBuilder) = try Self.input(app)
        let folder = Self.ported.appendingPathComponent(app)
        let outputs = try swift.map {
            (name: $0.name, source: try Fixtures.read(folder.appendingPathComponent($0.name)))
        }
        let conversions = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: interfaceBuilder, swiftFiles: outputs)
        for conversion in conversions {
            let expected = try Fixtures.read(folder.appendingPathComponent(conversion.swiftFileName))
            #expect(conversion.swift == expected, "\(app)/\(conversion.swiftFileName) from the ported Swift")
        }
        let again = Porter.port(
            files: outputs, interfaceBuilderFiles: Set(interfaceBuilder.map(\.name)),
            interfaceBuilderOutlets: conversions.reduce(into: []) { $0.formUnion($1.connectedOutlets) })
        for (file, result) in zip(outputs, again) {
            #expect(result.rewrites.isEmpty, "\(app)/\(file.name): \(result.rewrites)")
            #expect(result.output == file.source)
        }
    }

    @Test func theModulesRegistrationRegistersEveryConvertedFile() throws {
        var conversions: [InterfaceBuilderConversion] = []
        for app in Self.apps { conversions += try Self.port(app).conversions }
        let expected = try Fixtures.read(Self.ported.appendingPathComponent("InterfaceBuilderFiles.swift"))
        #expect(InterfaceBuilderConverter.registration(conversions) == expected)
        #expect(InterfaceBuilderConverter.registration(conversions.reversed()) == expected)
        for conversion in conversions {
            #expect(expected.contains("        \(conversion.typeName ?? "?").register()  // \(conversion.file)\n"))
        }
    }

    /// `Compatibility/Samples/Bookshelf/`: the storyboard and what the tool makes of it with the
    /// app's iOS sources (kept in `Fixtures/Samples/Bookshelf/`, outside every target).
    @Test func theBookshelfSampleIsWhatTheToolMakes() throws {
        let sample = Fixtures.portingGuide.deletingLastPathComponent().appendingPathComponent("Samples/Bookshelf")
        let inputs = Fixtures.root.appendingPathComponent("Samples/Bookshelf")
        let names = try FileManager.default.contentsOfDirectory(atPath: inputs.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        let swift = try names.map { (name: $0, source: try Fixtures.read(inputs.appendingPathComponent($0))) }
        let storyboard = try Fixtures.read(sample.appendingPathComponent("Bookshelf.storyboard"))
        let conversions = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Bookshelf.storyboard", storyboard)], swiftFiles: swift)
        #expect(conversions[0].issues.isEmpty, "\(conversions[0].issues.map(\.formatted))")
        #expect(
            conversions[0].swift == (try Fixtures.read(sample.appendingPathComponent("Bookshelf.storyboard.swift"))))
        #expect(
            InterfaceBuilderConverter.registration(conversions)
                == (try Fixtures.read(sample.appendingPathComponent("InterfaceBuilderFiles.swift"))))
        let results = Porter.port(
            files: swift, interfaceBuilderFiles: ["Bookshelf.storyboard"],
            interfaceBuilderOutlets: conversions[0].connectedOutlets)
        for (file, result) in zip(swift, results) {
            #expect(result.output == (try Fixtures.read(sample.appendingPathComponent(file.name))), "\(file.name)")
            #expect(result.findings.isEmpty)
        }
    }

    @Test func convertingIsDeterministic() throws {
        for app in Self.apps {
            let (swift, interfaceBuilder) = try Self.input(app)
            let first = InterfaceBuilderConverter.convert(interfaceBuilderFiles: interfaceBuilder, swiftFiles: swift)
            let second = InterfaceBuilderConverter.convert(
                interfaceBuilderFiles: interfaceBuilder.reversed(), swiftFiles: swift.reversed())
            #expect(first == second.reversed())
        }
    }

    @Test func anOutletAFileConnectsBecomesASettablePropertyWithoutTheNote() throws {
        let (_, ported) = try Self.port("Contacts")
        let form = try #require(ported.first { $0.name == "NewContactViewController.swift" }?.result.output)
        // `@IBOutlet private weak var`: the generated file sets it, so it is neither private nor weak.
        #expect(form.contains("\n\tvar nameField: UITextField!\n"))
        #expect(!form.contains("otv-port:"))
        let withoutFiles = Porter.port(files: try Self.input("Contacts").swift)
        // Without the storyboard the same outlet keeps the note: the view must be created in code.
        #expect(withoutFiles.contains { $0.output.contains("// otv-port: was an @IBOutlet: create this view in code") })
    }

    @Test func storyboardAndNibCallsAreNotReportedWhenTheirFileIsConverted() throws {
        let (swift, _) = try Self.input("Contacts")
        let withoutStoryboard = Porter.port(files: swift)
        #expect(withoutStoryboard.flatMap(\.findings).contains { $0.kind == .storyboard })
        let (_, ported) = try Self.port("Contacts")
        #expect(ported.flatMap(\.result.findings).isEmpty)
    }
}
