import Foundation
import Testing

@testable import OpenTableViewUIKit

@Suite struct ImageTests {
    @Test func namedImagesHaveZeroSizeUnlessGivenOne() throws {
        let image = try #require(Image(named: "photo"))
        #expect(image.name == "photo")
        #expect(image.size == .zero)
        #expect(image.isSymbolImage == false)
        #expect(Image(named: "photo", size: CGSize(width: 40, height: 30)).size == CGSize(width: 40, height: 30))
    }

    @Test func symbolImages() throws {
        let image = try #require(Image(systemName: "star"))
        #expect(image.isSymbolImage)
        #expect(image.size == .zero)
        #expect(image != Image(named: "star"))
    }

    @Test func emptyNamesFail() {
        #expect(Image(named: "") == nil)
        #expect(Image(systemName: "") == nil)
    }
}
