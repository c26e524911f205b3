import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Bar appearances (`UIBarAppearance` and its navigation and tab bar kinds): the three kinds of
/// background Apple documents ("Calling this method replaces any previous values you specified for
/// the bar appearance properties", `configureWithOpaqueBackground()`; "a transparent background and
/// no shadow", `configureWithTransparentBackground()`), `init(barAppearance:)`'s copy of the shared
/// attributes, and the copies bars and items keep, as UIKit's `@NSCopying` properties do.
@MainActor
@Suite struct BarAppearanceTests {
    /// An appearance with every background and shadow value changed from its default.
    private func customized<Appearance: BarAppearance>(_ appearance: Appearance) -> Appearance {
        appearance.backgroundEffect = BlurEffect(style: .dark)
        appearance.backgroundColor = .systemRed
        appearance.backgroundImage = Image(named: "bar", size: CGSize(width: 10, height: 44))
        appearance.backgroundImageContentMode = .center
        appearance.shadowColor = .systemBlue
        appearance.shadowImage = Image(named: "line", size: CGSize(width: 1, height: 1))
        return appearance
    }

    @Test func aNewAppearanceHasTheDefaultBackground() {
        for appearance in [BarAppearance(), NavigationBarAppearance(), TabBarAppearance()] {
            expectEqual(appearance.backgroundEffect?.style, .systemChromeMaterial)
            expectEqual(appearance.backgroundColor, nil)
            expectEqual(appearance.backgroundImage, nil)
            expectEqual(appearance.backgroundImageContentMode, .scaleToFill)
            expectEqual(appearance.shadowColor, Color(white: 0, alpha: 0.3))
            expectEqual(appearance.shadowImage, nil)
        }
    }

    @Test func eachConfigurationReplacesEveryBackgroundAndShadowValue() {
        let opaque = customized(BarAppearance())
        opaque.configureWithOpaqueBackground()
        expectEqual(opaque.backgroundEffect, nil)
        expectEqual(opaque.backgroundColor, .systemBackground)
        expectEqual(opaque.backgroundImage, nil)
        expectEqual(opaque.backgroundImageContentMode, .scaleToFill)
        expectEqual(opaque.shadowColor, Color(white: 0, alpha: 0.3))
        expectEqual(opaque.shadowImage, nil)

        let transparent = customized(NavigationBarAppearance())
        transparent.configureWithTransparentBackground()
        expectEqual(transparent.backgroundEffect, nil)
        expectEqual(transparent.backgroundColor, nil)
        expectEqual(transparent.backgroundImage, nil)
        expectEqual(transparent.shadowColor, nil)
        expectEqual(transparent.shadowImage, nil)

        let standard = customized(TabBarAppearance())
        standard.configureWithDefaultBackground()
        expectEqual(standard.backgroundEffect?.style, .systemChromeMaterial)
        expectEqual(standard.backgroundColor, nil)
        expectEqual(standard.backgroundImage, nil)
        expectEqual(standard.backgroundImageContentMode, .scaleToFill)
        expectEqual(standard.shadowColor, Color(white: 0, alpha: 0.3))
    }

    @Test func theConfigurationsLeaveTheBarsOwnAttributesAlone() {
        let appearance = NavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.titlePositionAdjustment = Offset(horizontal: 2, vertical: -1)
        appearance.configureWithOpaqueBackground()
        expectEqual(appearance.titleTextAttributes[.foregroundColor] as? Color, .white)
        expectEqual(appearance.titlePositionAdjustment, Offset(horizontal: 2, vertical: -1))
    }

    @Test func redrawReadsBackAsScaleToFill() {
        let appearance = BarAppearance()
        appearance.backgroundImageContentMode = .redraw
        expectEqual(appearance.backgroundImageContentMode, .scaleToFill)
        appearance.backgroundImageContentMode = .bottom
        expectEqual(appearance.backgroundImageContentMode, .bottom)
    }

