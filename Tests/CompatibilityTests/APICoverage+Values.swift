// Compile-time proof of the Compatibility/API.md sections for values, layers, accessibility,
// windows and safe areas: every member those sections mark "yes" or "partial" is referenced here
// once, in UIKit's spelling through the shim, after a marker naming its row (see APICoverage.swift).
// The functions are never called: compiling them is the test.
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageValues {
        // MARK: Type names (values, layers, windows)

        static func section0(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIWindow
            let _: UIWindow.Type = Window.self

            // API: UITraitCollection
            let _: UITraitCollection.Type = TraitCollection.self

            // API: UIUserInterfaceStyle
            let _: UIUserInterfaceStyle = .dark

            // API: UIFontMetrics
            let _: UIFontMetrics.Type = FontMetrics.self

            // API: UIAccessibilityTraits
            let _: UIAccessibilityTraits = [.button, .header]

            // API: NSDirectionalEdgeInsets
            let _ = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

            // API: CALayer
            let _: CALayer.Type = Layer.self

            // API: CALayerCornerCurve
            let _: CALayerCornerCurve = .continuous

            // API: CACornerMask
            let _: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]

            // API: CGColor
            let _: CGColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)

            // API: NSParagraphStyle
            let _: NSParagraphStyle = NSParagraphStyle.default

            // API: NSMutableParagraphStyle
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 4

            // API: NSUnderlineStyle
            let _: Int = NSUnderlineStyle.single.rawValue
        }

        // MARK: UIColor

        static func section1(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIColor.init(red:green:blue:alpha:)
            let _ = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

            // API: UIColor.init(white:alpha:)
            let _ = UIColor(white: 0.5, alpha: 1)

            // API: UIColor.init(patternImage:)
            let _ = UIColor(patternImage: UIImage())

            // API: UIColor.init(hue:saturation:brightness:alpha:)
            let _ = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)

            // API: UIColor.init(displayP3Red:green:blue:alpha:)
            let _ = UIColor(displayP3Red: 0.4, green: 0.58, blue: 0.93, alpha: 1)

            // API: UIColor.init(dynamicProvider:)
            let _ = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }

            // API: UIColor.init(cgColor:)
            let _ = UIColor(cgColor: UIColor.red.cgColor)

            // API: UIColor.resolvedColor(with:)
            let _: UIColor = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))

            // API: UIColor.withAlphaComponent(_:)
            let _: UIColor = UIColor.red.withAlphaComponent(0.5)

            // API: UIColor.getRed(_:green:blue:alpha:)
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            let _: Bool = UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha)

            // API: UIColor.cgColor
            let _: CGColor = UIColor.systemBlue.cgColor

            // API: UIColor.clear
            let _: UIColor = .clear

            // API: UIColor.white
            let _: UIColor = .white

            // API: UIColor.black
            let _: UIColor = .black

            // API: UIColor.gray
            let _: UIColor = .gray

            // API: UIColor.red
            let _: UIColor = .red

            // API: UIColor.blue
            let _: UIColor = .blue

            // API: UIColor.green
            let _: UIColor = .green

            // API: UIColor.yellow
            let _: UIColor = .yellow

            // API: UIColor.orange
            let _: UIColor = .orange

            // API: UIColor.purple
            let _: UIColor = .purple

            // API: UIColor.brown
            let _: UIColor = .brown

            // API: UIColor.cyan
            let _: UIColor = .cyan

            // API: UIColor.magenta
            let _: UIColor = .magenta

            // API: UIColor.darkGray
            let _: UIColor = .darkGray

            // API: UIColor.lightGray
            let _: UIColor = .lightGray

            // API: UIColor.lightText
            let _: UIColor = .lightText

            // API: UIColor.darkText
            let _: UIColor = .darkText

            // API: UIColor.systemRed
            let _: UIColor = .systemRed

            // API: UIColor.systemOrange
            let _: UIColor = .systemOrange

            // API: UIColor.systemYellow
            let _: UIColor = .systemYellow

            // API: UIColor.systemGreen
            let _: UIColor = .systemGreen

            // API: UIColor.systemMint
            let _: UIColor = .systemMint

            // API: UIColor.systemTeal
            let _: UIColor = .systemTeal

            // API: UIColor.systemCyan
            let _: UIColor = .systemCyan

            // API: UIColor.systemBlue
            let _: UIColor = .systemBlue

            // API: UIColor.systemIndigo
            let _: UIColor = .systemIndigo

            // API: UIColor.systemPurple
            let _: UIColor = .systemPurple

            // API: UIColor.systemPink
            let _: UIColor = .systemPink

            // API: UIColor.systemBrown
            let _: UIColor = .systemBrown

            // API: UIColor.systemGray
            let _: UIColor = .systemGray

            // API: UIColor.systemGray2
            let _: UIColor = .systemGray2

            // API: UIColor.systemGray3
            let _: UIColor = .systemGray3

            // API: UIColor.systemGray4
            let _: UIColor = .systemGray4

            // API: UIColor.systemGray5
            let _: UIColor = .systemGray5

            // API: UIColor.systemGray6
            let _: UIColor = .systemGray6

            // API: UIColor.label
            let _: UIColor = .label

            // API: UIColor.secondaryLabel
            let _: UIColor = .secondaryLabel

            // API: UIColor.tertiaryLabel
            let _: UIColor = .tertiaryLabel

            // API: UIColor.quaternaryLabel
            let _: UIColor = .quaternaryLabel

            // API: UIColor.placeholderText
            let _: UIColor = .placeholderText

            // API: UIColor.link
            let _: UIColor = .link

            // API: UIColor.separator
            let _: UIColor = .separator

            // API: UIColor.opaqueSeparator
            let _: UIColor = .opaqueSeparator

            // API: UIColor.systemBackground
            let _: UIColor = .systemBackground

            // API: UIColor.secondarySystemBackground
            let _: UIColor = .secondarySystemBackground

            // API: UIColor.tertiarySystemBackground
            let _: UIColor = .tertiarySystemBackground

            // API: UIColor.systemGroupedBackground
            let _: UIColor = .systemGroupedBackground

            // API: UIColor.secondarySystemGroupedBackground
            let _: UIColor = .secondarySystemGroupedBackground

            // API: UIColor.tertiarySystemGroupedBackground
            let _: UIColor = .tertiarySystemGroupedBackground

            // API: UIColor.systemFill
            let _: UIColor = .systemFill

            // API: UIColor.secondarySystemFill
            let _: UIColor = .secondarySystemFill

            // API: UIColor.tertiarySystemFill
            let _: UIColor = .tertiarySystemFill

            // API: UIColor.quaternarySystemFill
            let _: UIColor = .quaternarySystemFill

            // API: UIColor.tintColor
            let _: UIColor = .tintColor
        }

        // MARK: UITraitCollection

        static func section2(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UITraitCollection.init(userInterfaceStyle:)
            let _ = UITraitCollection(userInterfaceStyle: .light)

            // API: UITraitCollection.userInterfaceStyle
            let _: UIUserInterfaceStyle = UITraitCollection().userInterfaceStyle

            // API: UITraitCollection.current
            let _: UITraitCollection = UITraitCollection.current
        }

        // MARK: UIFont and UIFontMetrics

        static func section3(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIFont.systemFont(ofSize:)
            let _: UIFont = .systemFont(ofSize: 17)

            // API: UIFont.systemFont(ofSize:weight:)
            let _: UIFont = .systemFont(ofSize: 17, weight: .semibold)

            // API: UIFont.boldSystemFont(ofSize:)
            let _: UIFont = .boldSystemFont(ofSize: 17)

            // API: UIFont.italicSystemFont(ofSize:)
            let _: UIFont = .italicSystemFont(ofSize: 17)

            // API: UIFont.monospacedDigitSystemFont(ofSize:weight:)
            let _: UIFont = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)

            // API: UIFont.monospacedSystemFont(ofSize:weight:)
            let _: UIFont = .monospacedSystemFont(ofSize: 13, weight: .regular)

            // API: UIFont.preferredFont(forTextStyle:)
            let _: UIFont = .preferredFont(forTextStyle: .body)

            // API: UIFont.preferredFont(forTextStyle:compatibleWith:)
            let _: UIFont = .preferredFont(forTextStyle: .body, compatibleWith: nil)

            // API: UIFont.withSize(_:)
            let _: UIFont = UIFont.systemFont(ofSize: 17).withSize(20)

            // API: UIFont.pointSize
            let _: CGFloat = UIFont.systemFont(ofSize: 17).pointSize

            // API: UIFont.fontName
            let _: String = UIFont.systemFont(ofSize: 17).fontName

            // API: UIFont.familyName
            let _: String = UIFont.systemFont(ofSize: 17).familyName

            // API: UIFont.lineHeight
            let _: CGFloat = UIFont.systemFont(ofSize: 17).lineHeight

            // API: UIFont.Weight
            let _: UIFont.Weight = .heavy

            // API: UIFontMetrics.default
            let _: UIFontMetrics = .default

            // API: UIFontMetrics.init(forTextStyle:)
            let _ = UIFontMetrics(forTextStyle: .headline)

            // API: UIFontMetrics.scaledFont(for:)
            let _: UIFont = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))

            // API: UIFontMetrics.scaledFont(for:maximumPointSize:)
            let _: UIFont = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30)

            // API: UIFontMetrics.scaledFont(for:compatibleWith:)
            let _: UIFont = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: nil)

            // API: UIFontMetrics.scaledValue(for:)
            let _: CGFloat = UIFontMetrics.default.scaledValue(for: 44)

            // API: UIFontMetrics.scaledValue(for:compatibleWith:)
            let _: CGFloat = UIFontMetrics.default.scaledValue(for: 44, compatibleWith: nil)
        }

        // MARK: CALayer (what views use)

        static func section4(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: CALayer.cornerRadius
            view.layer.cornerRadius = 8

            // API: CALayer.cornerCurve
            view.layer.cornerCurve = .continuous

            // API: CALayer.maskedCorners
            view.layer.maskedCorners = [.layerMinXMinYCorner]

            // API: CALayer.masksToBounds
            view.layer.masksToBounds = true

            // API: CALayer.borderWidth
            view.layer.borderWidth = 1

            // API: CALayer.borderColor
            view.layer.borderColor = UIColor.separator.cgColor

            // API: CALayer.shadowColor
            view.layer.shadowColor = UIColor.black.cgColor

            // API: CALayer.shadowOpacity
            view.layer.shadowOpacity = 0.2

            // API: CALayer.shadowOffset
            view.layer.shadowOffset = CGSize(width: 0, height: 2)

            // API: CALayer.shadowRadius
            view.layer.shadowRadius = 4

            // API: CALayer.shadowPath
            view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath

            // API: CALayer.zPosition
            view.layer.zPosition = 1

            // API: CALayer.opacity
            view.layer.opacity = 0.5

            // API: CALayer.isHidden
            view.layer.isHidden = false

            // API: CALayer.backgroundColor
            view.layer.backgroundColor = UIColor.red.cgColor

            // API: CALayer.frame
            let _: CGRect = view.layer.frame

            // API: CALayer.bounds
            let _: CGRect = view.layer.bounds
        }

        // MARK: UIView (tint, layer, accessibility, safe area, margins)

        static func section5(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIView.layer
            let _: CALayer = view.layer

            // API: UIView.contentMode
            view.contentMode = .scaleAspectFit

            // API: UIView.transform
            view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95).concatenating(.identity)

            // API: UIView.ContentMode
            let _: UIView.ContentMode = .center

            // API: UIView.autoresizingMask
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]

            // API: UIView.AutoresizingMask
            let _: UIView.AutoresizingMask = .flexibleBottomMargin

            // API: UIView.autoresizesSubviews
            view.autoresizesSubviews = false

            // API: UIView.tintColor
            view.tintColor = .systemRed

            // API: UIView.tintColorDidChange()
            view.tintColorDidChange()

            // API: UIView.tintAdjustmentMode
            view.tintAdjustmentMode = .dimmed

            // API: UIView.TintAdjustmentMode
            let _: UIView.TintAdjustmentMode = .automatic

            // API: UIView.clipsToBounds
            view.clipsToBounds = true

            // API: UIView.isAccessibilityElement
            view.isAccessibilityElement = true

            // API: UIView.accessibilityLabel
            view.accessibilityLabel = "Play"

            // API: UIView.accessibilityHint
            view.accessibilityHint = "Plays the song"

            // API: UIView.accessibilityValue
            view.accessibilityValue = "50%"

            // API: UIView.accessibilityTraits
            view.accessibilityTraits = .button

            // API: UIView.accessibilityIdentifier
            view.accessibilityIdentifier = "play"

            // API: UIView.accessibilityElementsHidden
            view.accessibilityElementsHidden = false

            // API: UIView.accessibilityViewIsModal
            view.accessibilityViewIsModal = false

            // API: UIView.shouldGroupAccessibilityChildren
            view.shouldGroupAccessibilityChildren = false

            // API: UIView.window
            let _: UIWindow? = view.window

            // API: UIView.safeAreaInsets
            let _: UIEdgeInsets = view.safeAreaInsets

            // API: UIView.safeAreaInsetsDidChange()
            view.safeAreaInsetsDidChange()

            // API: UIView.layoutMargins
            view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

            // API: UIView.directionalLayoutMargins
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

            // API: UIView.insetsLayoutMarginsFromSafeArea
            view.insetsLayoutMarginsFromSafeArea = false

            // API: UIView.preservesSuperviewLayoutMargins
            view.preservesSuperviewLayoutMargins = true
        }

        // MARK: UILabel (attributed text, accessibility, Dynamic Type)

        static func section6(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UILabel.attributedText
            label.attributedText = NSAttributedString(string: "Due", attributes: [.foregroundColor: UIColor.systemRed])

            // API: UILabel.adjustsFontForContentSizeCategory
            label.adjustsFontForContentSizeCategory = true

            // API: NSAttributedString.Key.font
            let _: NSAttributedString.Key = .font

            // API: NSAttributedString.Key.foregroundColor
            let _: NSAttributedString.Key = .foregroundColor

            // API: NSAttributedString.Key.backgroundColor
            let _: NSAttributedString.Key = .backgroundColor

            // API: NSAttributedString.Key.kern
            let _: NSAttributedString.Key = .kern

            // API: NSAttributedString.Key.paragraphStyle
            let _: NSAttributedString.Key = .paragraphStyle

            // API: NSAttributedString.Key.strikethroughStyle
            let _: NSAttributedString.Key = .strikethroughStyle

            // API: NSAttributedString.Key.underlineStyle
            let _: NSAttributedString.Key = .underlineStyle
        }

        // MARK: UIImage (symbols and rendering)

        static func section7(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIImage.init()
            let _: UIImage = UIImage()

            // API: UIImage.init(systemName:)
            let _: UIImage? = UIImage(systemName: "star")

            // API: UIImage.init(systemName:withConfiguration:)
            let _: UIImage? = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))

            // API: UIImage.withConfiguration(_:)
            let _: UIImage? = UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(scale: .large))

            // API: UIImage.SymbolConfiguration
            let _ = UIImage.SymbolConfiguration(textStyle: .body).applying(UIImage.SymbolConfiguration(weight: .bold))

            // API: UIImage.withTintColor(_:)
            let _: UIImage? = UIImage(systemName: "star")?.withTintColor(.systemYellow)

            // API: UIImage.withTintColor(_:renderingMode:)
            let _: UIImage? = UIImage(systemName: "star")?.withTintColor(.red, renderingMode: .alwaysOriginal)

            // API: UIImage.withRenderingMode(_:)
            let _: UIImage? = UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate)

            // API: UIImage.renderingMode
            let _: UIImage.RenderingMode? = UIImage(systemName: "star")?.renderingMode

            // API: UIImage.size
            let _: CGSize? = UIImage(systemName: "star")?.size
        }

        // MARK: UIWindow

        static func section8(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIWindow.init(frame:)
            let _ = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

            // API: UIWindow.init()
            let _ = UIWindow()

            // API: UIWindow.rootViewController
            window.rootViewController = UIViewController()

            // API: UIWindow.makeKeyAndVisible()
            window.makeKeyAndVisible()

            // API: UIWindow.makeKey()
            window.makeKey()

            // API: UIWindow.isKeyWindow
            let _: Bool = window.isKeyWindow

            // API: UIWindow.becomeKey()
            window.becomeKey()

            // API: UIWindow.resignKey()
            window.resignKey()

            // API: UIWindow.windowLevel
            window.windowLevel = .alert
        }

        // MARK: UIViewController (safe area)

        static func section9(view: UIView, label: UILabel, window: UIWindow, controller: UIViewController) {
            // API: UIViewController.additionalSafeAreaInsets
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)

            // API: UIViewController.systemMinimumLayoutMargins
            let _: NSDirectionalEdgeInsets = controller.systemMinimumLayoutMargins
            // API: UIViewController.viewRespectsSystemMinimumLayoutMargins
            controller.viewRespectsSystemMinimumLayoutMargins = false

            // API: UIViewController.viewSafeAreaInsetsDidChange()
            controller.viewSafeAreaInsetsDidChange()
        }
    }
#endif
