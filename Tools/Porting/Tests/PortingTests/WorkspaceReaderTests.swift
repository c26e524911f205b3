import Testing
import XcodeProject

/// `contents.xcworkspacedata`: the projects, through groups and each kind of location.
@Suite struct WorkspaceReaderTests {
    @Test func theFixtureWorkspaceListsBothProjects() throws {
        let text = try Fixtures.read(
            ProjectFixtures.root.appendingPathComponent("Reading/Reading.xcworkspace/contents.xcworkspacedata"))
        let workspace = try WorkspaceReader.read(text, workspacePath: "Reading.xcworkspace")
        // The package folder it also lists is not a project.
        #expect(workspace.projects == ["ReadingKit/ReadingKit.xcodeproj", "ReadingApp/ReadingApp.xcodeproj"])
    }

    @Test func groupsNestAndLocationsResolve() throws {
        let workspace = try WorkspaceReader.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <Workspace version = "1.0">
               <Group location = "group:Modules" name = "Modules">
                  <Group location = "group:Core">
                     <FileRef location = "group:Core.xcodeproj"/>
                  </Group>
                  <FileRef location = "container:Apps/Main &amp; Co.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "group:../Shared/Shared.xcodeproj"/>
               <FileRef location = "absolute:/opt/Tools.xcodeproj"/>
            </Workspace>
            """, workspacePath: "W.xcworkspace")
        #expect(
            workspace.projects == [
                "Modules/Core/Core.xcodeproj", "Apps/Main & Co.xcodeproj", "../Shared/Shared.xcodeproj",
                "/opt/Tools.xcodeproj",
            ])
    }

    @Test func notAWorkspaceIsRefused() {
        #expect(
            throws: XcodeProjectError(
                file: "W.xcworkspace/contents.xcworkspacedata", message: "no <Workspace> element: not a workspace file")
        ) {
            try WorkspaceReader.read("<plist></plist>", workspacePath: "W.xcworkspace")
        }
        #expect(
            throws: XcodeProjectError(
                file: "W.xcworkspace/contents.xcworkspacedata", message: "line 1: the tag <Workspace> is never closed")
        ) {
            try WorkspaceReader.read("<Workspace version = \"1.0\"", workspacePath: "W.xcworkspace")
        }
    }
}
