import Foundation
import Testing

@testable import OpenTableViewCore

/// UIKit's collection-view spelling of an index path, `item`, on Linux: the same element as `row`.
@Suite struct IndexPathItemTests {
    #if !canImport(UIKit)
        @Test func itemAndRowAreTheSameElement() {
            var path = IndexPath(item: 4, section: 2)
            #expect(path == IndexPath(row: 4, section: 2))
            #expect(path.item == 4)
            #expect(path.row == 4)
            #expect(path.section == 2)
            #expect(Array(path) == [2, 4])
            path.item = 7
            #expect(path.row == 7)
            path.row = 1
            #expect(path.item == 1)
        }
    #endif
}
