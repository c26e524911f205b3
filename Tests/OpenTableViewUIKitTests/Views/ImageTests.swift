import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct ImageTests {
    @Test func namedImagesHaveZeroSizeUnlessGivenOne() throws {
        let image = try #require(Image(named: "photo"))
        expectEqual(image.name, "photo")
        expectEqual(image.size, .zero)
        expectEqual(image.isSymbolImage, false)
        expectEqual(Image(named: "photo", size: CGSize(width: 40, height: 30)).size, CGSize(width: 40, height: 30))
    }

    @Test func symbolImages() throws {
        let image = try #require(Image(systemName: "star"))
        #expect(image.isSymbolImage)
        expectEqual(image.size, .zero)
        expectNotEqual(image, Image(named: "star"))
    }

    @Test func emptyNamesFail() {
        expectEqual(Image(named: ""), nil)
        expectEqual(Image(systemName: ""), nil)
    }
}
