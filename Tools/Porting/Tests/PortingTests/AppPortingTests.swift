import AppPorting
import Testing
import XcodeProject

/// The pieces of `otv-port init` between the read project and the files it writes: why a file is
/// left out, the import adjustments, the API Linux lacks, the generated region.
@Suite struct AppPortingTests {
    /// Files in memory, for the planner.
    struct MemoryFileSystem: FileSystem {
        var files: [String: String]
        func contents(of path: String) -> String? { files[path] }
        func exists(_ path: String) -> Bool {
            files[path] != nil || files.keys.contains { $0.hasPrefix(path + "/") }
        }
        func files(under path: String) -> [String]? {
            let found = files.keys.filter { $0.hasPrefix(path + "/") }.map { String($0.dropFirst(path.count + 1)) }
            return found.isEmpty ? nil : found.sorted()
        }
        func folders(under path: String, endingIn suffix: String) -> [String] { [] }
    }

    @Test func theReasonsAFileIsLeftOut() {
        #expect(
            SourceClassifier.reasonToLeaveOut("import UIKit\n\n@main\nclass AppDelegate: UIResponder {}") == .entryPoint
        )
        #expect(SourceClassifier.reasonToLeaveOut("@UIApplicationMain class A: UIResponder {}") == .entryPoint)
        #expect(
            SourceClassifier.reasonToLeaveOut(
                "import UIKit\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n}")
                == .appOrSceneDelegate("UIWindowSceneDelegate"))
        #expect(SourceClassifier.reasonToLeaveOut("import CoreData\nfinal class Store {}") == .coreData)
        #expect(SourceClassifier.reasonToLeaveOut("import MapKit\n") == .appleOnlyImport("MapKit"))
        #expect(SourceClassifier.reasonToLeaveOut("import XCTest\nimport SnapshotTesting\n") == .snapshotTest)
        #expect(SourceClassifier.reasonToLeaveOut("func t() { let app = XCUIApplication() }") == .drivesTheAppProcess)
        // Guarded imports, comments and a delegate named in a comment are not reasons.
        #expect(SourceClassifier.reasonToLeaveOut("#if canImport(MapKit)\nimport MapKit\n#endif\n") == nil)
        #expect(SourceClassifier.reasonToLeaveOut("// @main\n/* import CoreData */\nlet x = 1") == nil)
        #expect(SourceClassifier.reasonToLeaveOut("class A: B { // not a UIApplicationDelegate\n}") == nil)
    }

    @Test func urlSessionGetsFoundationNetworkingBehindAGuard() {
        let result = ImportAdjustments.adjust("import Foundation\nimport UIKit\n\nlet s = URLSession.shared\n")
        #expect(result.addedFoundationNetworking)
        #expect(
            result.text
                == "import Foundation\nimport UIKit\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n"
                + "#endif\n\nlet s = URLSession.shared\n")
        // Idempotent.
        #expect(ImportAdjustments.adjust(result.text).changed == false)
    }

    @Test func combineGoesThroughOpenCombineOnLinuxOnly() {
        let result = ImportAdjustments.adjust(
            "import Foundation\nimport Combine\n\nlet s = PassthroughSubject<Int, Never>()\n")
        #expect(result.usesCombine)
        #expect(
            result.text
                == "import Foundation\n#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombineShim\n#endif\n\n"
                + "let s = PassthroughSubject<Int, Never>()\n")
        let again = ImportAdjustments.adjust(result.text)
        #expect(again.changed == false)
        #expect(again.usesCombine)
    }

    @Test func foundationNetworkingGoesAfterAGuardedImportBlock() {
        let source = "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\nlet r = URLRequest(url: u)\n"
        #expect(
            ImportAdjustments.adjust(source).text
                == "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n#if canImport(FoundationNetworking)\n"
                + "import FoundationNetworking\n#endif\nlet r = URLRequest(url: u)\n")
    }

    @Test func apiLinuxLacksIsReportedWithTheReplacement() {
        let uses = LinuxFoundationGaps.uses(
            in: """
                import Foundation
                import os

                let formatter = RelativeDateTimeFormatter()
                let logger = Logger(subsystem: "app", category: "feed")
                // autoreleasepool in a comment is not a use
                #if canImport(ObjectiveC)
                autoreleasepool { }
                #endif
                """)
        #expect(uses.map(\.line) == [2, 4, 5])
        #expect(uses.map(\.gap.word) == ["Logger", "RelativeDateTimeFormatter", "Logger"])
    }

    @Test func theGeneratedRegionIsReplacedAndTheRestKept() throws {
        let existing = "// mine\nimport PackageDescription\n\(GeneratedRegion.wrap("old"))\nlet extra = 1 // mine too\n"
        let replaced = try GeneratedRegion.replace(in: existing, file: "Package.swift", with: "new\nlines")
        #expect(
            replaced
                == "// mine\nimport PackageDescription\n\(GeneratedRegion.wrap("new\nlines"))\nlet extra = 1 // mine too\n"
        )
        #expect(throws: GeneratedRegion.Problem.self) {
            try GeneratedRegion.replace(in: "let package = 1\n", file: "Package.swift", with: "new")
        }
    }

    @Test func linesToLookAtAndOtherLanguagesInThePlan() throws {
        let project = try ProjectReader.read(
            """
            // !$*UTF8*$!
            { objectVersion = 56; rootObject = P1; objects = {
              P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
              G1 = {isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
              F1 = {isa = PBXFileReference; path = Dates.swift; sourceTree = "<group>"; };
              F2 = {isa = PBXFileReference; path = Legacy.m; sourceTree = "<group>"; };
              B1 = {isa = PBXBuildFile; fileRef = F1; };
              B2 = {isa = PBXBuildFile; fileRef = F2; };
              S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
              T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); productType = "com.apple.product-type.framework"; };
            }; }
            """, projectPath: "App.xcodeproj")
        let files = MemoryFileSystem(files: [
            "App/Dates.swift": "import Foundation\n\nlet formatter = RelativeDateTimeFormatter()\n",
            "App/Legacy.m": "@implementation Legacy\n@end\n",
        ])
        let plan = try Planner.plan(
            name: "App", inputs: [.init(project: project, folder: "")], fileSystem: files,
            options: PortingOptions(shim: .path("..")))
        #expect(plan.targets.map(\.sources) == [["App/Dates.swift"]])
        #expect(plan.leftOut.map(\.path) == ["App/Legacy.m"])
        #expect(plan.leftOut.first?.reason == .notSwift("Objective-C"))
        #expect(plan.notes.map(\.line) == [3])
        #expect(
            plan.notes.first?.message.hasPrefix("swift-corelibs-foundation has no RelativeDateTimeFormatter") == true)
    }

    @Test func aFileTheProjectNamesThatIsGoneStopsThePlan() throws {
        let project = try ProjectReader.read(ProjectReaderTests.project(), projectPath: "App.xcodeproj")
        #expect(
            throws: XcodeProjectError(
                file: "App.xcodeproj/project.pbxproj", object: "F1 (PBXFileReference) in target App",
                message: "the file App.swift no longer exists")
        ) {
            try Planner.plan(
                name: "App", inputs: [.init(project: project, folder: "")], fileSystem: MemoryFileSystem(files: [:]),
                options: PortingOptions(shim: .path("..")))
        }
    }
}
