// Compile-time proof of the Compatibility/API.md sections for search, traits, images made from
// bytes and layers of an app's own: every member those sections mark "yes" or "partial" is
// referenced here once, in UIKit's spelling through the shim, after a marker naming its row (see
// APICoverage.swift). The functions are never called: compiling them is the test.
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageSearchTraitsImages {
        static func search(
            search: UISearchController, bar: UISearchBar, searchControllerDelegate: any UISearchControllerDelegate,
            searchBarDelegate: any UISearchBarDelegate
        ) {
            // API: UISearchBar.searchTextField
            let field: UISearchTextField = bar.searchTextField

            // API: UISearchToken.init(icon:text:)
            let token = UISearchToken(icon: UIImage(systemName: "leaf"), text: "Green")

            // API: UISearchController.delegate
            search.delegate = nil

            // API: UISearchController.automaticallyShowsCancelButton
            search.automaticallyShowsCancelButton = true

            // API: UISearchController.automaticallyShowsScopeBar
            search.automaticallyShowsScopeBar = true

            // API: UISearchController.automaticallyShowsSearchResultsController
            search.automaticallyShowsSearchResultsController = true

            // API: UISearchController.showsSearchResultsController
            search.showsSearchResultsController = true

            // API: UISearchControllerDelegate
            let _: (any UISearchControllerDelegate)? = nil

            // API: UISearchControllerDelegate.willPresentSearchController(_:)
            searchControllerDelegate.willPresentSearchController(search)

            // API: UISearchControllerDelegate.didPresentSearchController(_:)
            searchControllerDelegate.didPresentSearchController(search)

            // API: UISearchControllerDelegate.willDismissSearchController(_:)
            searchControllerDelegate.willDismissSearchController(search)

            // API: UISearchControllerDelegate.didDismissSearchController(_:)
            searchControllerDelegate.didDismissSearchController(search)

            // API: UISearchBar.delegate
            bar.delegate = nil

            // API: UISearchBar.scopeButtonTitles
            bar.scopeButtonTitles = ["All"]

            // API: UISearchBar.selectedScopeButtonIndex
            bar.selectedScopeButtonIndex = 0

            // API: UISearchBar.showsScopeBar
            bar.showsScopeBar = true

            // API: UISearchBar.showsCancelButton
            bar.showsCancelButton = true

            // API: UISearchBar.setShowsCancelButton(_:animated:)
            bar.setShowsCancelButton(true, animated: true)

            // API: UISearchBar.prompt
            bar.prompt = "Find"

            // API: UISearchBar.searchBarStyle
            bar.searchBarStyle = .minimal

            // API: UISearchBarDelegate
            let _: (any UISearchBarDelegate)? = nil

            // API: UISearchBarDelegate.searchBarShouldBeginEditing(_:)
            _ = searchBarDelegate.searchBarShouldBeginEditing(bar)

            // API: UISearchBarDelegate.searchBarTextDidBeginEditing(_:)
            searchBarDelegate.searchBarTextDidBeginEditing(bar)

            // API: UISearchBarDelegate.searchBarShouldEndEditing(_:)
            _ = searchBarDelegate.searchBarShouldEndEditing(bar)

            // API: UISearchBarDelegate.searchBarTextDidEndEditing(_:)
            searchBarDelegate.searchBarTextDidEndEditing(bar)

            // API: UISearchBarDelegate.searchBar(_:textDidChange:)
            searchBarDelegate.searchBar(bar, textDidChange: "")

            // API: UISearchBarDelegate.searchBar(_:shouldChangeTextIn:replacementText:)
            _ = searchBarDelegate.searchBar(
                bar, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a")

            // API: UISearchBarDelegate.searchBarSearchButtonClicked(_:)
            searchBarDelegate.searchBarSearchButtonClicked(bar)

            // API: UISearchBarDelegate.searchBarCancelButtonClicked(_:)
            searchBarDelegate.searchBarCancelButtonClicked(bar)

            // API: UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)
            searchBarDelegate.searchBar(bar, selectedScopeButtonIndexDidChange: 1)

            // API: UISearchTextField
            let _: UITextField.Type = UISearchTextField.self

            // API: UISearchTextField.tokens
            let _: [UISearchToken] = field.tokens

            // API: UISearchTextField.insertToken(_:at:)
            field.insertToken(token, at: 0)

            // API: UISearchTextField.removeToken(at:)
            field.removeToken(at: 0)

            // API: UISearchTextField.allowsDeletingTokens
            field.allowsDeletingTokens = false

            // API: UISearchTextField.allowsCopyingTokens
            field.allowsCopyingTokens = true

            // API: UISearchTextField.tokenBackgroundColor
            field.tokenBackgroundColor = .systemBlue

            // API: UISearchToken
            let _: UISearchToken.Type = UISearchToken.self

            // API: UISearchToken.representedObject
            token.representedObject = "green"
        }

        static func traits(view: UIView, controller: UIViewController) {
            // API: UITraitCollection.init()
            let none = UITraitCollection()

            // API: UITraitCollection.init(traitsFrom:)
            let traits = UITraitCollection(traitsFrom: [none])

            // API: UIContentSizeCategory
            let category: UIContentSizeCategory = .accessibilityMedium

            // API: UIView.registerForTraitChanges(_:handler:)
            let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
                (_: UIView, _: UITraitCollection) in
            }

            // API: UITraitCollection.init(preferredContentSizeCategory:)
            _ = UITraitCollection(preferredContentSizeCategory: .extraLarge)

            // API: UITraitCollection.init(horizontalSizeClass:)
            _ = UITraitCollection(horizontalSizeClass: .regular)

            // API: UITraitCollection.init(verticalSizeClass:)
            _ = UITraitCollection(verticalSizeClass: .compact)

            // API: UITraitCollection.init(displayScale:)
            _ = UITraitCollection(displayScale: 2)

            // API: UITraitCollection.init(layoutDirection:)
            _ = UITraitCollection(layoutDirection: .rightToLeft)

            // API: UITraitCollection.init(legibilityWeight:)
            _ = UITraitCollection(legibilityWeight: .bold)

            // API: UITraitCollection.init(userInterfaceIdiom:)
            _ = UITraitCollection(userInterfaceIdiom: .pad)

            // API: UITraitCollection.preferredContentSizeCategory
            _ = traits.preferredContentSizeCategory

            // API: UITraitCollection.horizontalSizeClass
            _ = traits.horizontalSizeClass

            // API: UITraitCollection.verticalSizeClass
            _ = traits.verticalSizeClass

            // API: UITraitCollection.displayScale
            _ = traits.displayScale

            // API: UITraitCollection.layoutDirection
            _ = traits.layoutDirection

            // API: UITraitCollection.legibilityWeight
            _ = traits.legibilityWeight

            // API: UITraitCollection.userInterfaceIdiom
            _ = traits.userInterfaceIdiom

            // API: UITraitCollection.containsTraits(in:)
            _ = traits.containsTraits(in: none)

            // API: UITraitCollection.hasDifferentColorAppearance(comparedTo:)
            _ = traits.hasDifferentColorAppearance(comparedTo: none)

            // API: UIContentSizeCategory.isAccessibilityCategory
            _ = category.isAccessibilityCategory

            // API: UIUserInterfaceSizeClass
            let _: UIUserInterfaceSizeClass = .compact

            // API: UITraitEnvironmentLayoutDirection
            let _: UITraitEnvironmentLayoutDirection = .leftToRight

            // API: UILegibilityWeight
            let _: UILegibilityWeight = .regular

            // API: UITraitEnvironment
            let _: any UITraitEnvironment = view

            // API: UIView.traitCollection
            _ = view.traitCollection

            // API: UIViewController.traitCollection
            _ = controller.traitCollection

            // API: UIView.traitCollectionDidChange(_:)
            view.traitCollectionDidChange(nil)

            // API: UIViewController.traitCollectionDidChange(_:)
            controller.traitCollectionDidChange(nil)

            // API: UIViewController.registerForTraitChanges(_:handler:)
            controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
                (_: UIViewController, _: UITraitCollection) in
            }

            // API: UIView.unregisterForTraitChanges(_:)
            view.unregisterForTraitChanges(registration)

            // API: UITraitUserInterfaceStyle
            let _: any UITraitDefinition.Type = UITraitUserInterfaceStyle.self

            // API: UITraitPreferredContentSizeCategory
            let _: any UITraitDefinition.Type = UITraitPreferredContentSizeCategory.self

            // API: UITraitHorizontalSizeClass
            let _: any UITraitDefinition.Type = UITraitHorizontalSizeClass.self

            // API: UITraitVerticalSizeClass
            let _: any UITraitDefinition.Type = UITraitVerticalSizeClass.self

            // API: UITraitDisplayScale
            let _: any UITraitDefinition.Type = UITraitDisplayScale.self

            // API: UITraitLayoutDirection
            let _: any UITraitDefinition.Type = UITraitLayoutDirection.self

            // API: UITraitLegibilityWeight
            let _: any UITraitDefinition.Type = UITraitLegibilityWeight.self

            // API: UITraitUserInterfaceIdiom
            let _: any UITraitDefinition.Type = UITraitUserInterfaceIdiom.self
        }

        static func images(data: Data) {
            // API: UIImage.init(data:)
            let image = UIImage(data: data)

            // API: UIGraphicsImageRenderer.init(size:)
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))

            // API: UIGraphicsImageRendererFormat
            let format = UIGraphicsImageRendererFormat()

            // API: UIImage.init(data:scale:)
            _ = UIImage(data: data, scale: 2)

            // API: UIImage.init(contentsOfFile:)
            _ = UIImage(contentsOfFile: "/tmp/a.png")

            // API: UIImage.init(named:in:with:)
            _ = UIImage(named: "icon", in: .main, with: nil)

            // API: UIImage.init(named:in:compatibleWith:)
            _ = UIImage(named: "icon", in: nil, compatibleWith: nil)

            // API: UIImage.scale
            _ = image?.scale

            // API: UIImage.pngData()
            _ = image?.pngData()

            // API: UIImage.jpegData(compressionQuality:)
            _ = image?.jpegData(compressionQuality: 0.8)

            // API: UIGraphicsImageRenderer
            let _: UIGraphicsImageRenderer.Type = UIGraphicsImageRenderer.self

            // API: UIGraphicsImageRenderer.init(size:format:)
            _ = UIGraphicsImageRenderer(size: .zero, format: format)

            // API: UIGraphicsImageRenderer.init(bounds:format:)
            _ = UIGraphicsImageRenderer(bounds: .zero, format: format)

            // API: UIGraphicsImageRenderer.image(actions:)
            _ = renderer.image { (context: UIGraphicsImageRendererContext) in context.fill(.zero) }

            // API: UIGraphicsImageRenderer.pngData(actions:)
            _ = renderer.pngData { _ in }

            // API: UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)
            _ = renderer.jpegData(withCompressionQuality: 1) { _ in }

            // API: UIGraphicsImageRendererFormat.default()
            _ = UIGraphicsImageRendererFormat.default()

            // API: UIGraphicsImageRendererFormat.scale
            format.scale = 2

            // API: UIGraphicsImageRendererFormat.opaque
            format.opaque = true

            // API: UIGraphicsImageRendererFormat.preferredRange
            format.preferredRange = .standard

            // API: UIGraphicsImageRendererContext
            let _: UIGraphicsImageRendererContext.Type = UIGraphicsImageRendererContext.self

            // API: UIGraphicsImageRendererContext.currentImage
            _ = renderer.image { _ = $0.currentImage }

            // API: UIGraphicsImageRendererContext.fill(_:)
            _ = renderer.image { $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        }

        static func layers() {
            // API: CALayer.init()
            let layer = CALayer()

            // API: CAGradientLayer
            let gradient = CAGradientLayer()

            // API: CAShapeLayer
            let shape = CAShapeLayer()

            // API: CABasicAnimation
            let basic = CABasicAnimation(keyPath: "opacity")

            // API: CAKeyframeAnimation
            let keyframes = CAKeyframeAnimation(keyPath: "position.x")

            // API: CASpringAnimation
            let spring = CASpringAnimation(keyPath: "transform.scale")

            // API: CALayer.init(layer:)
            _ = CALayer(layer: layer)

            // API: CALayer.name
            layer.name = "badge"

            // API: CALayer.position
            layer.position = .zero

            // API: CALayer.sublayers
            _ = layer.sublayers

            // API: CALayer.superlayer
            _ = layer.superlayer

            // API: CALayer.mask
            layer.mask = CALayer()

            // API: CALayer.addSublayer(_:)
            layer.addSublayer(gradient)

            // API: CALayer.insertSublayer(_:at:)
            layer.insertSublayer(shape, at: 0)

            // API: CALayer.insertSublayer(_:above:)
            layer.insertSublayer(shape, above: gradient)

            // API: CALayer.insertSublayer(_:below:)
            layer.insertSublayer(shape, below: gradient)

            // API: CALayer.replaceSublayer(_:with:)
            layer.replaceSublayer(shape, with: CALayer())

            // API: CALayer.removeFromSuperlayer()
            gradient.removeFromSuperlayer()

            // API: CALayer.add(_:forKey:)
            layer.add(basic, forKey: "fade")

            // API: CALayer.animation(forKey:)
            _ = layer.animation(forKey: "fade")

            // API: CALayer.animationKeys()
            _ = layer.animationKeys()

            // API: CALayer.removeAnimation(forKey:)
            layer.removeAnimation(forKey: "fade")

            // API: CALayer.removeAllAnimations()
            layer.removeAllAnimations()

            // API: CAGradientLayer.colors
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]

            // API: CAGradientLayer.locations
            gradient.locations = [NSNumber(value: 0), NSNumber(value: 1)]

            // API: CAGradientLayer.startPoint
            gradient.startPoint = CGPoint(x: 0, y: 0.5)

            // API: CAGradientLayer.endPoint
            gradient.endPoint = CGPoint(x: 1, y: 0.5)

            // API: CAGradientLayer.type
            gradient.type = .radial

            // API: CAShapeLayer.fillColor
            shape.fillColor = nil

            // API: CAShapeLayer.strokeColor
            shape.strokeColor = UIColor.red.cgColor

            // API: CAShapeLayer.lineWidth
            shape.lineWidth = 2

            // API: CAShapeLayer.strokeStart
            shape.strokeStart = 0

            // API: CAShapeLayer.strokeEnd
            shape.strokeEnd = 0.5

            // API: CAShapeLayer.path
            shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).cgPath

            // API: CAAnimation
            let _: CAAnimation.Type = CAAnimation.self

            // API: CAAnimation.delegate
            basic.delegate = nil

            // API: CAAnimation.isRemovedOnCompletion
            basic.isRemovedOnCompletion = false

            // API: CAAnimation.duration
            basic.duration = 0.3

            // API: CAAnimationDelegate
            let _: (any CAAnimationDelegate)? = nil

            // API: CABasicAnimation.fromValue
            basic.fromValue = 1

            // API: CABasicAnimation.toValue
            basic.toValue = 0

            // API: CAPropertyAnimation.init(keyPath:)
            _ = CAPropertyAnimation(keyPath: "position")

            // API: CAKeyframeAnimation.values
            keyframes.values = [0, 10, 0]

            // API: CASpringAnimation.settlingDuration
            _ = spring.settlingDuration

            // API: CATransaction
            let _: CATransaction.Type = CATransaction.self

            // API: CATransaction.begin()
            CATransaction.begin()

            // API: CATransaction.commit()
            CATransaction.commit()

            // API: CATransaction.setCompletionBlock(_:)
            CATransaction.setCompletionBlock {}

            // API: CATransaction.setAnimationDuration(_:)
            CATransaction.setAnimationDuration(0.5)

            // API: CATransaction.animationDuration()
            _ = CATransaction.animationDuration()

            // API: CATransaction.setDisableActions(_:)
            CATransaction.setDisableActions(true)
        }
    }
#endif
