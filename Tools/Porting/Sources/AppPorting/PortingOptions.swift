/// How `otv-port init` makes the package.
public struct PortingOptions: Hashable, Sendable {
    /// How the generated package names OpenTableView.
    public enum ShimDependency: Hashable, Sendable {
        /// `.package(name: "OpenTableView", path:)`: a checkout, relative to the generated package.
        case path(String)
        /// `.package(url:from:)`.
        case url(String, from: String)
    }

    public var shim: ShimDependency
    /// Whether the rewrites change the app's own files instead of copies in `Ported/`.
    public var inPlace: Bool

    public init(shim: ShimDependency, inPlace: Bool = false) {
        self.shim = shim
        self.inPlace = inPlace
    }
}
