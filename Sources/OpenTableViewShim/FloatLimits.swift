#if !canImport(UIKit) && !canImport(Darwin)
    /// C's `MAXFLOAT`, the largest finite `Float`, as Darwin's math headers give it to Swift through
    /// `import UIKit`. Screens use it for an unbounded height (`CGFloat(MAXFLOAT)`); Linux's C
    /// library does not bring it into Swift.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var MAXFLOAT: Float { Float.greatestFiniteMagnitude }
#endif
