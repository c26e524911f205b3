import Foundation
import Testing

@testable import OpenTableViewUIKit

/// The bars' customizations from before appearances (iOS 7–12), still common in ported screens:
/// the transparent navigation bar idiom (`setBackgroundImage(UIImage(), for: .default)` with an
/// empty `shadowImage`), background images by position and metrics, styles, title offsets and the
/// tab bar's item positioning. Recorded only.
@MainActor
@Suite struct LegacyBarCustomizationTests {
    @Test func theTransparentNavigationBarIdiomIsRecorded() {
        let bar = NavigationBar(frame: .zero)
        #expect(bar.backgroundImage(for: .default) == nil)
        #expect(bar.shadowImage == nil)
        #expect(bar.barStyle == .default)
        bar.setBackgroundImage(Image(), for: .default)
        bar.shadowImage = Image()
        bar.isTranslucent = true
        #expect(bar.backgroundImage(for: .default) == Image())
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) == Image())
        #expect(bar.backgroundImage(for: .compact) == nil)
        #expect(bar.shadowImage?.name == "")
        #expect(bar.shadowImage?.size == .zero)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundImage(for: .default) == nil)
    }

    @Test func backgroundImagesAreKeptByPositionAndMetrics() {
        let bar = NavigationBar(frame: .zero)
        let top = Image(named: "top", size: CGSize(width: 1, height: 64))
        let compact = Image(named: "compact", size: CGSize(width: 1, height: 32))
        bar.setBackgroundImage(top, for: .topAttached, barMetrics: .default)
        bar.setBackgroundImage(compact, for: .any, barMetrics: .compact)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) == top)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) == nil)
        #expect(bar.backgroundImage(for: .compact) == compact)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .compact) == nil)
    }

    @Test func stylesIndicatorsAndTitleOffsetsAreRecorded() {
        let bar = NavigationBar(frame: .zero)
        bar.barStyle = .black
        #expect(bar.barStyle == BarStyle.blackOpaque)
        #expect(bar.backIndicatorImage == nil)
        let arrow = Image(named: "arrow", size: CGSize(width: 13, height: 21))
        bar.backIndicatorImage = arrow
        bar.backIndicatorTransitionMaskImage = arrow
        #expect(bar.backIndicatorImage == arrow)
        #expect(bar.backIndicatorTransitionMaskImage == arrow)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == 0)
        bar.setTitleVerticalPositionAdjustment(-4, for: .default)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -4)
        #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 0)
    }

    @Test func aTabBarRecordsItsImagesAndItemPositioning() {
        let bar = TabBar(frame: .zero)
        #expect(bar.barStyle == .default)
        #expect(bar.backgroundImage == nil)
        #expect(bar.shadowImage == nil)
        #expect(bar.selectionIndicatorImage == nil)
        #expect(bar.itemPositioning == .automatic)
        #expect(bar.itemWidth == 0)
        #expect(bar.itemSpacing == 0)
        bar.backgroundImage = Image()
        bar.shadowImage = Image()
        bar.itemPositioning = .centered
        bar.itemWidth = 90
        bar.itemSpacing = 8
        #expect(bar.backgroundImage == Image())
        #expect(bar.itemPositioning == .centered)
        #expect(bar.itemWidth == 90)
        #expect(bar.itemSpacing == 8)
    }

    @Test func enumerationsHaveUIKitsRawValues() {
        #expect(BarMetrics.default.rawValue == 0)
        #expect(BarMetrics.compact.rawValue == 1)
        #expect(BarMetrics.defaultPrompt.rawValue == 101)
        #expect(BarMetrics.compactPrompt.rawValue == 102)
        #expect(BarPosition.any.rawValue == 0)
        #expect(BarPosition.bottom.rawValue == 1)
        #expect(BarPosition.top.rawValue == 2)
        #expect(BarPosition.topAttached.rawValue == 3)
        #expect(BarStyle.default.rawValue == 0)
        #expect(BarStyle.black.rawValue == 1)
        #expect(BarStyle.blackTranslucent.rawValue == 2)
        #expect(Image().name.isEmpty)
    }
}
