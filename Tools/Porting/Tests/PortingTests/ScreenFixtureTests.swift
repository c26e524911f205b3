import Foundation
import PortingRewrites
import Testing

/// The fixture screens, written as iOS developers write them: the tool must turn each
/// `Fixtures/Screens/<Name>.input.swift` into exactly `<Name>.swift`, which the `PortedScreens`
/// target compiles through OpenTableViewShim (so `swift build` fails if one stops compiling).
@Suite struct ScreenFixtureTests {
    static let screens = Fixtures.inputs(in: Fixtures.screens)

    @Test func thereAreAtLeastFifteenScreens() {
        #expect(Self.screens.count >= 15)
    }

    @Test(arguments: screens)
    func toolTurnsTheScreenIntoItsCompiledOutput(_ name: String) throws {
        let input = try Fixtures.read(Fixtures.screens.appendingPathComponent("\(name).input.swift"))
        let ported = try Fixtures.read(Fixtures.screens.appendingPathComponent("\(name).swift"))
        let result = Porter.port(input)
        #expect(result.output == ported)
        #expect(result.rewrites[.importShim] == 1)
        #expect(result.findings.allSatisfy { $0.severity == .note }, "a screen that compiles has no warnings left")
    }

    @Test(arguments: screens)
    func portingTheOutputAgainChangesNothing(_ name: String) throws {
        let ported = try Fixtures.read(Fixtures.screens.appendingPathComponent("\(name).swift"))
        let again = Porter.port(ported)
        #expect(again.rewrites.isEmpty)
        #expect(again.output == ported)
    }

    @Test func everyScreenIsListedInThePackageManifest() throws {
        // Package.swift excludes each input from the PortedScreens target by name.
        let manifest = try Fixtures.read(
            Fixtures.root.deletingLastPathComponent().appendingPathComponent("Package.swift"))
        for name in Self.screens {
            #expect(manifest.contains("\"\(name)\""), "\(name) is missing from `screens` in Package.swift")
        }
    }

    @Test func theScreensAndAppsExerciseEveryRewrite() throws {
        var used: Set<Rewrite> = []
        for name in Self.screens {
            let input = try Fixtures.read(Fixtures.screens.appendingPathComponent("\(name).input.swift"))
            used.formUnion(Porter.port(input).rewrites.keys)
        }
        for app in AppFixtureTests.apps {
            let (files, interfaceBuilder) = try AppFixtureTests.input(app)
            for result in Porter.port(files: files, interfaceBuilderFiles: interfaceBuilder) {
                used.formUnion(result.rewrites.keys)
            }
        }
        #expect(used == Set(Rewrite.allCases))
    }
}