    @Test func anAppearanceMadeFromAnotherKindSharesOnlyTheBackgroundAndShadow() {
        let tabBar = customized(TabBarAppearance())
        tabBar.selectionIndicatorTintColor = .systemGreen
        let navigation = NavigationBarAppearance(barAppearance: tabBar)
        expectIdentical(navigation.backgroundEffect, tabBar.backgroundEffect)
        expectEqual(navigation.backgroundColor, .systemRed)
        expectEqual(navigation.backgroundImage, tabBar.backgroundImage)
        expectEqual(navigation.backgroundImageContentMode, .center)
        expectEqual(navigation.shadowColor, .systemBlue)
        expectEqual(navigation.shadowImage, tabBar.shadowImage)
        #expect(navigation.titleTextAttributes.isEmpty)
        expectEqual(navigation.backIndicatorImage, Image(systemName: "chevron.backward"))

        let back = TabBarAppearance(barAppearance: navigation)
        expectEqual(back.backgroundColor, .systemRed)
        expectEqual(back.selectionIndicatorTintColor, nil)
        expectEqual(back.stackedItemPositioning, .automatic)
    }

    @Test func aCopyIsANewAppearanceOfTheSameKindWithTheSameValues() {
        let original = customized(NavigationBarAppearance())
        original.titleTextAttributes = [.foregroundColor: Color.white]
        original.largeTitleTextAttributes = [.foregroundColor: Color.systemYellow]
        original.titlePositionAdjustment = Offset(horizontal: 0, vertical: 3)
        original.buttonAppearance.normal.titlePositionAdjustment = Offset(horizontal: 1, vertical: 1)
        original.doneButtonAppearance.disabled.titleTextAttributes = [.foregroundColor: Color.gray]
        let arrow = Image(named: "arrow", size: CGSize(width: 13, height: 21))
        original.setBackIndicatorImage(arrow, transitionMaskImage: arrow)

        let copy = original.copy()
        expectNotIdentical(copy, original)
        #expect(type(of: copy) == NavigationBarAppearance.self)
        #expect(copy.backgroundColor == .systemRed)
        expectEqual(copy.shadowColor, .systemBlue)
        expectEqual(copy.titleTextAttributes[.foregroundColor] as? Color, .white)
        expectEqual(copy.largeTitleTextAttributes[.foregroundColor] as? Color, .systemYellow)
        expectEqual(copy.titlePositionAdjustment, Offset(horizontal: 0, vertical: 3))
        expectEqual(copy.buttonAppearance.normal.titlePositionAdjustment, Offset(horizontal: 1, vertical: 1))
        expectEqual(copy.doneButtonAppearance.disabled.titleTextAttributes[.foregroundColor] as? Color, .gray)
        expectEqual(copy.backIndicatorImage, arrow)
        expectEqual(copy.backIndicatorTransitionMaskImage, arrow)

        // The button appearances are copies too: changing the copy's leaves the original's.
        expectNotIdentical(copy.buttonAppearance, original.buttonAppearance)
        copy.buttonAppearance.normal.titlePositionAdjustment = .zero
        copy.backgroundColor = .black
        expectEqual(original.buttonAppearance.normal.titlePositionAdjustment, Offset(horizontal: 1, vertical: 1))
        expectEqual(original.backgroundColor, .systemRed)
    }

