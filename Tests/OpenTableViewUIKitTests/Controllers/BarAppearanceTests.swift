import Foundation
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
            #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
            #expect(appearance.backgroundColor == nil)
            #expect(appearance.backgroundImage == nil)
            #expect(appearance.backgroundImageContentMode == .scaleToFill)
            #expect(appearance.shadowColor == Color(white: 0, alpha: 0.3))
            #expect(appearance.shadowImage == nil)
        }
    }

    @Test func eachConfigurationReplacesEveryBackgroundAndShadowValue() {
        let opaque = customized(BarAppearance())
        opaque.configureWithOpaqueBackground()
        #expect(opaque.backgroundEffect == nil)
        #expect(opaque.backgroundColor == .systemBackground)
        #expect(opaque.backgroundImage == nil)
        #expect(opaque.backgroundImageContentMode == .scaleToFill)
        #expect(opaque.shadowColor == Color(white: 0, alpha: 0.3))
        #expect(opaque.shadowImage == nil)

        let transparent = customized(NavigationBarAppearance())
        transparent.configureWithTransparentBackground()
        #expect(transparent.backgroundEffect == nil)
        #expect(transparent.backgroundColor == nil)
        #expect(transparent.backgroundImage == nil)
        #expect(transparent.shadowColor == nil)
        #expect(transparent.shadowImage == nil)

        let standard = customized(TabBarAppearance())
        standard.configureWithDefaultBackground()
        #expect(standard.backgroundEffect?.style == .systemChromeMaterial)
        #expect(standard.backgroundColor == nil)
        #expect(standard.backgroundImage == nil)
        #expect(standard.backgroundImageContentMode == .scaleToFill)
        #expect(standard.shadowColor == Color(white: 0, alpha: 0.3))
    }

    @Test func theConfigurationsLeaveTheBarsOwnAttributesAlone() {
        let appearance = NavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.titlePositionAdjustment = Offset(horizontal: 2, vertical: -1)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.titleTextAttributes[.foregroundColor] as? Color == .white)
        #expect(appearance.titlePositionAdjustment == Offset(horizontal: 2, vertical: -1))
    }

    @Test func redrawReadsBackAsScaleToFill() {
        let appearance = BarAppearance()
        appearance.backgroundImageContentMode = .redraw
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
        appearance.backgroundImageContentMode = .bottom
        #expect(appearance.backgroundImageContentMode == .bottom)
    }

    @Test func anAppearanceMadeFromAnotherKindSharesOnlyTheBackgroundAndShadow() {
        let tabBar = customized(TabBarAppearance())
        tabBar.selectionIndicatorTintColor = .systemGreen
        let navigation = NavigationBarAppearance(barAppearance: tabBar)
        #expect(navigation.backgroundEffect === tabBar.backgroundEffect)
        #expect(navigation.backgroundColor == .systemRed)
        #expect(navigation.backgroundImage == tabBar.backgroundImage)
        #expect(navigation.backgroundImageContentMode == .center)
        #expect(navigation.shadowColor == .systemBlue)
        #expect(navigation.shadowImage == tabBar.shadowImage)
        #expect(navigation.titleTextAttributes.isEmpty)
        #expect(navigation.backIndicatorImage == Image(systemName: "chevron.backward"))

        let back = TabBarAppearance(barAppearance: navigation)
        #expect(back.backgroundColor == .systemRed)
        #expect(back.selectionIndicatorTintColor == nil)
        #expect(back.stackedItemPositioning == .automatic)
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
        #expect(copy !== original)
        #expect(type(of: copy) == NavigationBarAppearance.self)
        #expect(copy.backgroundColor == .systemRed)
        #expect(copy.shadowColor == .systemBlue)
        #expect(copy.titleTextAttributes[.foregroundColor] as? Color == .white)
        #expect(copy.largeTitleTextAttributes[.foregroundColor] as? Color == .systemYellow)
        #expect(copy.titlePositionAdjustment == Offset(horizontal: 0, vertical: 3))
        #expect(copy.buttonAppearance.normal.titlePositionAdjustment == Offset(horizontal: 1, vertical: 1))
        #expect(copy.doneButtonAppearance.disabled.titleTextAttributes[.foregroundColor] as? Color == .gray)
        #expect(copy.backIndicatorImage == arrow)
        #expect(copy.backIndicatorTransitionMaskImage == arrow)

        // The button appearances are copies too: changing the copy's leaves the original's.
        #expect(copy.buttonAppearance !== original.buttonAppearance)
        copy.buttonAppearance.normal.titlePositionAdjustment = .zero
        copy.backgroundColor = .black
        #expect(original.buttonAppearance.normal.titlePositionAdjustment == Offset(horizontal: 1, vertical: 1))
        #expect(original.backgroundColor == .systemRed)
    }

    @Test func barsAndItemsKeepACopyOfTheAppearanceTheyAreGiven() {
        let navigationBar = NavigationBar(frame: .zero)
        #expect(navigationBar.standardAppearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(navigationBar.compactAppearance == nil)
        #expect(navigationBar.scrollEdgeAppearance == nil)
        #expect(navigationBar.compactScrollEdgeAppearance == nil)

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
            #expect(kept !== appearance)
            #expect(kept?.backgroundColor == .systemIndigo)
        }
        // Each property keeps its own copy; reading one twice gives the same object.
        #expect(navigationBar.standardAppearance !== navigationBar.scrollEdgeAppearance)
        #expect(navigationBar.standardAppearance === navigationBar.standardAppearance)
        navigationBar.scrollEdgeAppearance = nil
        #expect(navigationBar.scrollEdgeAppearance == nil)

        let item = NavigationItem(title: "Inbox")
        #expect(item.standardAppearance == nil)
        #expect(item.compactAppearance == nil)
        #expect(item.scrollEdgeAppearance == nil)
        #expect(item.compactScrollEdgeAppearance == nil)
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        item.scrollEdgeAppearance = appearance
        item.compactScrollEdgeAppearance = appearance
        appearance.backgroundColor = .systemTeal
        for kept in [
            item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance,
            item.compactScrollEdgeAppearance,
        ] {
            #expect(kept !== appearance)
            #expect(kept?.backgroundColor == .systemPink)
        }

        let tabBar = TabBar(frame: .zero)
        #expect(tabBar.standardAppearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(tabBar.scrollEdgeAppearance == nil)
        let tabs = TabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        tabBar.standardAppearance = tabs
        tabBar.scrollEdgeAppearance = tabs
        let tabItem = TabBarItem(title: "Home", image: nil, tag: 0)
        #expect(tabItem.standardAppearance == nil)
        #expect(tabItem.scrollEdgeAppearance == nil)
        tabItem.standardAppearance = tabs
        tabItem.scrollEdgeAppearance = tabs
        tabs.stackedLayoutAppearance.selected.iconColor = .systemPurple
        for kept in [
            tabBar.standardAppearance, tabBar.scrollEdgeAppearance, tabItem.standardAppearance,
            tabItem.scrollEdgeAppearance,
        ] {
            #expect(kept !== tabs)
            #expect(kept?.stackedLayoutAppearance.selected.iconColor == .systemOrange)
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
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemBlue)
        #expect(
            navigation.navigationBar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? Color == .white)
        #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundEffect == nil)
    }

    @Test func setBackIndicatorImageTakesBothImagesOrRestoresTheSystemChevron() {
        let appearance = NavigationBarAppearance()
        let chevron = Image(systemName: "chevron.backward")
        #expect(appearance.backIndicatorImage == chevron)
        #expect(appearance.backIndicatorTransitionMaskImage == chevron)
        let arrow = Image(named: "arrow", size: CGSize(width: 13, height: 21))
        let mask = Image(named: "mask", size: CGSize(width: 13, height: 21))
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: mask)
        #expect(appearance.backIndicatorImage == arrow)
        #expect(appearance.backIndicatorTransitionMaskImage == mask)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == chevron)
        #expect(appearance.backIndicatorTransitionMaskImage == chevron)
    }

    @Test func buttonAppearancesStartEmptyAndResetEveryState() {
        let buttons = BarButtonItemAppearance(style: .done)
        let states = [buttons.normal, buttons.highlighted, buttons.disabled, buttons.focused]
        #expect(Set(states.map(ObjectIdentifier.init)).count == 4)
        for state in states {
            #expect(state.titleTextAttributes.isEmpty)
            #expect(state.titlePositionAdjustment == .zero)
            #expect(state.backgroundImage == nil)
            #expect(state.backgroundImagePositionAdjustment == .zero)
            state.titleTextAttributes = [.foregroundColor: Color.red]
            state.titlePositionAdjustment = Offset(horizontal: 4, vertical: 0)
            state.backgroundImage = Image(named: "pill", size: CGSize(width: 30, height: 30))
            state.backgroundImagePositionAdjustment = Offset(horizontal: 0, vertical: 2)
        }
        let copy = buttons.copy()
        #expect(copy.highlighted !== buttons.highlighted)
        #expect(copy.highlighted.titlePositionAdjustment == Offset(horizontal: 4, vertical: 0))
        buttons.configureWithDefault(for: .plain)
        for state in [buttons.normal, buttons.highlighted, buttons.disabled, buttons.focused] {
            #expect(state.titleTextAttributes.isEmpty)
            #expect(state.titlePositionAdjustment == .zero)
            #expect(state.backgroundImage == nil)
            #expect(state.backgroundImagePositionAdjustment == .zero)
        }
        #expect(copy.highlighted.backgroundImagePositionAdjustment == Offset(horizontal: 0, vertical: 2))
        #expect(BarButtonItemAppearance().normal.titleTextAttributes.isEmpty)
    }

    @Test func tabBarItemAppearancesStartEmptyAndResetEveryState() {
        let items = TabBarItemAppearance(style: .inline)
        let states = [items.normal, items.selected, items.disabled, items.focused]
        #expect(Set(states.map(ObjectIdentifier.init)).count == 4)
        for state in states {
            #expect(state.titleTextAttributes.isEmpty)
            #expect(state.iconColor == nil)
            #expect(state.badgeBackgroundColor == nil)
            #expect(state.badgeTextAttributes.isEmpty)
            #expect(state.titlePositionAdjustment == .zero)
            #expect(state.badgePositionAdjustment == .zero)
            #expect(state.badgeTitlePositionAdjustment == .zero)
            state.iconColor = .systemGray
            state.badgeBackgroundColor = .systemGreen
            state.badgeTextAttributes = [.foregroundColor: Color.black]
            state.badgePositionAdjustment = Offset(horizontal: -2, vertical: 2)
            state.badgeTitlePositionAdjustment = Offset(horizontal: 1, vertical: 0)
        }
        let copy = items.copy()
        items.configureWithDefault(for: .stacked)
        for state in [items.normal, items.selected, items.disabled, items.focused] {
            #expect(state.iconColor == nil)
            #expect(state.badgeBackgroundColor == nil)
            #expect(state.badgeTextAttributes.isEmpty)
            #expect(state.badgePositionAdjustment == .zero)
            #expect(state.badgeTitlePositionAdjustment == .zero)
        }
        #expect(copy.selected.badgeBackgroundColor == .systemGreen)
        #expect(copy.focused.badgeTitlePositionAdjustment == Offset(horizontal: 1, vertical: 0))

        let tabs = TabBarAppearance()
        #expect(tabs.stackedLayoutAppearance !== tabs.inlineLayoutAppearance)
        #expect(tabs.selectionIndicatorTintColor == nil)
        #expect(tabs.selectionIndicatorImage == nil)
        #expect(tabs.stackedItemWidth == 0)
        #expect(tabs.stackedItemSpacing == 0)
        tabs.inlineLayoutAppearance = copy
        #expect(tabs.inlineLayoutAppearance !== copy)
        #expect(tabs.inlineLayoutAppearance.selected.badgeBackgroundColor == .systemGreen)
    }

    @Test func enumerationsHaveUIKitsRawValues() {
        #expect(TabBarItemAppearance.Style.stacked.rawValue == 0)
        #expect(TabBarItemAppearance.Style.inline.rawValue == 1)
        #expect(TabBarItemAppearance.Style.compactInline.rawValue == 2)
        #expect(TabBar.ItemPositioning.automatic.rawValue == 0)
        #expect(TabBar.ItemPositioning.fill.rawValue == 1)
        #expect(TabBar.ItemPositioning.centered.rawValue == 2)
        #expect(BlurEffect.Style.regular.rawValue == 4)
        #expect(BlurEffect.Style.systemChromeMaterial.rawValue == 10)
        #expect(BlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(Offset() == .zero)
        #expect(Offset(horizontal: 1, vertical: 2).vertical == 2)
    }
}
