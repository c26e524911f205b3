import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct TextAlignmentTests {
    @Test func rawValuesAreIOSs() {
        let all: [TextAlignment] = [.left, .center, .right, .justified, .natural]
        expectEqual(all.map(\.rawValue), [0, 1, 2, 3, 4])
    }
}