    @Test func barsAndItemsKeepACopyOfTheAppearanceTheyAreGiven() {
        let navigationBar = NavigationBar(frame: .zero)
        expectEqual(navigationBar.standardAppearance.backgroundEffect?.style, .systemChromeMaterial)
        expectEqual(navigationBar.compactAppearance, nil)
        expectEqual(navigationBar.scrollEdgeAppearance, nil)
        expectEqual(navigationBar.compactScrollEdgeAppearance, nil)

        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.compactScrollEdgeAppearance = appearance
        appearance.backgroundColor = .systemPink
        for kept in [
            navigationBar.standardAppearance, navigationBar.scrollEdgeAppearance,
            navigationBar.compactAppearance, navigationBar.compactScrollEdgeAppearance,
        ] {
            expectNotIdentical(kept, appearance)
            expectEqual(kept?.backgroundColor, .systemIndigo)
        }
        // Each property keeps its own copy; reading one twice gives the same object.
        expectNotIdentical(navigationBar.standardAppearance, navigationBar.scrollEdgeAppearance)
        expectIdentical(navigationBar.standardAppearance, navigationBar.standardAppearance)
        navigationBar.scrollEdgeAppearance = nil
        expectEqual(navigationBar.scrollEdgeAppearance, nil)

        let item = NavigationItem(title: "Inbox")
        expectEqual(item.standardAppearance, nil)
        expectEqual(item.compactAppearance, nil)
        expectEqual(item.scrollEdgeAppearance, nil)
        expectEqual(item.compactScrollEdgeAppearance, nil)
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        item.scrollEdgeAppearance = appearance
        item.compactScrollEdgeAppearance = appearance
        appearance.backgroundColor = .systemTeal
        for kept in [
            item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance,
            item.compactScrollEdgeAppearance,
        ] {
            expectNotIdentical(kept, appearance)
            expectEqual(kept?.backgroundColor, .systemPink)
        }

        let tabBar = TabBar(frame: .zero)
        expectEqual(tabBar.standardAppearance.backgroundEffect?.style, .systemChromeMaterial)
        expectEqual(tabBar.scrollEdgeAppearance, nil)
        let tabs = TabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        tabBar.standardAppearance = tabs
        tabBar.scrollEdgeAppearance = tabs
        let tabItem = TabBarItem(title: "Home", image: nil, tag: 0)
        expectEqual(tabItem.standardAppearance, nil)
        expectEqual(tabItem.scrollEdgeAppearance, nil)
        tabItem.standardAppearance = tabs
        tabItem.scrollEdgeAppearance = tabs
        tabs.stackedLayoutAppearance.selected.iconColor = .systemPurple
        for kept in [
            tabBar.standardAppearance, tabBar.scrollEdgeAppearance, tabItem.standardAppearance,
            tabItem.scrollEdgeAppearance,
        ] {
            expectNotIdentical(kept, tabs)
            expectEqual(kept?.stackedLayoutAppearance.selected.iconColor, .systemOrange)
        }
    }

    @Test func aNavigationControllersBarTakesItsAppearanceAsAScreenSetsIt() {
        let navigation = NavigationController(rootViewController: ViewController())
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        expectEqual(navigation.navigationBar.standardAppearance.backgroundColor, .systemBlue)
        expectEqual(
            navigation.navigationBar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? Color, .white)
        expectEqual(navigation.navigationBar.scrollEdgeAppearance?.backgroundEffect, nil)
    }

