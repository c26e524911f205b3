// Compile-time proof of the configuration rows of Compatibility/API.md (see APICoverage.swift):
// every member marked yes or partial, in UIKit's spelling through the shim.
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageConfigurations {
        // MARK: UITableViewCell

        static func tableViewCell(_ c: UITableViewCell) {
            // API: UITableViewCell.defaultBackgroundConfiguration()
            let _: UIBackgroundConfiguration = c.defaultBackgroundConfiguration()
            // API: UITableViewCell.backgroundConfiguration
            let _: ReferenceWritableKeyPath<UITableViewCell, UIBackgroundConfiguration?> = \.backgroundConfiguration
            // API: UITableViewCell.automaticallyUpdatesBackgroundConfiguration
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.automaticallyUpdatesBackgroundConfiguration
            // API: UITableViewCell.defaultContentConfiguration()
            let _: UIListContentConfiguration = c.defaultContentConfiguration()
            // API: UITableViewCell.contentConfiguration
            let _: ReferenceWritableKeyPath<UITableViewCell, (any UIContentConfiguration)?> = \.contentConfiguration
            // API: UITableViewCell.automaticallyUpdatesContentConfiguration
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.automaticallyUpdatesContentConfiguration
            // API: UITableViewCell.configurationState
            let _: UICellConfigurationState = c.configurationState
            // API: UITableViewCell.setNeedsUpdateConfiguration()
            c.setNeedsUpdateConfiguration()
            // API: UITableViewCell.updateConfiguration(using:)
            let _: (UICellConfigurationState) -> Void = c.updateConfiguration(using:)
            // API: UITableViewCell.configurationUpdateHandler
            c.configurationUpdateHandler = { (_: UITableViewCell, _: UICellConfigurationState) in }
            // API: UITableViewCell.ConfigurationUpdateHandler
            let _: UITableViewCell.ConfigurationUpdateHandler? = c.configurationUpdateHandler
        }

        // MARK: UITableViewHeaderFooterView

        static func headerFooterView(_ h: UITableViewHeaderFooterView) {
            // API: UITableViewHeaderFooterView.defaultBackgroundConfiguration()
            let _: UIBackgroundConfiguration = h.defaultBackgroundConfiguration()
            // API: UITableViewHeaderFooterView.backgroundConfiguration
            let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, UIBackgroundConfiguration?> =
                \.backgroundConfiguration
            // API: UITableViewHeaderFooterView.automaticallyUpdatesBackgroundConfiguration
            let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, Bool> =
                \.automaticallyUpdatesBackgroundConfiguration
            // API: UITableViewHeaderFooterView.defaultContentConfiguration()
            let _: UIListContentConfiguration = h.defaultContentConfiguration()
            // API: UITableViewHeaderFooterView.contentConfiguration
            let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, (any UIContentConfiguration)?> =
                \.contentConfiguration
            // API: UITableViewHeaderFooterView.automaticallyUpdatesContentConfiguration
            let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, Bool> =
                \.automaticallyUpdatesContentConfiguration
            // API: UITableViewHeaderFooterView.configurationState
            let _: UIViewConfigurationState = h.configurationState
            // API: UITableViewHeaderFooterView.setNeedsUpdateConfiguration()
            h.setNeedsUpdateConfiguration()
            // API: UITableViewHeaderFooterView.updateConfiguration(using:)
            let _: (UIViewConfigurationState) -> Void = h.updateConfiguration(using:)
            // API: UITableViewHeaderFooterView.configurationUpdateHandler
            h.configurationUpdateHandler = { (_: UITableViewHeaderFooterView, _: UIViewConfigurationState) in }
            // API: UITableViewHeaderFooterView.ConfigurationUpdateHandler
            let _: UITableViewHeaderFooterView.ConfigurationUpdateHandler? = h.configurationUpdateHandler
        }

        // MARK: UIContentConfiguration and UIContentView

        static func contentProtocols(_ configuration: any UIContentConfiguration, _ view: any UIContentView) {
            // API: UIContentConfiguration
            let _: (any UIContentConfiguration)? = Optional<any ContentConfiguration>.none
            // API: UIContentConfiguration.makeContentView()
            let _: any UIView & UIContentView = configuration.makeContentView()
            // API: UIContentConfiguration.updated(for:)
            let _: any UIContentConfiguration = configuration.updated(
                for: UICellConfigurationState(traitCollection: .current))
            // API: UIContentView
            let _: (any UIContentView)? = Optional<any ContentView>.none
            // API: UIContentView.configuration
            view.configuration = configuration
            // API: UIContentView.supports(_:)
            let _: Bool = view.supports(configuration)
        }

        // MARK: UIListContentConfiguration

        static func listContentConfiguration(_ l: inout UIListContentConfiguration) {
            // API: UIListContentConfiguration
            let _: UIListContentConfiguration.Type = ListContentConfiguration.self
            // API: UIListContentConfiguration.cell()
            l = .cell()
            // API: UIListContentConfiguration.subtitleCell()
            l = .subtitleCell()
            // API: UIListContentConfiguration.valueCell()
            l = .valueCell()
            // API: UIListContentConfiguration.sidebarCell()
            l = .sidebarCell()
            // API: UIListContentConfiguration.sidebarSubtitleCell()
            l = .sidebarSubtitleCell()
            // API: UIListContentConfiguration.accompaniedSidebarCell()
            l = .accompaniedSidebarCell()
            // API: UIListContentConfiguration.accompaniedSidebarSubtitleCell()
            l = .accompaniedSidebarSubtitleCell()
            // API: UIListContentConfiguration.groupedHeader()
            l = .groupedHeader()
            // API: UIListContentConfiguration.groupedFooter()
            l = .groupedFooter()
            // API: UIListContentConfiguration.plainHeader()
            l = .plainHeader()
            // API: UIListContentConfiguration.plainFooter()
            l = .plainFooter()
            // API: UIListContentConfiguration.sidebarHeader()
            l = .sidebarHeader()
            // API: UIListContentConfiguration.prominentInsetGroupedHeader()
            l = .prominentInsetGroupedHeader()
            // API: UIListContentConfiguration.extraProminentInsetGroupedHeader()
            l = .extraProminentInsetGroupedHeader()
            // API: UIListContentConfiguration.header()
            l = .header()
            // API: UIListContentConfiguration.footer()
            l = .footer()
            // API: UIListContentConfiguration.text
            l.text = "Text"
            // API: UIListContentConfiguration.attributedText
            l.attributedText = NSAttributedString(string: "Text")
            // API: UIListContentConfiguration.secondaryText
            l.secondaryText = "Detail"
            // API: UIListContentConfiguration.secondaryAttributedText
            l.secondaryAttributedText = NSAttributedString(string: "Detail")
            // API: UIListContentConfiguration.image
            l.image = UIImage(systemName: "star")
            // API: UIListContentConfiguration.imageProperties
            let _: UIListContentConfiguration.ImageProperties = l.imageProperties
            // API: UIListContentConfiguration.textProperties
            let _: UIListContentConfiguration.TextProperties = l.textProperties
            // API: UIListContentConfiguration.secondaryTextProperties
            let _: UIListContentConfiguration.TextProperties = l.secondaryTextProperties
            // API: UIListContentConfiguration.directionalLayoutMargins
            l.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            // API: UIListContentConfiguration.axesPreservingSuperviewLayoutMargins
            l.axesPreservingSuperviewLayoutMargins = UIAxis.vertical
            // API: UIListContentConfiguration.imageToTextPadding
            l.imageToTextPadding = 8
            // API: UIListContentConfiguration.textToSecondaryTextHorizontalPadding
            l.textToSecondaryTextHorizontalPadding = 8
            // API: UIListContentConfiguration.textToSecondaryTextVerticalPadding
            l.textToSecondaryTextVerticalPadding = 4
            // API: UIListContentConfiguration.prefersSideBySideTextAndSecondaryText
            l.prefersSideBySideTextAndSecondaryText = true
            // API: UIListContentConfiguration.updated(for:)
            let _: UIListContentConfiguration = l.updated(for: UIViewConfigurationState(traitCollection: .current))
            // API: UIListContentConfiguration.makeContentView()
            let _: any UIView & UIContentView = l.makeContentView()
        }

        static func textProperties(_ t: inout UIListContentConfiguration.TextProperties) {
            // API: UIListContentConfiguration.TextProperties
            let _: UIListContentConfiguration.TextProperties.Type = ListContentConfiguration.TextProperties.self
            // API: UIListContentConfiguration.TextProperties.font
            t.font = UIFont.preferredFont(forTextStyle: .body)
            // API: UIListContentConfiguration.TextProperties.color
            t.color = UIColor.label
            // API: UIListContentConfiguration.TextProperties.colorTransformer
            t.colorTransformer = UIConfigurationColorTransformer.grayscale
            // API: UIListContentConfiguration.TextProperties.resolvedColor()
            let _: UIColor = t.resolvedColor()
            // API: UIListContentConfiguration.TextProperties.alignment
            t.alignment = .center
            // API: UIListContentConfiguration.TextProperties.TextAlignment
            let _: [UIListContentConfiguration.TextProperties.TextAlignment] = [.natural, .center, .justified]
            // API: UIListContentConfiguration.TextProperties.lineBreakMode
            t.lineBreakMode = NSLineBreakMode.byWordWrapping
            // API: UIListContentConfiguration.TextProperties.numberOfLines
            t.numberOfLines = 2
            // API: UIListContentConfiguration.TextProperties.adjustsFontSizeToFitWidth
            t.adjustsFontSizeToFitWidth = true
            // API: UIListContentConfiguration.TextProperties.minimumScaleFactor
            t.minimumScaleFactor = 0.5
            // API: UIListContentConfiguration.TextProperties.allowsDefaultTighteningForTruncation
            t.allowsDefaultTighteningForTruncation = false
            // API: UIListContentConfiguration.TextProperties.adjustsFontForContentSizeCategory
            t.adjustsFontForContentSizeCategory = false
            // API: UIListContentConfiguration.TextProperties.transform
            t.transform = .uppercase
            // API: UIListContentConfiguration.TextProperties.TextTransform
            let _: [UIListContentConfiguration.TextProperties.TextTransform] = [
                .none, .capitalized, .lowercase, .uppercase,
            ]
            // API: UIListContentConfiguration.TextProperties.showsExpansionTextWhenTruncated
            t.showsExpansionTextWhenTruncated = true
        }

        static func imageProperties(_ i: inout UIListContentConfiguration.ImageProperties) {
            // API: UIListContentConfiguration.ImageProperties
            let _: UIListContentConfiguration.ImageProperties.Type = ListContentConfiguration.ImageProperties.self
            // API: UIListContentConfiguration.ImageProperties.tintColor
            i.tintColor = UIColor.systemRed
            // API: UIListContentConfiguration.ImageProperties.tintColorTransformer
            i.tintColorTransformer = UIConfigurationColorTransformer.monochromeTint
            // API: UIListContentConfiguration.ImageProperties.resolvedTintColor(for:)
            let _: UIColor = i.resolvedTintColor(for: UIColor.systemBlue)
            // API: UIListContentConfiguration.ImageProperties.preferredSymbolConfiguration
            i.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
            // API: UIListContentConfiguration.ImageProperties.cornerRadius
            i.cornerRadius = 4
            // API: UIListContentConfiguration.ImageProperties.maximumSize
            i.maximumSize = CGSize(width: 30, height: 30)
            // API: UIListContentConfiguration.ImageProperties.reservedLayoutSize
            i.reservedLayoutSize = CGSize(
                width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
            // API: UIListContentConfiguration.ImageProperties.accessibilityIgnoresInvertColors
            i.accessibilityIgnoresInvertColors = true
            // API: UIListContentConfiguration.ImageProperties.standardDimension
            let _: CGFloat = UIListContentConfiguration.ImageProperties.standardDimension
        }

        // MARK: UIListContentView

        static func listContentView(_ v: UIListContentView) {
            // API: UIListContentView
            let _: UIListContentView.Type = ListContentView.self
            // API: UIListContentView.init(configuration:)
            let _ = UIListContentView(configuration: .cell())
            // API: UIListContentView.configuration
            v.configuration = UIListContentConfiguration.valueCell()
            // API: UIListContentView.supports(_:)
            let _: Bool = v.supports(UIListContentConfiguration.cell())
            // API: UIListContentView.textLayoutGuide
            let _: UILayoutGuide? = v.textLayoutGuide
            // API: UIListContentView.secondaryTextLayoutGuide
            let _: UILayoutGuide? = v.secondaryTextLayoutGuide
            // API: UIListContentView.imageLayoutGuide
            let _: UILayoutGuide? = v.imageLayoutGuide
        }

        // MARK: UIBackgroundConfiguration

        static func backgroundConfiguration(_ b: inout UIBackgroundConfiguration) {
            // API: UIBackgroundConfiguration
            let _: UIBackgroundConfiguration.Type = BackgroundConfiguration.self
            // API: UIBackgroundConfiguration.listPlainCell()
            b = .listPlainCell()
            // API: UIBackgroundConfiguration.listGroupedCell()
            b = .listGroupedCell()
            // API: UIBackgroundConfiguration.listSidebarCell()
            b = .listSidebarCell()
            // API: UIBackgroundConfiguration.listAccompaniedSidebarCell()
            b = .listAccompaniedSidebarCell()
            // API: UIBackgroundConfiguration.listPlainHeaderFooter()
            b = .listPlainHeaderFooter()
            // API: UIBackgroundConfiguration.listGroupedHeaderFooter()
            b = .listGroupedHeaderFooter()
            // API: UIBackgroundConfiguration.listSidebarHeader()
            b = .listSidebarHeader()
            // API: UIBackgroundConfiguration.listCell()
            b = .listCell()
            // API: UIBackgroundConfiguration.listHeader()
            b = .listHeader()
            // API: UIBackgroundConfiguration.listFooter()
            b = .listFooter()
            // API: UIBackgroundConfiguration.clear()
            b = .clear()
            // API: UIBackgroundConfiguration.backgroundColor
            b.backgroundColor = UIColor.systemYellow
            // API: UIBackgroundConfiguration.backgroundColorTransformer
            b.backgroundColorTransformer = UIConfigurationColorTransformer.preferredTint
            // API: UIBackgroundConfiguration.resolvedBackgroundColor(for:)
            let _: UIColor = b.resolvedBackgroundColor(for: UIColor.systemBlue)
            // API: UIBackgroundConfiguration.cornerRadius
            b.cornerRadius = 10
            // API: UIBackgroundConfiguration.strokeColor
            b.strokeColor = UIColor.separator
            // API: UIBackgroundConfiguration.strokeColorTransformer
            b.strokeColorTransformer = UIConfigurationColorTransformer.grayscale
            // API: UIBackgroundConfiguration.resolvedStrokeColor(for:)
            let _: UIColor = b.resolvedStrokeColor(for: UIColor.systemBlue)
            // API: UIBackgroundConfiguration.strokeWidth
            b.strokeWidth = 1
            // API: UIBackgroundConfiguration.strokeOutset
            b.strokeOutset = 1
            // API: UIBackgroundConfiguration.backgroundInsets
            b.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            // API: UIBackgroundConfiguration.edgesAddingLayoutMarginsToBackgroundInsets
            b.edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge.all
            // API: UIBackgroundConfiguration.customView
            b.customView = UIView()
            // API: UIBackgroundConfiguration.visualEffect
            b.visualEffect = UIBlurEffect(style: .systemMaterial)
            // API: UIBackgroundConfiguration.image
            b.image = UIImage(named: "pattern")
            // API: UIBackgroundConfiguration.imageContentMode
            b.imageContentMode = .scaleAspectFill
            // API: UIBackgroundConfiguration.updated(for:)
            let _: UIBackgroundConfiguration = b.updated(for: UICellConfigurationState(traitCollection: .current))
        }

        // MARK: UIConfigurationColorTransformer

        static func colorTransformer() {
            // API: UIConfigurationColorTransformer
            let t = UIConfigurationColorTransformer { $0 }
            // API: UIConfigurationColorTransformer.callAsFunction(_:)
            let _: UIColor = t(UIColor.red)
            // API: UIConfigurationColorTransformer.grayscale
            let _: UIConfigurationColorTransformer = .grayscale
            // API: UIConfigurationColorTransformer.preferredTint
            let _: UIConfigurationColorTransformer = .preferredTint
            // API: UIConfigurationColorTransformer.monochromeTint
            let _: UIConfigurationColorTransformer = .monochromeTint
        }

        // MARK: Configuration states

        static func states(_ s: inout UICellConfigurationState, _ v: inout UIViewConfigurationState) {
            // API: UIConfigurationState
            let _: (any UIConfigurationState)? = Optional<any ConfigurationState>.none
            // API: UIConfigurationState.init(traitCollection:)
            s = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
            // API: UIConfigurationState.traitCollection
            let _: UITraitCollection = s.traitCollection
            // API: UIConfigurationState.subscript(_:)
            s[UIConfigurationStateCustomKey("com.example.flag")] = true
            // API: UIConfigurationStateCustomKey
            let _ = UIConfigurationStateCustomKey(rawValue: "com.example.flag")
            // API: UIViewConfigurationState
            v = UIViewConfigurationState(traitCollection: .current)
            // API: UIViewConfigurationState.isDisabled
            v.isDisabled = true
            // API: UIViewConfigurationState.isHighlighted
            v.isHighlighted = true
            // API: UIViewConfigurationState.isSelected
            v.isSelected = true
            // API: UIViewConfigurationState.isFocused
            v.isFocused = false
            // API: UIViewConfigurationState.isPinned
            v.isPinned = false
            // API: UICellConfigurationState
            let _: UICellConfigurationState.Type = CellConfigurationState.self
            // API: UICellConfigurationState.isEditing
            s.isEditing = true
            // API: UICellConfigurationState.isSwiped
            s.isSwiped = true
            // API: UICellConfigurationState.isExpanded
            s.isExpanded = false
            // API: UICellConfigurationState.isReordering
            s.isReordering = false
            // API: UICellConfigurationState.cellDragState
            s.cellDragState = .none
            // API: UICellConfigurationState.DragState
            let _: [UICellConfigurationState.DragState] = [.none, .lifting, .dragging]
            // API: UICellConfigurationState.cellDropState
            s.cellDropState = .none
            // API: UICellConfigurationState.DropState
            let _: [UICellConfigurationState.DropState] = [.none, .notTargeted, .targeted]
            // API: NSDirectionalRectEdge
            let _: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
            // API: UIAxis
            let _: UIAxis = .both
            // API: NSLineBreakMode
            let _: [NSLineBreakMode] = [
                .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                .byTruncatingMiddle,
            ]
        }
    }
#endif
