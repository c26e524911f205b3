/// A target of the project (`PBXNativeTarget`): what it builds, its files, what it depends on.
public struct Target: Hashable, Sendable {
    public let objectID: String
    public let name: String
    public let productType: ProductType
    /// The module name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target's name, with
    /// `$(TARGET_NAME)` expanded and the characters Swift does not allow replaced by `_`, as Xcode does.
    public let moduleName: String
    /// The product's name (`PRODUCT_NAME`), as `TEST_HOST` paths spell it.
    public let productName: String
    /// The Sources build phase's files, in its order.
    public let sources: [FileReference]
    /// The Resources build phase's files (storyboards, xibs, asset catalogs, Core Data models…).
    public let resources: [FileReference]
    /// The frameworks the target links by file (`UIKit.framework`, another target's product).
    public let frameworks: [FileReference]
    /// Xcode 16's synchronized folders of the target.
    public let synchronizedFolders: [SynchronizedFolder]
    /// The names of the targets it depends on (`PBXTargetDependency`), in order.
    public let dependencies: [String]
    /// The package products it links.
    public let packageProducts: [PackageProduct]
    /// `SWIFT_VERSION` (`5.0`, `6.0`), from the target's configuration, else the project's.
    public let swiftVersion: String?
    /// `TEST_TARGET_NAME`: the app a UI-test bundle drives.
    public let testTargetName: String?
    /// `TEST_HOST`: the app a unit-test bundle is injected into (`$(BUILT_PRODUCTS_DIR)/App.app/App`).
    public let testHost: String?

    public init(
        objectID: String, name: String, productType: ProductType, moduleName: String, productName: String,
        sources: [FileReference], resources: [FileReference], frameworks: [FileReference],
        synchronizedFolders: [SynchronizedFolder], dependencies: [String], packageProducts: [PackageProduct],
        swiftVersion: String?, testTargetName: String?, testHost: String?
    ) {
        self.objectID = objectID
        self.name = name
        self.productType = productType
        self.moduleName = moduleName
        self.productName = productName
        self.sources = sources
        self.resources = resources
        self.frameworks = frameworks
        self.synchronizedFolders = synchronizedFolders
        self.dependencies = dependencies
        self.packageProducts = packageProducts
        self.swiftVersion = swiftVersion
        self.testTargetName = testTargetName
        self.testHost = testHost
    }

    /// The product name a test bundle tests: `TEST_TARGET_NAME`, else the app named in
    /// `TEST_HOST` (`$(BUILT_PRODUCTS_DIR)/App.app/App` → `App`), else nil.
    public var testedProductName: String? {
        if let testTargetName, !testTargetName.isEmpty { return testTargetName }
        guard let testHost else { return nil }
        let app = testHost.split(separator: "/").first { $0.hasSuffix(".app") }
        return app.map { String($0.dropLast(4)) }
    }
}
