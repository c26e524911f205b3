/// What a target builds, from its `productType` (`com.apple.product-type.application`).
public enum ProductType: Hashable, Sendable {
    case application
    case framework
    case staticLibrary
    case dynamicLibrary
    case unitTestBundle
    case uiTestBundle
    /// A kind Xcode knows that has no place in a Linux package (app extensions, watch apps, App
    /// Clips, command-line tools, plain bundles…): the raw identifier.
    case notPorted(String)

    /// The kinds that are not ported, by identifier; any identifier not here nor among the ported
    /// kinds is unknown, and reading the project fails rather than guess.
    static let notPortedIdentifiers: Set<String> = [
        "com.apple.product-type.app-extension", "com.apple.product-type.app-extension.messages",
        "com.apple.product-type.app-extension.messages-sticker-pack", "com.apple.product-type.extensionkit-extension",
        "com.apple.product-type.application.messages", "com.apple.product-type.application.watchapp",
        "com.apple.product-type.application.watchapp2", "com.apple.product-type.application.watchapp2-container",
        "com.apple.product-type.watchkit-extension", "com.apple.product-type.watchkit2-extension",
        "com.apple.product-type.application.on-demand-install-capable", "com.apple.product-type.tv-app-extension",
        "com.apple.product-type.bundle", "com.apple.product-type.tool", "com.apple.product-type.xpc-service",
        "com.apple.product-type.driver-extension", "com.apple.product-type.system-extension",
        "com.apple.product-type.instruments-package", "com.apple.product-type.metal-library",
        "com.apple.product-type.bundle.ocunit-test", "com.apple.product-type.xcframework",
    ]

    /// The kind for `identifier`, or nil when the identifier is unknown.
    public init?(identifier: String) {
        switch identifier {
        case "com.apple.product-type.application": self = .application
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": self = .framework
        case "com.apple.product-type.library.static": self = .staticLibrary
        case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
        case "com.apple.product-type.bundle.unit-test": self = .unitTestBundle
        case "com.apple.product-type.bundle.ui-testing": self = .uiTestBundle
        default:
            guard Self.notPortedIdentifiers.contains(identifier) else { return nil }
            self = .notPorted(identifier)
        }
    }

    /// Whether the target is a test bundle (unit or UI tests).
    public var isTests: Bool { self == .unitTestBundle || self == .uiTestBundle }

    /// Whether the target's code becomes a library target of the Linux package.
    public var isLibrary: Bool {
        switch self {
        case .application, .framework, .staticLibrary, .dynamicLibrary: true
        default: false
        }
    }

    /// How the porting report names the kind.
    public var description: String {
        switch self {
        case .application: "app"
        case .framework: "framework"
        case .staticLibrary: "static library"
        case .dynamicLibrary: "dynamic library"
        case .unitTestBundle: "unit tests"
        case .uiTestBundle: "UI tests"
        case .notPorted(let identifier): identifier
        }
    }
}
