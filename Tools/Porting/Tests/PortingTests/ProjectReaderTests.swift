import Testing
import XcodeProject

/// `project.pbxproj` read into targets, files and packages, for each object version and layout of
/// the fixtures, and the messages for bad input.
@Suite struct ProjectReaderTests {
    static func read(_ path: String) throws -> Project {
        try ProjectReader.read(try ProjectFixtures.pbxproj(path), projectPath: path)
    }

    @Test func groupsVariantGroupsAndTestHostsInObjectVersion56() throws {
        let project = try Self.read("Groceries/Groceries.xcodeproj")
        #expect(project.objectVersion == 56)
        #expect(project.targets.map(\.name) == ["Groceries", "GroceriesTests", "GroceriesUITests"])
        #expect(project.targets.map(\.productType) == [.application, .unitTestBundle, .uiTestBundle])
        let app = project.targets[0]
        // A group with only a name ("Groceries List") adds no folder.
        #expect(
            app.sources.map(\.location) == [
                .project("Groceries/GroceryListViewController.swift"),
                .project("Groceries/GroceryListViewController+DataSource.swift"),
                .project("Groceries/GroceryCell.swift"), .project("Groceries/Grocery.swift"),
                .project("Groceries/AppDelegate.swift"), .project("Groceries/SceneDelegate.swift"),
            ])
        // The variant group resolves to its Base file.
        #expect(
            app.resources.map(\.location) == [
                .project("Groceries/Base.lproj/LaunchScreen.storyboard"), .project("Groceries/Assets.xcassets"),
            ])
        #expect(app.moduleName == "Groceries")
        #expect(app.swiftVersion == "5.0")
        #expect(project.targets[1].testedProductName == "Groceries")
        #expect(project.targets[1].dependencies == ["Groceries"])
        #expect(project.targets[2].testTargetName == "Groceries")
        #expect(project.targets[2].testedProductName == "Groceries")
    }

    @Test func synchronizedFoldersAndPackagesInObjectVersion77() throws {
        let project = try Self.read("Feed/Feed.xcodeproj")
        #expect(project.objectVersion == 77)
        #expect(
            project.targets.map(\.name) == ["FeedFeature", "FeedFeatureTests", "FeediOS", "FeediOSTests", "FeedApp"])
        #expect(
            project.targets.map(\.productType) == [
                .framework, .unitTestBundle, .framework, .unitTestBundle, .application,
            ])
        let feature = project.targets[0]
        #expect(feature.sources.isEmpty)
        #expect(feature.synchronizedFolders.map(\.path) == ["FeedFeature"])
        #expect(feature.synchronizedFolders.first?.excluded == ["Info.plist"])
        #expect(project.targets[4].dependencies == ["FeedFeature", "FeediOS"])
        #expect(project.targets[2].frameworks.map(\.location) == [.builtProduct("FeedFeature.framework")])
        #expect(
            project.packages.map(\.source) == [
                .remote(
                    url: "https://github.com/pointfreeco/swift-snapshot-testing", requirement: .upToNextMajor("1.17.0"))
            ])
        #expect(project.targets[3].packageProducts.map(\.name) == ["SnapshotTesting"])
        #expect(project.targets[3].packageProducts.first?.package?.identity == "swift-snapshot-testing")
    }

    @Test func sourceRootFilesFolderReferencesAndTargetNameModifiersInObjectVersion46() throws {
        let project = try Self.read("Reading/ReadingKit/ReadingKit.xcodeproj")
        #expect(project.objectVersion == 46)
        let kit = project.targets[0]
        // Book.swift is SOURCE_ROOT-relative, Library.swift relative to its group's folder.
        #expect(kit.sources.map(\.location) == [.project("Sources/Book.swift"), .project("Sources/Library.swift")])
        #expect(kit.resources.map(\.isFolderReference) == [true])
        // PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"
        #expect(kit.productName == "ReadingKit")
        #expect(kit.swiftVersion == "4.2")
        #expect(project.targets[1].dependencies == ["ReadingKit"])
        #expect(project.targets[1].testedProductName == nil)
    }

    @Test func localPackagesAndSDKFrameworksInObjectVersion60() throws {
        let project = try Self.read("Reading/ReadingApp/ReadingApp.xcodeproj")
        #expect(project.objectVersion == 60)
        #expect(project.packages.map(\.source) == [.local(path: "../Packages/Formatting")])
        #expect(project.packages.first?.identity == "Formatting")
        #expect(project.targets[0].packageProducts == [PackageProduct(name: "Formatting", package: nil)])
        #expect(project.targets[0].frameworks.map(\.location) == [.builtProduct("ReadingKit.framework")])
        #expect(project.targets[0].sources.last?.fileType == "sourcecode.c.objc")
    }

    /// A minimal project of `objectVersion` with one target of `productType`.
    static func project(
        objectVersion: String = "56", productType: String = "com.apple.product-type.application",
        fileRef: String = "F1"
    ) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = \(objectVersion);
        \tobjects = {
        \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        \t\tG1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = \(fileRef); };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tT1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); productType = "\(productType)"; };
        \t};
        \trootObject = P1;
        }
        """
    }

    @Test func theSmallestProjectReads() throws {
        let project = try ProjectReader.read(Self.project(), projectPath: "App.xcodeproj")
        #expect(project.targets.first?.sources.map(\.location) == [.project("App.swift")])
        #expect(project.name == "App")
    }

    @Test func anUnknownObjectVersionIsRefused() {
        #expect(
            throws: XcodeProjectError(
                file: "App.xcodeproj/project.pbxproj",
                message: "objectVersion 45 is not one this tool reads (46, Xcode 3.2, to 77, Xcode 16)")
        ) {
            try ProjectReader.read(Self.project(objectVersion: "45"), projectPath: "App.xcodeproj")
        }
        #expect(throws: XcodeProjectError.self) {
            try ProjectReader.read(Self.project(objectVersion: "78"), projectPath: "App.xcodeproj")
        }
    }

    @Test func anUnknownTargetTypeNamesTheTarget() {
        #expect(
            throws: XcodeProjectError(
                file: "App.xcodeproj/project.pbxproj", object: "T1 (PBXNativeTarget) \"App\"",
                message: "product type com.apple.product-type.hologram is not one this tool knows")
        ) {
            try ProjectReader.read(
                Self.project(productType: "com.apple.product-type.hologram"), projectPath: "App.xcodeproj")
        }
    }

    @Test func aDanglingReferenceNamesTheObject() {
        #expect(
            throws: XcodeProjectError(
                file: "App.xcodeproj/project.pbxproj", object: "B1 (PBXBuildFile)",
                message: "'fileRef' names F9, which is not among the objects")
        ) {
            try ProjectReader.read(Self.project(fileRef: "F9"), projectPath: "App.xcodeproj")
        }
    }

    @Test func aCorruptFileNamesTheLine() {
        #expect(
            throws: XcodeProjectError(
                file: "App.xcodeproj/project.pbxproj",
                message: "line 5: expected ';' after the value of 'objectVersion'")
        ) {
            try ProjectReader.read(
                "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56\n}", projectPath: "App.xcodeproj")
        }
    }
}
