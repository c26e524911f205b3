// Compile-time proof of Compatibility/API.md's "Bar appearances" section: each member marked yes
// or partial is referenced once, in UIKit's spelling through the shim, after its "// API: <row>"
// marker. The functions are never called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageBarAppearances {
        static func barAppearance(image: UIImage) {
            // API: UIBarAppearance
            let _: UIBarAppearance.Type = UIBarAppearance.self
            // API: UIBarAppearance.init()
            let appearance = UIBarAppearance()
            // API: UIBarAppearance.init(barAppearance:)
            let other = UIBarAppearance(barAppearance: appearance)
            // API: UIBarAppearance.copy()
            let _: UIBarAppearance = other.copy()
            // API: UIBarAppearance.configureWithDefaultBackground()
            appearance.configureWithDefaultBackground()
            // API: UIBarAppearance.configureWithOpaqueBackground()
            appearance.configureWithOpaqueBackground()
            // API: UIBarAppearance.configureWithTransparentBackground()
            appearance.configureWithTransparentBackground()
            // API: UIBarAppearance.backgroundEffect
            appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            // API: UIBarAppearance.backgroundColor
            appearance.backgroundColor = .systemBackground
            // API: UIBarAppearance.backgroundImage
            appearance.backgroundImage = image
            // API: UIBarAppearance.backgroundImageContentMode
            appearance.backgroundImageContentMode = .scaleAspectFill
            // API: UIBarAppearance.shadowColor
            appearance.shadowColor = .clear
            // API: UIBarAppearance.shadowImage
            appearance.shadowImage = nil
            // API: UIBarAppearance.init(idiom:)
            let pad = UIBarAppearance(idiom: .pad)
            // API: UIBarAppearance.idiom
            let _: UIUserInterfaceIdiom = pad.idiom
        }

        static func navigationBarAppearance(image: UIImage) {
            // API: UINavigationBarAppearance
            let appearance = UINavigationBarAppearance()
            let _: UIBarAppearance = appearance
            // API: UINavigationBarAppearance.titleTextAttributes
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            // API: UINavigationBarAppearance.largeTitleTextAttributes
            appearance.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 34)]
            // API: UINavigationBarAppearance.titlePositionAdjustment
            appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
            // API: UINavigationBarAppearance.buttonAppearance
            appearance.buttonAppearance = UIBarButtonItemAppearance(style: .plain)
            // API: UINavigationBarAppearance.doneButtonAppearance
            appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
            // API: UINavigationBarAppearance.backButtonAppearance
            let _: UIBarButtonItemAppearance = appearance.backButtonAppearance
            // API: UINavigationBarAppearance.backIndicatorImage
            let _: UIImage = appearance.backIndicatorImage
            // API: UINavigationBarAppearance.backIndicatorTransitionMaskImage
            let _: UIImage = appearance.backIndicatorTransitionMaskImage
            // API: UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)
            appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        }

        static func tabBarAppearance(image: UIImage) {
            // API: UITabBarAppearance
            let appearance = UITabBarAppearance()
            let _: UIBarAppearance = appearance
            // API: UITabBarAppearance.stackedLayoutAppearance
            appearance.stackedLayoutAppearance = UITabBarItemAppearance()
            // API: UITabBarAppearance.inlineLayoutAppearance
            appearance.inlineLayoutAppearance.selected.iconColor = .systemBlue
            // API: UITabBarAppearance.compactInlineLayoutAppearance
            let _: UITabBarItemAppearance = appearance.compactInlineLayoutAppearance
            // API: UITabBarAppearance.selectionIndicatorTintColor
            appearance.selectionIndicatorTintColor = .systemBlue
            // API: UITabBarAppearance.selectionIndicatorImage
            appearance.selectionIndicatorImage = image
            // API: UITabBarAppearance.stackedItemPositioning
            appearance.stackedItemPositioning = .centered
            // API: UITabBarAppearance.stackedItemWidth
            appearance.stackedItemWidth = 80
            // API: UITabBarAppearance.stackedItemSpacing
            appearance.stackedItemSpacing = 12
        }

        static func itemAppearances(image: UIImage) {
            // API: UIBarButtonItemAppearance
            let _: UIBarButtonItemAppearance.Type = UIBarButtonItemAppearance.self
            // API: UIBarButtonItemAppearance.init(style:)
            let buttons = UIBarButtonItemAppearance(style: .done)
            // API: UIBarButtonItemAppearance.configureWithDefault(for:)
            buttons.configureWithDefault(for: .plain)
            // API: UIBarButtonItemAppearance.normal
            let normal: UIBarButtonItemStateAppearance = buttons.normal
            // API: UIBarButtonItemAppearance.highlighted
            let _: UIBarButtonItemStateAppearance = buttons.highlighted
            // API: UIBarButtonItemAppearance.disabled
            let _: UIBarButtonItemStateAppearance = buttons.disabled
            // API: UIBarButtonItemAppearance.focused
            let _: UIBarButtonItemStateAppearance = buttons.focused
            // API: UIBarButtonItemStateAppearance
            let _: UIBarButtonItemStateAppearance.Type = UIBarButtonItemStateAppearance.self
            // API: UIBarButtonItemStateAppearance.titleTextAttributes
            normal.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
            // API: UIBarButtonItemStateAppearance.titlePositionAdjustment
            normal.titlePositionAdjustment = .zero
            // API: UIBarButtonItemStateAppearance.backgroundImage
            normal.backgroundImage = image
            // API: UIBarButtonItemStateAppearance.backgroundImagePositionAdjustment
            normal.backgroundImagePositionAdjustment = UIOffset(horizontal: 1, vertical: 0)

            // API: UITabBarItemAppearance
            let _: UITabBarItemAppearance.Type = UITabBarItemAppearance.self
            // API: UITabBarItemAppearance.init(style:)
            let items = UITabBarItemAppearance(style: .inline)
            // API: UITabBarItemAppearance.Style
            let _: [UITabBarItemAppearance.Style] = [.stacked, .inline, .compactInline]
            // API: UITabBarItemAppearance.configureWithDefault(for:)
            items.configureWithDefault(for: .stacked)
            // API: UITabBarItemAppearance.normal
            let state: UITabBarItemStateAppearance = items.normal
            // API: UITabBarItemAppearance.selected
            let _: UITabBarItemStateAppearance = items.selected
            // API: UITabBarItemAppearance.disabled
            let _: UITabBarItemStateAppearance = items.disabled
            // API: UITabBarItemAppearance.focused
            let _: UITabBarItemStateAppearance = items.focused
            // API: UITabBarItemStateAppearance
            let _: UITabBarItemStateAppearance.Type = UITabBarItemStateAppearance.self
            // API: UITabBarItemStateAppearance.titleTextAttributes
            state.titleTextAttributes = [.foregroundColor: UIColor.gray]
            // API: UITabBarItemStateAppearance.titlePositionAdjustment
            state.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
            // API: UITabBarItemStateAppearance.iconColor
            state.iconColor = .gray
            // API: UITabBarItemStateAppearance.badgeBackgroundColor
            state.badgeBackgroundColor = .systemGreen
            // API: UITabBarItemStateAppearance.badgeTextAttributes
            state.badgeTextAttributes = [.foregroundColor: UIColor.black]
            // API: UITabBarItemStateAppearance.badgePositionAdjustment
            state.badgePositionAdjustment = .zero
            // API: UITabBarItemStateAppearance.badgeTitlePositionAdjustment
            state.badgeTitlePositionAdjustment = .zero
        }

        static func deviceAndScreen() {
            // API: UIDevice
            let _: UIDevice.Type = UIDevice.self
            // API: UIDevice.current
            let device: UIDevice = UIDevice.current
            // API: UIDevice.userInterfaceIdiom
            let _: Bool = device.userInterfaceIdiom == .pad
            // API: UIDevice.systemName
            let _: String = device.systemName
            // API: UIDevice.systemVersion
            let _: String = device.systemVersion
            // API: UIDevice.model
            let _: String = device.model
            // API: UIDevice.localizedModel
            let _: String = device.localizedModel
            // API: UIDevice.name
            let _: String = device.name
            // API: UIDevice.identifierForVendor
            let _: UUID? = device.identifierForVendor
            // API: UIUserInterfaceIdiom
            let _: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
            // API: UIScreen
            let _: UIScreen.Type = UIScreen.self
            // API: UIScreen.main
            let screen: UIScreen = UIScreen.main
            // API: UIScreen.bounds
            let _: CGRect = screen.bounds
            // API: UIScreen.scale
            let _: CGFloat = screen.scale
            // API: UIScreen.nativeScale
            let _: CGFloat = screen.nativeScale
            // API: UIScreen.nativeBounds
            let _: CGRect = screen.nativeBounds
        }

        static func values() {
            // API: UIOffset
            let _: UIOffset.Type = UIOffset.self
            // API: UIOffset.init(horizontal:vertical:)
            let offset = UIOffset(horizontal: 1, vertical: 2)
            // API: UIOffset.zero
            let _: Bool = offset == UIOffset.zero
            // API: UIVisualEffect
            let _: UIVisualEffect.Type = UIVisualEffect.self
            // API: UIBlurEffect
            let _: UIVisualEffect.Type = UIBlurEffect.self
            // API: UIBlurEffect.init(style:)
            let _: UIVisualEffect = UIBlurEffect(style: .systemMaterial)
            // API: UIBlurEffect.Style
            let _: [UIBlurEffect.Style] = [.light, .dark, .regular, .prominent, .systemThinMaterialDark]
        }
    }
#endif
