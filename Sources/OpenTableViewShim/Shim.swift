// UIKit's names for OpenTableView. On platforms with UIKit this module is UIKit itself, so ported
// code compiles against the real framework there and against OpenTableView elsewhere.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import Foundation
@_exported import OpenTableView
#endif
