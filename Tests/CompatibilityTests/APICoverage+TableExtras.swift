// Compile-time proof of the table-extras rows of Compatibility/API.md (refresh control, row
// actions, cell state transitions, primary actions, section index styling, self-sizing
// invalidation, scroll-view extras, `IndexPath.item`), in UIKit's spelling through the shim. See
// APICoverage.swift for how the markers are checked. Never called: compiling them is the test.
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageTableExtras {
        static func tableView(_ t: UITableView) {
            // API: UITableView.separatorInsetReference
            let _: ReferenceWritableKeyPath<UITableView, UITableView.SeparatorInsetReference> =
                \.separatorInsetReference

            // API: UITableView.SeparatorInsetReference
            let _: [UITableView.SeparatorInsetReference] = [.fromCellEdges, .fromAutomaticInsets]

            // API: UITableView.reloadSectionIndexTitles()
            t.reloadSectionIndexTitles()

            // API: UITableView.sectionIndexColor
            let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.sectionIndexColor

            // API: UITableView.sectionIndexBackgroundColor
            let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.sectionIndexBackgroundColor

            // API: UITableView.sectionIndexTrackingBackgroundColor
            let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.sectionIndexTrackingBackgroundColor

            // API: UITableView.indexSearch
            let _: String = UITableView.indexSearch

            // API: UITableView.selfSizingInvalidation
            let _: ReferenceWritableKeyPath<UITableView, UITableView.SelfSizingInvalidation> = \.selfSizingInvalidation

            // API: UITableView.SelfSizingInvalidation
            let _: [UITableView.SelfSizingInvalidation] = [.disabled, .enabled, .enabledIncludingConstraints]

            // API: UICollectionView.selfSizingInvalidation
            let _: ReferenceWritableKeyPath<UICollectionView, UICollectionView.SelfSizingInvalidation> =
                \.selfSizingInvalidation

            // API: UICollectionView.SelfSizingInvalidation
            let _: [UICollectionView.SelfSizingInvalidation] = [.disabled, .enabled, .enabledIncludingConstraints]

            // API: UITableView.contentHuggingElements
            let _: ReferenceWritableKeyPath<UITableView, UITableViewContentHuggingElements> = \.contentHuggingElements

            // API: UITableViewContentHuggingElements
            let _: UITableViewContentHuggingElements = .sectionHeaders
        }

        static func tableViewCell(_ c: UITableViewCell) {
            // API: UITableViewCell.multipleSelectionBackgroundView
            let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.multipleSelectionBackgroundView

            // API: UITableViewCell.showingDeleteConfirmation
            let _: Bool = c.showingDeleteConfirmation

            // API: UITableViewCell.willTransition(to:)
            c.willTransition(to: [.showingEditControl])

            // API: UITableViewCell.didTransition(to:)
            c.didTransition(to: [.showingDeleteConfirmation])

            // API: UITableViewCell.StateMask
            let _: UITableViewCell.StateMask = [.showingEditControl, .showingDeleteConfirmation]
        }

        static func controllerAndDelegate(_ vc: UITableViewController, _ d: any UITableViewDelegate) {
            // API: UITableViewController.refreshControl
            let _: ReferenceWritableKeyPath<UITableViewController, UIRefreshControl?> = \.refreshControl

            // API: UITableViewDelegate.tableView(_:editActionsForRowAt:)
            let _: (UITableView, IndexPath) -> [UITableViewRowAction]? = d.tableView(_:editActionsForRowAt:)

            // API: UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:)
            let _: (UITableView, IndexPath) -> Bool = d.tableView(_:canPerformPrimaryActionForRowAt:)

            // API: UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:performPrimaryActionForRowAt:)
        }

        static func refreshControl(_ r: UIRefreshControl) {
            // API: UIRefreshControl
            let _: UIControl = r

            // API: UIRefreshControl.init()
            let _: UIRefreshControl = UIRefreshControl()

            // API: UIRefreshControl.beginRefreshing()
            r.beginRefreshing()

            // API: UIRefreshControl.endRefreshing()
            r.endRefreshing()

            // API: UIRefreshControl.isRefreshing
            let _: Bool = r.isRefreshing

            // API: UIRefreshControl.attributedTitle
            let _: ReferenceWritableKeyPath<UIRefreshControl, NSAttributedString?> = \.attributedTitle

            // API: UIRefreshControl.tintColor
            let _: ReferenceWritableKeyPath<UIRefreshControl, UIColor?> = \.tintColor
        }

        static func rowAction() {
            // API: UITableViewRowAction.init(style:title:handler:)
            let action = UITableViewRowAction(style: .destructive, title: "Delete") {
                (_: UITableViewRowAction, _: IndexPath) in
            }

            // API: UITableViewRowAction
            let _: UITableViewRowAction.Type = type(of: action)

            // API: UITableViewRowAction.Style
            let _: [UITableViewRowAction.Style] = [.default, .destructive, .normal]

            // API: UITableViewRowAction.style
            let _: UITableViewRowAction.Style = action.style

            // API: UITableViewRowAction.title
            let _: ReferenceWritableKeyPath<UITableViewRowAction, String?> = \.title

            // API: UITableViewRowAction.backgroundColor
            let _: ReferenceWritableKeyPath<UITableViewRowAction, UIColor?> = \.backgroundColor
        }

        static func scrollView(_ s: UIScrollView) {
            // API: UIScrollView.refreshControl
            let _: ReferenceWritableKeyPath<UIScrollView, UIRefreshControl?> = \.refreshControl

            // API: UIScrollView.scrollRectToVisible(_:animated:)
            s.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: true)

            // API: UIScrollView.decelerationRate
            let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.DecelerationRate> = \.decelerationRate

            // API: UIScrollView.DecelerationRate
            let _: [UIScrollView.DecelerationRate] = [.normal, .fast, UIScrollView.DecelerationRate(rawValue: 0.5)]

            // API: UIScrollView.verticalScrollIndicatorInsets
            let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.verticalScrollIndicatorInsets

            // API: UIScrollView.horizontalScrollIndicatorInsets
            let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.horizontalScrollIndicatorInsets

            // API: UIScrollView.scrollIndicatorInsets
            let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.scrollIndicatorInsets

            // API: UIScrollView.flashScrollIndicators()
            s.flashScrollIndicators()

            // API: UIView.invalidateIntrinsicContentSize()
            s.invalidateIntrinsicContentSize()
        }

        static func indexPath() {
            // API: IndexPath.init(item:section:)
            var path = IndexPath(item: 1, section: 0)

            // API: IndexPath.item
            path.item += 1
        }
    }
#endif
