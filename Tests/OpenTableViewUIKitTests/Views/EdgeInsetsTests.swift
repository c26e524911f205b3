import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct EdgeInsetsTests {
    @Test func zeroAndMemberwise() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual([insets.top, insets.left, insets.bottom, insets.right], [1, 2, 3, 4])
        expectEqual(EdgeInsets.zero, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        expectEqual(EdgeInsets(), .zero)
        expectNotEqual(insets, .zero)
    }
}
