import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Traits inherited down the tree, trait changes told in order, Dynamic Type sizes.
@MainActor
@Suite struct TraitChangeTests {
    final class LoggingView: View {
        var log: [String] = []
        var name = ""
        var sink: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            sink?("\(name).didChange(\(previousTraitCollection?.userInterfaceStyle.description ?? "nil"))")
        }
    }

    final class LoggingController: ViewController {
        var sink: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            sink?("controller.didChange")
        }
    }

    @Test func traitsFromCombinesTheLastSpecifiedValues() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(preferredContentSizeCategory: .extraLarge),
            TraitCollection(userInterfaceStyle: .light), TraitCollection(displayScale: 2),
        ])
        #expect(combined.userInterfaceStyle == .light && combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.displayScale == 2 && combined.horizontalSizeClass == .unspecified)
        #expect(TraitCollection().userInterfaceStyle == .unspecified && TraitCollection().displayScale == 0)
        #expect(combined.containsTraits(in: TraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: TraitCollection(displayScale: 3)))
        #expect(combined.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(
            ContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.small < .large && ContentSizeCategory.large < .accessibilityMedium)
    }

    /// Apple's Human Interface Guidelines, "Typography" › "iOS, iPadOS Dynamic Type sizes": body is
    /// 17 points at Large, 14 at xSmall, 23 at xxxLarge, 53 at AX5; caption 2 is 11 from xSmall to
    /// Large.
    @Test func preferredFontsFollowAppleDynamicTypeTable() {
        func size(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
            Font.preferredFont(
                forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: category)
            )
            .pointSize
        }
        #expect(size(.body, .large) == 17 && size(.body, .extraSmall) == 14 && size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53 && size(.largeTitle, .large) == 34)
        #expect(
            size(.caption2, .extraSmall) == 11 && size(.caption2, .large) == 11 && size(.headline, .extraLarge) == 19)
        expectEqual(Font.preferredFont(forTextStyle: .body).pointSize, 17)
        let metrics = FontMetrics(forTextStyle: .body)
        let xl = TraitCollection(preferredContentSizeCategory: .extraLarge)
        expectEqual(metrics.scaledValue(for: 34, compatibleWith: xl), 38)
        expectEqual(metrics.scaledValue(for: 10), 10)
    }

    @Test func viewsAndControllersInheritTheWindowsTraits() {
        let window = Window()
        let controller = ViewController()
        window.rootViewController = controller
        let child = View()
        controller.view.addSubview(child)
        expectEqual(child.traitCollection, TraitCollection.phoneDefaults)
        expectEqual(TraitCollection.phoneDefaults.userInterfaceStyle, .light)
        expectEqual(TraitCollection.phoneDefaults.preferredContentSizeCategory, .large)
        expectEqual(TraitCollection.phoneDefaults.horizontalSizeClass, .compact)
        window.simulate.setUserInterfaceStyle(.dark)
        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(child.traitCollection.userInterfaceStyle, .dark)
        expectEqual(child.traitCollection.preferredContentSizeCategory, .large)
        expectEqual(View().traitCollection.userInterfaceStyle, .light)
    }

    @Test func aTraitChangeTellsParentsFirstThenRegistrationsWithCurrentSet() {
        let window = Window()
        let controller = LoggingController()
        window.rootViewController = controller
        var log: [String] = []
        controller.sink = { log.append($0) }
        let outer = LoggingView()
        outer.name = "outer"
        let inner = LoggingView()
        inner.name = "inner"
        outer.sink = { log.append($0) }
        inner.sink = { log.append($0) }
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        inner.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
            (view: LoggingView, previous: TraitCollection) in
            log.append(
                "inner.handler(\(previous.userInterfaceStyle), current: \(TraitCollection.current.userInterfaceStyle))")
        }
        let sizeRegistration = inner.registerForTraitChanges([TraitPreferredContentSizeCategory.self]) {
            (view: LoggingView, _: TraitCollection) in log.append("inner.sizeHandler")
        }
        controller.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
            (_: LoggingController, _: TraitCollection) in
            log.append("controller.handler")
        }
        window.simulate.setUserInterfaceStyle(.dark)
        expectEqual(
            log,
            [
                "controller.didChange", "controller.handler", "outer.didChange(light)", "inner.didChange(light)",
                "inner.handler(light, current: dark)",
            ])
        expectEqual(TraitCollection.current.userInterfaceStyle, .light)
        log = []
        window.simulate.setUserInterfaceStyle(.dark)
        #expect(log.isEmpty)
        inner.unregisterForTraitChanges(sizeRegistration)
        window.simulate.setPreferredContentSizeCategory(.extraLarge)
        expectEqual(log, ["controller.didChange", "outer.didChange(dark)", "inner.didChange(dark)"])
    }

    @Test func dynamicColorsResolveAgainstTheNewTraits() {
        let window = Window()
        let label = Label()
        window.addSubview(label)
        let accent = Color { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        expectEqual(accent.resolvedColor(with: label.traitCollection), .black)
        window.simulate.setUserInterfaceStyle(.dark)
        expectEqual(accent.resolvedColor(with: label.traitCollection), .white)
        expectEqual(
            Color.label.resolvedColor(with: label.traitCollection),
            Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func labelsThatAdjustGetTheNewSize() {
        let window = Window()
        let adjusting = Label()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label()
        fixed.font = .preferredFont(forTextStyle: .body)
        let custom = Label()
        custom.font = FontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 14))
        custom.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, custom] { window.addSubview(label) }
        window.simulate.setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(adjusting.font.pointSize == 28 && fixed.font.pointSize == 17)
        // Title 1 is 28 points at Large and 38 at AX1: a 14-point font scaled along it is 19 (to rounding).
        #expect(abs(custom.font.pointSize - 19) < 0.000_001)
        window.simulate.setPreferredContentSizeCategory(.large)
        #expect(adjusting.font.pointSize == 17 && custom.font.pointSize == 14)
    }
}