    @Test func setBackIndicatorImageTakesBothImagesOrRestoresTheSystemChevron() {
        let appearance = NavigationBarAppearance()
        let chevron = Image(systemName: "chevron.backward")
        expectEqual(appearance.backIndicatorImage, chevron)
        expectEqual(appearance.backIndicatorTransitionMaskImage, chevron)
        let arrow = Image(named: "arrow", size: CGSize(width: 13, height: 21))
        let mask = Image(named: "mask", size: CGSize(width: 13, height: 21))
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: mask)
        expectEqual(appearance.backIndicatorImage, arrow)
        expectEqual(appearance.backIndicatorTransitionMaskImage, mask)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        expectEqual(appearance.backIndicatorImage, chevron)
        expectEqual(appearance.backIndicatorTransitionMaskImage, chevron)
    }

    @Test func buttonAppearancesStartEmptyAndResetEveryState() {
        let buttons = BarButtonItemAppearance(style: .done)
        let states = [buttons.normal, buttons.highlighted, buttons.disabled, buttons.focused]
        expectEqual(Set(states.map(ObjectIdentifier.init)).count, 4)
        for state in states {
            #expect(state.titleTextAttributes.isEmpty)
            expectEqual(state.titlePositionAdjustment, .zero)
            expectEqual(state.backgroundImage, nil)
            expectEqual(state.backgroundImagePositionAdjustment, .zero)
            state.titleTextAttributes = [.foregroundColor: Color.red]
            state.titlePositionAdjustment = Offset(horizontal: 4, vertical: 0)
            state.backgroundImage = Image(named: "pill", size: CGSize(width: 30, height: 30))
            state.backgroundImagePositionAdjustment = Offset(horizontal: 0, vertical: 2)
        }
        let copy = buttons.copy()
        expectNotIdentical(copy.highlighted, buttons.highlighted)
        expectEqual(copy.highlighted.titlePositionAdjustment, Offset(horizontal: 4, vertical: 0))
        buttons.configureWithDefault(for: .plain)
        for state in [buttons.normal, buttons.highlighted, buttons.disabled, buttons.focused] {
            #expect(state.titleTextAttributes.isEmpty)
            expectEqual(state.titlePositionAdjustment, .zero)
            expectEqual(state.backgroundImage, nil)
            expectEqual(state.backgroundImagePositionAdjustment, .zero)
        }
        expectEqual(copy.highlighted.backgroundImagePositionAdjustment, Offset(horizontal: 0, vertical: 2))
        #expect(BarButtonItemAppearance().normal.titleTextAttributes.isEmpty)
    }

    @Test func tabBarItemAppearancesStartEmptyAndResetEveryState() {
        let items = TabBarItemAppearance(style: .inline)
        let states = [items.normal, items.selected, items.disabled, items.focused]
        expectEqual(Set(states.map(ObjectIdentifier.init)).count, 4)
        for state in states {
            #expect(state.titleTextAttributes.isEmpty)
            expectEqual(state.iconColor, nil)
            expectEqual(state.badgeBackgroundColor, nil)
            #expect(state.badgeTextAttributes.isEmpty)
            expectEqual(state.titlePositionAdjustment, .zero)
            expectEqual(state.badgePositionAdjustment, .zero)
            expectEqual(state.badgeTitlePositionAdjustment, .zero)
            state.iconColor = .systemGray
            state.badgeBackgroundColor = .systemGreen
            state.badgeTextAttributes = [.foregroundColor: Color.black]
            state.badgePositionAdjustment = Offset(horizontal: -2, vertical: 2)
            state.badgeTitlePositionAdjustment = Offset(horizontal: 1, vertical: 0)
        }
        let copy = items.copy()
        items.configureWithDefault(for: .stacked)
        for state in [items.normal, items.selected, items.disabled, items.focused] {
            expectEqual(state.iconColor, nil)
            expectEqual(state.badgeBackgroundColor, nil)
            #expect(state.badgeTextAttributes.isEmpty)
            expectEqual(state.badgePositionAdjustment, .zero)
            expectEqual(state.badgeTitlePositionAdjustment, .zero)
        }
        expectEqual(copy.selected.badgeBackgroundColor, .systemGreen)
        expectEqual(copy.focused.badgeTitlePositionAdjustment, Offset(horizontal: 1, vertical: 0))

        let tabs = TabBarAppearance()
        expectNotIdentical(tabs.stackedLayoutAppearance, tabs.inlineLayoutAppearance)
        expectEqual(tabs.selectionIndicatorTintColor, nil)
        expectEqual(tabs.selectionIndicatorImage, nil)
        expectEqual(tabs.stackedItemWidth, 0)
        expectEqual(tabs.stackedItemSpacing, 0)
        tabs.inlineLayoutAppearance = copy
        expectNotIdentical(tabs.inlineLayoutAppearance, copy)
        expectEqual(tabs.inlineLayoutAppearance.selected.badgeBackgroundColor, .systemGreen)
    }

    @Test func enumerationsHaveUIKitsRawValues() {
        expectEqual(TabBarItemAppearance.Style.stacked.rawValue, 0)
        expectEqual(TabBarItemAppearance.Style.inline.rawValue, 1)
        expectEqual(TabBarItemAppearance.Style.compactInline.rawValue, 2)
        expectEqual(TabBar.ItemPositioning.automatic.rawValue, 0)
        expectEqual(TabBar.ItemPositioning.fill.rawValue, 1)
        expectEqual(TabBar.ItemPositioning.centered.rawValue, 2)
        expectEqual(BlurEffect.Style.regular.rawValue, 4)
        expectEqual(BlurEffect.Style.systemChromeMaterial.rawValue, 10)
        expectEqual(BlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        expectEqual(Offset(), .zero)
        expectEqual(Offset(horizontal: 1, vertical: 2).vertical, 2)
    }
}
