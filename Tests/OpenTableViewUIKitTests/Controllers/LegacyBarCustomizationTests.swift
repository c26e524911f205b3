import Foundation
import TestSupport
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
        expectEqual(bar.backgroundImage(for: .default), nil)
        expectEqual(bar.shadowImage, nil)
        expectEqual(bar.barStyle, .default)
        bar.setBackgroundImage(Image(), for: .default)
        bar.shadowImage = Image()
        bar.isTranslucent = true
        expectEqual(bar.backgroundImage(for: .default), Image())
        expectEqual(bar.backgroundImage(for: .any, barMetrics: .default), Image())
        expectEqual(bar.backgroundImage(for: .compact), nil)
        expectEqual(bar.shadowImage?.name, "")
        expectEqual(bar.shadowImage?.size, .zero)
        bar.setBackgroundImage(nil, for: .default)
        expectEqual(bar.backgroundImage(for: .default), nil)
    }

    @Test func backgroundImagesAreKeptByPositionAndMetrics() {
        let bar = NavigationBar(frame: .zero)
        let top = Image(named: "top", size: CGSize(width: 1, height: 64))
        let compact = Image(named: "compact", size: CGSize(width: 1, height: 32))
        bar.setBackgroundImage(top, for: .topAttached, barMetrics: .default)
        bar.setBackgroundImage(compact, for: .any, barMetrics: .compact)
        expectEqual(bar.backgroundImage(for: .topAttached, barMetrics: .default), top)
        expectEqual(bar.backgroundImage(for: .any, barMetrics: .default), nil)
        expectEqual(bar.backgroundImage(for: .compact), compact)
        expectEqual(bar.backgroundImage(for: .topAttached, barMetrics: .compact), nil)
    }

    @Test func stylesIndicatorsAndTitleOffsetsAreRecorded() {
        let bar = NavigationBar(frame: .zero)
        bar.barStyle = .black
        expectEqual(bar.barStyle, BarStyle.blackOpaque)
        expectEqual(bar.backIndicatorImage, nil)
        let arrow = Image(named: "arrow", size: CGSize(width: 13, height: 21))
        bar.backIndicatorImage = arrow
        bar.backIndicatorTransitionMaskImage = arrow
        expectEqual(bar.backIndicatorImage, arrow)
        expectEqual(bar.backIndicatorTransitionMaskImage, arrow)
        expectEqual(bar.titleVerticalPositionAdjustment(for: .default), 0)
        bar.setTitleVerticalPositionAdjustment(-4, for: .default)
        expectEqual(bar.titleVerticalPositionAdjustment(for: .default), -4)
        expectEqual(bar.titleVerticalPositionAdjustment(for: .compact), 0)
    }

    @Test func aTabBarRecordsItsImagesAndItemPositioning() {
        let bar = TabBar(frame: .zero)
        expectEqual(bar.barStyle, .default)
        expectEqual(bar.backgroundImage, nil)
        expectEqual(bar.shadowImage, nil)
        expectEqual(bar.selectionIndicatorImage, nil)
        expectEqual(bar.itemPositioning, .automatic)
        expectEqual(bar.itemWidth, 0)
        expectEqual(bar.itemSpacing, 0)
        bar.backgroundImage = Image()
        bar.shadowImage = Image()
        bar.itemPositioning = .centered
        bar.itemWidth = 90
        bar.itemSpacing = 8
        expectEqual(bar.backgroundImage, Image())
        expectEqual(bar.itemPositioning, .centered)
        expectEqual(bar.itemWidth, 90)
        expectEqual(bar.itemSpacing, 8)
    }

    @Test func enumerationsHaveUIKitsRawValues() {
        expectEqual(BarMetrics.default.rawValue, 0)
        expectEqual(BarMetrics.compact.rawValue, 1)
        expectEqual(BarMetrics.defaultPrompt.rawValue, 101)
        expectEqual(BarMetrics.compactPrompt.rawValue, 102)
        expectEqual(BarPosition.any.rawValue, 0)
        expectEqual(BarPosition.bottom.rawValue, 1)
        expectEqual(BarPosition.top.rawValue, 2)
        expectEqual(BarPosition.topAttached.rawValue, 3)
        expectEqual(BarStyle.default.rawValue, 0)
        expectEqual(BarStyle.black.rawValue, 1)
        expectEqual(BarStyle.blackTranslucent.rawValue, 2)
        #expect(Image().name.isEmpty)
    }
}
