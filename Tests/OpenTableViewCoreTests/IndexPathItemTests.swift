import Foundation
import TestSupport
import Testing

@testable import OpenTableViewCore

/// UIKit's collection-view spelling of an index path, `item`, on Linux: the same element as `row`.
@Suite struct IndexPathItemTests {
    #if !canImport(UIKit)
        @Test func itemAndRowAreTheSameElement() {
            var path = IndexPath(item: 4, section: 2)
            expectEqual(path, IndexPath(row: 4, section: 2))
            expectEqual(path.item, 4)
            expectEqual(path.row, 4)
            expectEqual(path.section, 2)
            expectEqual(Array(path), [2, 4])
            path.item = 7
            expectEqual(path.row, 7)
            path.row = 1
            expectEqual(path.item, 1)
        }
    #endif
}
