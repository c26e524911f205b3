import Foundation
import Testing

@testable import OpenTableViewUIKit

@Suite struct SymbolImageTests {
    @Test func aSymbolIsSizedByItsConfiguredFont() throws {
        #expect(try #require(Image(systemName: "star")).size == .zero)
        let body = try #require(Image(systemName: "star", withConfiguration: .init(textStyle: .body)))
        #expect(body.size == CGSize(width: 21, height: 21))
        let large = try #require(Image(systemName: "star", withConfiguration: .init(pointSize: 30)))
        #expect(large.size == CGSize(width: 36, height: 36))
        #expect(try #require(Image(systemName: "star", withConfiguration: .init(weight: .bold))).size == .zero)
        #expect(Image(systemName: "", withConfiguration: .init(pointSize: 30)) == nil)
    }

    @Test func configurationsCombine() throws {
        let star = try #require(Image(systemName: "star"))
        let configured = star.withConfiguration(.init(pointSize: 20)).withConfiguration(.init(weight: .semibold))
        #expect(configured.symbolConfiguration?.pointSize == 20)
        #expect(configured.symbolConfiguration?.weight == .semibold)
        #expect(configured.size == CGSize(width: 24, height: 24))
        let restyled = configured.withConfiguration(.init(textStyle: .caption1))
        #expect(restyled.symbolConfiguration?.pointSize == nil)
        #expect(restyled.size == CGSize(width: 15, height: 15))
        #expect(restyled.withConfiguration(.init(scale: .large)).symbolConfiguration?.scale == .large)
        let photo = Image(named: "photo", size: CGSize(width: 40, height: 30))
        #expect(photo.withConfiguration(.init(pointSize: 99)) == photo)
    }

    @Test func renderingModesAndTints() throws {
        let star = try #require(Image(systemName: "star.fill"))
        #expect(star.renderingMode == .automatic)
        #expect(star.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let tinted = star.withTintColor(.systemYellow)
        #expect(tinted.tintColor == .systemYellow)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let template = star.withRenderingMode(.alwaysTemplate).withTintColor(.systemRed)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(star.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(tinted != star)
        #expect(tinted.name == "star.fill")
        #expect([Image.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue) == [0, 1, 2])
    }
}
