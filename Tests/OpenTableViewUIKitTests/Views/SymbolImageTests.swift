import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct SymbolImageTests {
    @Test func aSymbolIsSizedByItsConfiguredFont() throws {
        expectEqual(try #require(Image(systemName: "star")).size, .zero)
        let body = try #require(Image(systemName: "star", withConfiguration: .init(textStyle: .body)))
        expectEqual(body.size, CGSize(width: 21, height: 21))
        let large = try #require(Image(systemName: "star", withConfiguration: .init(pointSize: 30)))
        expectEqual(large.size, CGSize(width: 36, height: 36))
        expectEqual(try #require(Image(systemName: "star", withConfiguration: .init(weight: .bold))).size, .zero)
        expectEqual(Image(systemName: "", withConfiguration: .init(pointSize: 30)), nil)
    }

    @Test func configurationsCombine() throws {
        let star = try #require(Image(systemName: "star"))
        let configured = star.withConfiguration(.init(pointSize: 20)).withConfiguration(.init(weight: .semibold))
        expectEqual(configured.symbolConfiguration?.pointSize, 20)
        expectEqual(configured.symbolConfiguration?.weight, .semibold)
        expectEqual(configured.size, CGSize(width: 24, height: 24))
        let restyled = configured.withConfiguration(.init(textStyle: .caption1))
        expectEqual(restyled.symbolConfiguration?.pointSize, nil)
        expectEqual(restyled.size, CGSize(width: 15, height: 15))
        expectEqual(restyled.withConfiguration(.init(scale: .large)).symbolConfiguration?.scale, .large)
        let photo = Image(named: "photo", size: CGSize(width: 40, height: 30))
        expectEqual(photo.withConfiguration(.init(pointSize: 99)), photo)
    }

    @Test func renderingModesAndTints() throws {
        let star = try #require(Image(systemName: "star.fill"))
        expectEqual(star.renderingMode, .automatic)
        expectEqual(star.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
        let tinted = star.withTintColor(.systemYellow)
        expectEqual(tinted.tintColor, .systemYellow)
        expectEqual(tinted.renderingMode, .alwaysOriginal)
        let template = star.withRenderingMode(.alwaysTemplate).withTintColor(.systemRed)
        expectEqual(template.renderingMode, .alwaysTemplate)
        expectEqual(star.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode, .alwaysTemplate)
        expectNotEqual(tinted, star)
        expectEqual(tinted.name, "star.fill")
        expectEqual([Image.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue), [0, 1, 2])
    }
}
