import Foundation
import PortingRewrites
import Testing

/// The tool's messages point at Porting.md sections: each must exist, so a renamed heading fails here.
@Suite struct PortingGuideTests {
    static func headings() throws -> Set<String> {
        let guide = try Fixtures.read(Fixtures.portingGuide)
        var headings: Set<String> = []
        var inCode = false
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            headings.insert(String(line.drop(while: { $0 == "#" }).dropFirst()))
        }
        return headings
    }

    @Test(arguments: PortingSection.allCases)
    func sectionIsAHeadingOfPortingMD(_ section: PortingSection) throws {
        #expect(try Self.headings().contains(section.heading), "Porting.md has no heading '\(section.heading)'")
    }

    @Test func theConverterSectionsAreHeadingsOfPortingMD() throws {
        // InterfaceBuilderIssue.formatted links to "What the converter reports".
        for heading in [
            "Converting storyboards and nibs", "What the converter converts", "What the converter reports",
            "Outlets the converter connects",
        ] {
            #expect(try Self.headings().contains(heading), "Porting.md has no heading '\(heading)'")
        }
    }

    @Test func anchorsFollowGitHubsRule() {
        #expect(PortingSection.objcAndSelector.anchor == "objc-and-selector")
        #expect(PortingSection.removeTarget.anchor == "removetargetnil-action-nil-for-allevents")
        #expect(PortingSection.appleOnlyImports.link == "Compatibility/Porting.md#apple-only-imports")
    }

    @Test func theToolSectionNamesEveryRewriteAndEveryReport() throws {
        let guide = try Fixtures.read(Fixtures.portingGuide)
        for rewrite in Rewrite.allCases {
            #expect(guide.contains("`\(rewrite.rawValue)`"), "Porting.md does not name the rewrite \(rewrite.rawValue)")
        }
        for kind in FindingKind.allCases {
            #expect(guide.contains("`\(kind.rawValue)`"), "Porting.md does not name the report \(kind.rawValue)")
        }
    }
}
