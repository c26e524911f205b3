import Foundation
import Testing

@testable import OpenTableViewUIKit

@Suite struct EdgeInsetsTests {
    @Test func zeroAndMemberwise() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(EdgeInsets() == .zero)
        #expect(insets != .zero)
    }
}
