// UIKit's names for OpenTableView. On platforms with UIKit this module is UIKit itself, so ported
// code compiles against the real framework there and against OpenTableView elsewhere.
//
// - `TypeNames.swift`: the UI-prefixed typealiases (`UITableView`, `UITableViewCell`, …).
// - `Unavailable.swift`: UIKit API that cannot exist headless (nibs, storyboards, drawing, Auto
//   Layout), declared unavailable so a port fails to compile with the reason.
#if canImport(UIKit)
    @_exported import UIKit
#else
    @_exported import Foundation
    @_exported import OpenTableView
    // `UTType`, as `import UIKit` brings it on iOS: Apple's framework on an Apple host, the package's
    // `UniformTypeIdentifiers` module elsewhere.
    @_exported import UniformTypeIdentifiers
#endif
// `URLSession`, `URLRequest` and `HTTPURLResponse`, as `import UIKit` brings them on iOS (through
// Foundation): on Linux they live in the toolchain's FoundationNetworking, so a screen that loads
// its images or JSON compiles unchanged.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
