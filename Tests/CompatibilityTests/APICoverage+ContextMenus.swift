// Compile-time proof of Compatibility/API.md's "UIContextMenuConfiguration and context menus"
// section: each member marked yes or partial is referenced once, in UIKit's spelling through the
// shim, after its "// API: <row>" marker. The functions are never called: compiling them is the
// test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageContextMenus {
        static func configuration(detail: UIViewController) {
            // API: UIContextMenuContentPreviewProvider
            let preview: UIContextMenuContentPreviewProvider = { detail }
            // API: UIContextMenuActionProvider
            let actions: UIContextMenuActionProvider = { suggested in UIMenu(title: "", children: suggested) }
            // API: UIContextMenuConfiguration
            let _: UIContextMenuConfiguration.Type = UIContextMenuConfiguration.self
            // API: UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)
            let configuration = UIContextMenuConfiguration(
                identifier: NSString(string: "row"), previewProvider: preview, actionProvider: actions)
            // API: UIContextMenuConfiguration.identifier
            let _: any NSCopying = configuration.identifier
            // API: UIContextMenuConfiguration.preferredMenuElementOrder
            configuration.preferredMenuElementOrder = .fixed
            // API: UIContextMenuConfiguration.ElementOrder
            let _: [UIContextMenuConfiguration.ElementOrder] = [.automatic, .priority, .fixed]
            // API: UIContextMenuConfiguration.secondaryItemIdentifiers
            configuration.secondaryItemIdentifiers = [AnyHashable("other")]
            // API: UIContextMenuConfiguration.badgeCount
            configuration.badgeCount = 2
        }

        static func animators(
            _ animator: any UIContextMenuInteractionAnimating, _ commit: any UIContextMenuInteractionCommitAnimating
        ) {
            // API: UIContextMenuInteractionAnimating
            let _: (any UIContextMenuInteractionAnimating)? = animator
            // API: UIContextMenuInteractionAnimating.previewViewController
            let _: UIViewController? = animator.previewViewController
            // API: UIContextMenuInteractionAnimating.addAnimations(_:)
            animator.addAnimations {}
            // API: UIContextMenuInteractionAnimating.addCompletion(_:)
            animator.addCompletion {}
            // API: UIContextMenuInteractionCommitAnimating
            let _: any UIContextMenuInteractionAnimating = commit
            // API: UIContextMenuInteractionCommitAnimating.preferredCommitStyle
            commit.preferredCommitStyle = .pop
            // API: UIContextMenuInteractionCommitStyle
            let _: [UIContextMenuInteractionCommitStyle] = [.dismiss, .pop]
        }

        static func previews(view: UIView) {
            // API: UIPreviewParameters
            let _: UIPreviewParameters.Type = UIPreviewParameters.self
            // API: UIPreviewParameters.init()
            let parameters = UIPreviewParameters()
            // API: UIPreviewParameters.backgroundColor
            parameters.backgroundColor = .clear
            // API: UITargetedPreview
            let _: UITargetedPreview.Type = UITargetedPreview.self
            // API: UITargetedPreview.init(view:)
            _ = UITargetedPreview(view: view)
            // API: UITargetedPreview.init(view:parameters:)
            let preview = UITargetedPreview(view: view, parameters: parameters)
            // API: UITargetedPreview.view
            let _: UIView = preview.view
            // API: UITargetedPreview.parameters
            let _: UIPreviewParameters = preview.parameters
            // API: UITargetedPreview.size
            let _: CGSize = preview.size
        }
    }
#endif
