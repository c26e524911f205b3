// Compile-time proof of Compatibility/API.md: every member the table marks "yes" or "partial" is
// referenced here once, in UIKit's spelling through the shim, with UIKit's signature where the
// reference has a type. A missing or misspelled member fails the build of this test target.
//
// Each reference follows a marker comment naming its API.md row exactly ("// API: <row>");
// APITableTests checks that the markers and the table's yes/partial rows are the same set. The
// functions are never called: compiling them is the test.
//
// To add a member: implement it, add its row to API.md (status, verified test), and add its marker
// and reference here in the function of its section.
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverage {
        // MARK: Type names

        static func typeNames() {
            // API: UITableView
            let _: UITableView.Type = TableView.self

            // API: UITableViewCell
            let _: UITableViewCell.Type = TableViewCell.self

            // API: UITableViewHeaderFooterView
            let _: UITableViewHeaderFooterView.Type = TableViewHeaderFooterView.self

            // API: UITableViewController
            let _: UITableViewController.Type = TableViewController.self

            // API: UITableViewDataSource
            let _: (any UITableViewDataSource)? = Optional<any TableViewDataSource>.none

            // API: UITableViewDelegate
            let _: (any UITableViewDelegate)? = Optional<any TableViewDelegate>.none

            // API: UIViewController
            let _: UIViewController.Type = ViewController.self

            // API: UIView
            let _: UIView.Type = View.self

            // API: UIScrollView
            let _: UIScrollView.Type = ScrollView.self

            // API: UIScrollViewDelegate
            let _: (any UIScrollViewDelegate)? = Optional<any ScrollViewDelegate>.none

            // API: UILabel
            let _: UILabel.Type = Label.self

            // API: UIImageView
            let _: UIImageView.Type = ImageView.self

            // API: UIImage
            let _: UIImage.Type = Image.self

            // API: UIColor
            let _: UIColor.Type = Color.self

            // API: UIFont
            let _: UIFont.Type = Font.self

            // API: UIEdgeInsets
            let _: UIEdgeInsets.Type = EdgeInsets.self

            // API: UIEvent
            let _: UIEvent.Type = Event.self

            // API: NSTextAlignment
            let _: NSTextAlignment.Type = TextAlignment.self

            // API: UILayoutPriority
            let _: UILayoutPriority.Type = LayoutPriority.self

            // API: UITableViewDataSourcePrefetching
            let _: (any UITableViewDataSourcePrefetching)? = Optional<any TableViewDataSourcePrefetching>.none

            // API: UITableViewDiffableDataSource
            let _: UITableViewDiffableDataSource<String, Int>.Type = TableViewDiffableDataSource<String, Int>.self

            // API: NSDiffableDataSourceSnapshot
            let _: NSDiffableDataSourceSnapshot<String, Int>.Type = DiffableDataSourceSnapshot<String, Int>.self

            // API: UIContextualAction
            let _: UIContextualAction.Type = ContextualAction.self

            // API: UISwipeActionsConfiguration
            let _: UISwipeActionsConfiguration.Type = SwipeActionsConfiguration.self
        }

        // MARK: UITableView

        static func tableView(_ t: UITableView) {
            // API: UITableView.init(frame:style:)
            let _: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)

            // API: UITableView.init(frame:)
            let _: (CGRect) -> UITableView = UITableView.init(frame:)

            // API: UITableView.init?(coder:)
            let _: (NSCoder) -> UITableView? = UITableView.init(coder:)

            // API: UITableView.style
            let _: KeyPath<UITableView, UITableView.Style> = \.style

            // API: UITableView.Style.plain
            let _: UITableView.Style = .plain

            // API: UITableView.Style.grouped
            let _: UITableView.Style = .grouped

            // API: UITableView.Style.insetGrouped
            let _: UITableView.Style = .insetGrouped

            // API: UITableView.dataSource
            let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSource)?> = \.dataSource

            // API: UITableView.delegate
            let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDelegate)?> = \.delegate

            // API: UITableView.prefetchDataSource
            let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSourcePrefetching)?> = \.prefetchDataSource

            // API: UITableView.isPrefetchingEnabled
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.isPrefetchingEnabled

            // API: UITableView.register(_:forCellReuseIdentifier:) with a class
            let _: (UITableViewCell.Type?, String) -> Void = t.register(_:forCellReuseIdentifier:)

            // API: UITableView.register(_:forHeaderFooterViewReuseIdentifier:) with a class
            let _: (UITableViewHeaderFooterView.Type?, String) -> Void = t.register(
                _:forHeaderFooterViewReuseIdentifier:)

            // API: UITableView.dequeueReusableCell(withIdentifier:for:)
            let _: (String, IndexPath) -> UITableViewCell = t.dequeueReusableCell(withIdentifier:for:)

            // API: UITableView.dequeueReusableCell(withIdentifier:)
            let _: (String) -> UITableViewCell? = t.dequeueReusableCell(withIdentifier:)

            // API: UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
            let _: (String) -> UITableViewHeaderFooterView? = t.dequeueReusableHeaderFooterView(withIdentifier:)

            // API: UITableView.tableHeaderView
            let _: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableHeaderView

            // API: UITableView.tableFooterView
            let _: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableFooterView

            // API: UITableView.backgroundView
            let _: ReferenceWritableKeyPath<UITableView, UIView?> = \.backgroundView

            // API: UITableView.rowHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.rowHeight

            // API: UITableView.estimatedRowHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedRowHeight

            // API: UITableView.fillerRowHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.fillerRowHeight

            // API: UITableView.cellLayoutMarginsFollowReadableWidth
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.cellLayoutMarginsFollowReadableWidth

            // API: UITableView.insetsContentViewsToSafeArea
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.insetsContentViewsToSafeArea

            // API: UITableView.sectionHeaderHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderHeight

            // API: UITableView.sectionFooterHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionFooterHeight

            // API: UITableView.estimatedSectionHeaderHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedSectionHeaderHeight

            // API: UITableView.estimatedSectionFooterHeight
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedSectionFooterHeight

            // API: UITableView.sectionHeaderTopPadding
            let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderTopPadding

            // API: UITableView.separatorStyle
            let _: ReferenceWritableKeyPath<UITableView, UITableViewCell.SeparatorStyle> = \.separatorStyle

            // API: UITableView.separatorColor
            let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.separatorColor

            // API: UITableView.separatorInset
            let _: ReferenceWritableKeyPath<UITableView, UIEdgeInsets> = \.separatorInset

            // API: UITableView.numberOfRows(inSection:)
            let _: (Int) -> Int = t.numberOfRows(inSection:)

            // API: UITableView.numberOfSections
            let _: KeyPath<UITableView, Int> = \.numberOfSections

            // API: UITableView.cellForRow(at:)
            let _: (IndexPath) -> UITableViewCell? = t.cellForRow(at:)

            // API: UITableView.headerView(forSection:)
            let _: (Int) -> UITableViewHeaderFooterView? = t.headerView(forSection:)

            // API: UITableView.footerView(forSection:)
            let _: (Int) -> UITableViewHeaderFooterView? = t.footerView(forSection:)

            // API: UITableView.indexPath(for:)
            let _: (UITableViewCell) -> IndexPath? = t.indexPath(for:)

            // API: UITableView.indexPathForRow(at:)
            let _: (CGPoint) -> IndexPath? = t.indexPathForRow(at:)

            // API: UITableView.indexPathsForRows(in:)
            let _: (CGRect) -> [IndexPath]? = t.indexPathsForRows(in:)

            // API: UITableView.visibleCells
            let _: KeyPath<UITableView, [UITableViewCell]> = \.visibleCells

            // API: UITableView.indexPathsForVisibleRows
            let _: KeyPath<UITableView, [IndexPath]?> = \.indexPathsForVisibleRows

            // API: UITableView.indexPathForSelectedRow
            let _: KeyPath<UITableView, IndexPath?> = \.indexPathForSelectedRow

            // API: UITableView.indexPathsForSelectedRows
            let _: KeyPath<UITableView, [IndexPath]?> = \.indexPathsForSelectedRows

            // API: UITableView.selectRow(at:animated:scrollPosition:)
            let _: (IndexPath?, Bool, UITableView.ScrollPosition) -> Void = t.selectRow(at:animated:scrollPosition:)

            // API: UITableView.deselectRow(at:animated:)
            let _: (IndexPath, Bool) -> Void = t.deselectRow(at:animated:)

            // API: UITableView.allowsSelection
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsSelection

            // API: UITableView.allowsMultipleSelection
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsMultipleSelection

            // API: UITableView.allowsSelectionDuringEditing
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsSelectionDuringEditing

            // API: UITableView.allowsMultipleSelectionDuringEditing
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsMultipleSelectionDuringEditing

            // API: UITableView.selectionDidChangeNotification
            let _: NSNotification.Name = UITableView.selectionDidChangeNotification

            // API: UITableView.insertRows(at:with:)
            let _: ([IndexPath], UITableView.RowAnimation) -> Void = t.insertRows(at:with:)

            // API: UITableView.deleteRows(at:with:)
            let _: ([IndexPath], UITableView.RowAnimation) -> Void = t.deleteRows(at:with:)

            // API: UITableView.insertSections(_:with:)
            let _: (IndexSet, UITableView.RowAnimation) -> Void = t.insertSections(_:with:)

            // API: UITableView.deleteSections(_:with:)
            let _: (IndexSet, UITableView.RowAnimation) -> Void = t.deleteSections(_:with:)

            // API: UITableView.moveRow(at:to:)
            let _: (IndexPath, IndexPath) -> Void = t.moveRow(at:to:)

            // API: UITableView.moveSection(_:toSection:)
            let _: (Int, Int) -> Void = t.moveSection(_:toSection:)

            // API: UITableView.hasUncommittedUpdates
            let _: Bool = t.hasUncommittedUpdates

            // API: UITableView.performBatchUpdates(_:completion:)
            let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = t.performBatchUpdates(_:completion:)

            // API: UITableView.beginUpdates()
            let _: () -> Void = t.beginUpdates

            // API: UITableView.endUpdates()
            let _: () -> Void = t.endUpdates

            // API: UITableView.reconfigureRows(at:)
            let _: ([IndexPath]) -> Void = t.reconfigureRows(at:)

            // API: UITableView.RowAnimation
            let _: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]

            // API: UITableView.reloadData()
            let _: () -> Void = t.reloadData

            // API: UITableView.reloadRows(at:with:)
            let _: ([IndexPath], UITableView.RowAnimation) -> Void = t.reloadRows(at:with:)

            // API: UITableView.reloadSections(_:with:)
            let _: (IndexSet, UITableView.RowAnimation) -> Void = t.reloadSections(_:with:)

            // API: UITableView.scrollToRow(at:at:animated:)
            let _: (IndexPath, UITableView.ScrollPosition, Bool) -> Void = t.scrollToRow(at:at:animated:)

            // API: UITableView.scrollToNearestSelectedRow(at:animated:)
            let _: (UITableView.ScrollPosition, Bool) -> Void = t.scrollToNearestSelectedRow(at:animated:)

            // API: UITableView.ScrollPosition
            let _: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]

            // API: UITableView.setEditing(_:animated:)
            let _: (Bool, Bool) -> Void = t.setEditing(_:animated:)

            // API: UITableView.isEditing
            let _: ReferenceWritableKeyPath<UITableView, Bool> = \.isEditing

            // API: UITableView.sectionIndexMinimumDisplayRowCount
            let _: ReferenceWritableKeyPath<UITableView, Int> = \.sectionIndexMinimumDisplayRowCount

            // API: UITableView.rect(forSection:)
            let _: (Int) -> CGRect = t.rect(forSection:)

            // API: UITableView.rectForRow(at:)
            let _: (IndexPath) -> CGRect = t.rectForRow(at:)

            // API: UITableView.rectForHeader(inSection:)
            let _: (Int) -> CGRect = t.rectForHeader(inSection:)

            // API: UITableView.rectForFooter(inSection:)
            let _: (Int) -> CGRect = t.rectForFooter(inSection:)

            // API: UITableView.automaticDimension
            let _: CGFloat = UITableView.automaticDimension
        }

        // MARK: UITableViewCell

        static func tableViewCell(_ c: UITableViewCell) {
            // API: UITableViewCell.init(style:reuseIdentifier:)
            let _: (UITableViewCell.CellStyle, String?) -> UITableViewCell = UITableViewCell.init(
                style:reuseIdentifier:)

            // API: UITableViewCell.init?(coder:)
            let _: (NSCoder) -> UITableViewCell? = UITableViewCell.init(coder:)

            // API: UITableViewCell.CellStyle
            let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]

            // API: UITableViewCell.reuseIdentifier
            let _: KeyPath<UITableViewCell, String?> = \.reuseIdentifier

            // API: UITableViewCell.prepareForReuse()
            let _: () -> Void = c.prepareForReuse

            // API: UITableViewCell.backgroundView
            let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.backgroundView

            // API: UITableViewCell.selectedBackgroundView
            let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.selectedBackgroundView

            // API: UITableViewCell.contentView
            let _: KeyPath<UITableViewCell, UIView> = \.contentView

            // API: UITableViewCell.accessoryType
            let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> = \.accessoryType

            // API: UITableViewCell.accessoryView
            let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.accessoryView

            // API: UITableViewCell.editingAccessoryType
            let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> = \.editingAccessoryType

            // API: UITableViewCell.editingAccessoryView
            let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.editingAccessoryView

            // API: UITableViewCell.AccessoryType
            let _: [UITableViewCell.AccessoryType] = [
                .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton,
            ]

            // API: UITableViewCell.selectionStyle
            let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.SelectionStyle> = \.selectionStyle

            // API: UITableViewCell.SelectionStyle
            let _: [UITableViewCell.SelectionStyle] = [.none, .blue, .gray, .default]

            // API: UITableViewCell.isSelected
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.isSelected

            // API: UITableViewCell.setSelected(_:animated:)
            let _: (Bool, Bool) -> Void = c.setSelected(_:animated:)

            // API: UITableViewCell.isHighlighted
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.isHighlighted

            // API: UITableViewCell.setHighlighted(_:animated:)
            let _: (Bool, Bool) -> Void = c.setHighlighted(_:animated:)

            // API: UITableViewCell.isEditing
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.isEditing

            // API: UITableViewCell.setEditing(_:animated:)
            let _: (Bool, Bool) -> Void = c.setEditing(_:animated:)

            // API: UITableViewCell.editingStyle
            let _: KeyPath<UITableViewCell, UITableViewCell.EditingStyle> = \.editingStyle

            // API: UITableViewCell.EditingStyle
            let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]

            // API: UITableViewCell.showsReorderControl
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.showsReorderControl

            // API: UITableViewCell.indentationLevel
            let _: ReferenceWritableKeyPath<UITableViewCell, Int> = \.indentationLevel

            // API: UITableViewCell.indentationWidth
            let _: ReferenceWritableKeyPath<UITableViewCell, CGFloat> = \.indentationWidth

            // API: UITableViewCell.shouldIndentWhileEditing
            let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.shouldIndentWhileEditing

            // API: UITableViewCell.separatorInset
            let _: ReferenceWritableKeyPath<UITableViewCell, UIEdgeInsets> = \.separatorInset

            // API: UITableViewCell.SeparatorStyle
            let _: [UITableViewCell.SeparatorStyle] = [.none, .singleLine, .singleLineEtched]

            // API: UITableViewCell.textLabel
            let _: KeyPath<UITableViewCell, UILabel?> = \.textLabel

            // API: UITableViewCell.detailTextLabel
            let _: KeyPath<UITableViewCell, UILabel?> = \.detailTextLabel

            // API: UITableViewCell.imageView
            let _: KeyPath<UITableViewCell, UIImageView?> = \.imageView
        }

        // MARK: UITableViewHeaderFooterView

        static func headerFooterView(_ h: UITableViewHeaderFooterView) {
            // API: UITableViewHeaderFooterView.init(reuseIdentifier:)
            let _: (String?) -> UITableViewHeaderFooterView = UITableViewHeaderFooterView.init(reuseIdentifier:)

            // API: UITableViewHeaderFooterView.init?(coder:)
            let _: (NSCoder) -> UITableViewHeaderFooterView? = UITableViewHeaderFooterView.init(coder:)

            // API: UITableViewHeaderFooterView.reuseIdentifier
            let _: KeyPath<UITableViewHeaderFooterView, String?> = \.reuseIdentifier

            // API: UITableViewHeaderFooterView.prepareForReuse()
            let _: () -> Void = h.prepareForReuse

            // API: UITableViewHeaderFooterView.backgroundView
            let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, UIView?> = \.backgroundView

            // API: UITableViewHeaderFooterView.contentView
            let _: KeyPath<UITableViewHeaderFooterView, UIView> = \.contentView

            // API: UITableViewHeaderFooterView.textLabel
            let _: KeyPath<UITableViewHeaderFooterView, UILabel?> = \.textLabel

            // API: UITableViewHeaderFooterView.detailTextLabel
            let _: KeyPath<UITableViewHeaderFooterView, UILabel?> = \.detailTextLabel
        }

        // MARK: UITableViewController

        static func tableViewController() {
            // API: UITableViewController.init(style:)
            let _: (UITableView.Style) -> UITableViewController = UITableViewController.init(style:)

            // API: UITableViewController.init?(coder:)
            let _: (NSCoder) -> UITableViewController? = UITableViewController.init(coder:)

            // API: UITableViewController.init(nibName:bundle:)
            let _: (String?, Bundle?) -> UITableViewController = UITableViewController.init(nibName:bundle:)

            // API: UITableViewController.tableView
            let _: ReferenceWritableKeyPath<UITableViewController, UITableView?> = \.tableView

            // API: UITableViewController.clearsSelectionOnViewWillAppear
            let _: ReferenceWritableKeyPath<UITableViewController, Bool> = \.clearsSelectionOnViewWillAppear

            // API: UITableViewController data-source and delegate methods, overridden with override func
            final class Overrides: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                { UITableViewCell() }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                override func tableView(
                    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                    forRowAt indexPath: IndexPath
                ) {}
                override func tableView(
                    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                ) {}
                override func tableView(
                    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
                ) -> UISwipeActionsConfiguration? { nil }
                override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            _ = Overrides.self
        }

        // MARK: UITableViewDataSource

        static func dataSource(_ ds: any UITableViewDataSource) {
            // API: UITableViewDataSource.tableView(_:numberOfRowsInSection:)
            let _: (UITableView, Int) -> Int = ds.tableView(_:numberOfRowsInSection:)

            // API: UITableViewDataSource.tableView(_:cellForRowAt:)
            let _: (UITableView, IndexPath) -> UITableViewCell = ds.tableView(_:cellForRowAt:)

            // API: UITableViewDataSource.numberOfSections(in:)
            let _: (UITableView) -> Int = ds.numberOfSections(in:)

            // API: UITableViewDataSource.tableView(_:titleForHeaderInSection:)
            let _: (UITableView, Int) -> String? = ds.tableView(_:titleForHeaderInSection:)

            // API: UITableViewDataSource.tableView(_:titleForFooterInSection:)
            let _: (UITableView, Int) -> String? = ds.tableView(_:titleForFooterInSection:)

            // API: UITableViewDataSource.tableView(_:commit:forRowAt:)
            let _: (UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void = ds.tableView(_:commit:forRowAt:)

            // API: UITableViewDataSource.tableView(_:canEditRowAt:)
            let _: (UITableView, IndexPath) -> Bool = ds.tableView(_:canEditRowAt:)

            // API: UITableViewDataSource.tableView(_:canMoveRowAt:)
            let _: (UITableView, IndexPath) -> Bool = ds.tableView(_:canMoveRowAt:)

            // API: UITableViewDataSource.tableView(_:moveRowAt:to:)
            let _: (UITableView, IndexPath, IndexPath) -> Void = ds.tableView(_:moveRowAt:to:)

            // API: UITableViewDataSource.sectionIndexTitles(for:)
            let _: (UITableView) -> [String]? = ds.sectionIndexTitles(for:)

            // API: UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)
            let _: (UITableView, String, Int) -> Int = ds.tableView(_:sectionForSectionIndexTitle:at:)
        }

        // MARK: UITableViewDelegate

        static func delegate(_ d: any UITableViewDelegate) {
            // API: UITableViewDelegate refines UIScrollViewDelegate
            let _: any UIScrollViewDelegate = d

            // API: UITableViewDelegate.tableView(_:willDisplay:forRowAt:)
            let _: (UITableView, UITableViewCell, IndexPath) -> Void = d.tableView(_:willDisplay:forRowAt:)

            // API: UITableViewDelegate.tableView(_:indentationLevelForRowAt:)
            let _: (UITableView, IndexPath) -> Int = d.tableView(_:indentationLevelForRowAt:)

            // API: UITableViewDelegate.tableView(_:willSelectRowAt:)
            let _: (UITableView, IndexPath) -> IndexPath? = d.tableView(_:willSelectRowAt:)

            // API: UITableViewDelegate.tableView(_:didSelectRowAt:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:didSelectRowAt:)

            // API: UITableViewDelegate.tableView(_:willDeselectRowAt:)
            let _: (UITableView, IndexPath) -> IndexPath? = d.tableView(_:willDeselectRowAt:)

            // API: UITableViewDelegate.tableView(_:didDeselectRowAt:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:didDeselectRowAt:)

            // API: UITableViewDelegate.tableView(_:viewForHeaderInSection:)
            let _: (UITableView, Int) -> UIView? = d.tableView(_:viewForHeaderInSection:)

            // API: UITableViewDelegate.tableView(_:viewForFooterInSection:)
            let _: (UITableView, Int) -> UIView? = d.tableView(_:viewForFooterInSection:)

            // API: UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)
            let _: (UITableView, UIView, Int) -> Void = d.tableView(_:willDisplayHeaderView:forSection:)

            // API: UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)
            let _: (UITableView, UIView, Int) -> Void = d.tableView(_:willDisplayFooterView:forSection:)

            // API: UITableViewDelegate.tableView(_:heightForRowAt:)
            let _: (UITableView, IndexPath) -> CGFloat = d.tableView(_:heightForRowAt:)

            // API: UITableViewDelegate.tableView(_:heightForHeaderInSection:)
            let _: (UITableView, Int) -> CGFloat = d.tableView(_:heightForHeaderInSection:)

            // API: UITableViewDelegate.tableView(_:heightForFooterInSection:)
            let _: (UITableView, Int) -> CGFloat = d.tableView(_:heightForFooterInSection:)

            // API: UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)
            let _: (UITableView, IndexPath) -> CGFloat = d.tableView(_:estimatedHeightForRowAt:)

            // API: UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)
            let _: (UITableView, Int) -> CGFloat = d.tableView(_:estimatedHeightForHeaderInSection:)

            // API: UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)
            let _: (UITableView, Int) -> CGFloat = d.tableView(_:estimatedHeightForFooterInSection:)

            // API: UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:accessoryButtonTappedForRowWith:)

            // API: UITableViewDelegate.tableView(_:shouldHighlightRowAt:)
            let _: (UITableView, IndexPath) -> Bool = d.tableView(_:shouldHighlightRowAt:)

            // API: UITableViewDelegate.tableView(_:didHighlightRowAt:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:didHighlightRowAt:)

            // API: UITableViewDelegate.tableView(_:didUnhighlightRowAt:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:didUnhighlightRowAt:)

            // API: UITableViewDelegate.tableView(_:willBeginEditingRowAt:)
            let _: (UITableView, IndexPath) -> Void = d.tableView(_:willBeginEditingRowAt:)

            // API: UITableViewDelegate.tableView(_:didEndEditingRowAt:)
            let _: (UITableView, IndexPath?) -> Void = d.tableView(_:didEndEditingRowAt:)

            // API: UITableViewDelegate.tableView(_:editingStyleForRowAt:)
            let _: (UITableView, IndexPath) -> UITableViewCell.EditingStyle = d.tableView(_:editingStyleForRowAt:)

            // API: UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)
            let _: (UITableView, IndexPath) -> String? = d.tableView(_:titleForDeleteConfirmationButtonForRowAt:)

            // API: UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)
            let _: (UITableView, IndexPath) -> Bool = d.tableView(_:shouldIndentWhileEditingRowAt:)

            // API: UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)
            let _: (UITableView, IndexPath, IndexPath) -> IndexPath = d.tableView(
                _:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)

            // API: UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)
            let _: (UITableView, IndexPath) -> UISwipeActionsConfiguration? = d.tableView(
                _:leadingSwipeActionsConfigurationForRowAt:)

            // API: UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
            let _: (UITableView, IndexPath) -> UISwipeActionsConfiguration? = d.tableView(
                _:trailingSwipeActionsConfigurationForRowAt:)

            // API: UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)
            let _: (UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration? = d.tableView(
                _:contextMenuConfigurationForRowAt:point:)

            // API: UITableViewDelegate.tableView(_:previewForHighlightingContextMenuWithConfiguration:)
            let _: (UITableView, UIContextMenuConfiguration) -> UITargetedPreview? = d.tableView(
                _:previewForHighlightingContextMenuWithConfiguration:)

            // API: UITableViewDelegate.tableView(_:previewForDismissingContextMenuWithConfiguration:)
            let _: (UITableView, UIContextMenuConfiguration) -> UITargetedPreview? = d.tableView(
                _:previewForDismissingContextMenuWithConfiguration:)

            // API: UITableViewDelegate.tableView(_:willPerformPreviewActionForMenuWith:animator:)
            let _: (UITableView, UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void =
                d.tableView(_:willPerformPreviewActionForMenuWith:animator:)

            // API: UITableViewDelegate.tableView(_:willDisplayContextMenu:animator:)
            let _: (UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void =
                d.tableView(_:willDisplayContextMenu:animator:)

            // API: UITableViewDelegate.tableView(_:willEndContextMenuInteraction:animator:)
            let _: (UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void =
                d.tableView(_:willEndContextMenuInteraction:animator:)

            // API: UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)
            let _: (UITableView, UITableViewCell, IndexPath) -> Void = d.tableView(_:didEndDisplaying:forRowAt:)

            // API: UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)
            let _: (UITableView, UIView, Int) -> Void = d.tableView(_:didEndDisplayingHeaderView:forSection:)

            // API: UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)
            let _: (UITableView, UIView, Int) -> Void = d.tableView(_:didEndDisplayingFooterView:forSection:)
        }

        // MARK: UIContextualAction and UISwipeActionsConfiguration

        static func swipeActions(_ a: UIContextualAction, _ c: UISwipeActionsConfiguration) {
            // API: UIContextualAction.init(style:title:handler:)
            let _: (UIContextualAction.Style, String?, @escaping UIContextualAction.Handler) -> UIContextualAction =
                UIContextualAction.init(style:title:handler:)

            // API: UIContextualAction.Handler
            let _: UIContextualAction.Handler = {
                (_: UIContextualAction, _: UIView, completion: @escaping (Bool) -> Void) in completion(true)
            }

            // API: UIContextualAction.Style
            let _: [UIContextualAction.Style] = [.normal, .destructive]

            // API: UIContextualAction.style
            let _: KeyPath<UIContextualAction, UIContextualAction.Style> = \.style

            // API: UIContextualAction.handler
            let _: KeyPath<UIContextualAction, UIContextualAction.Handler> = \.handler

            // API: UIContextualAction.title
            let _: ReferenceWritableKeyPath<UIContextualAction, String?> = \.title

            // API: UIContextualAction.backgroundColor
            let _: ReferenceWritableKeyPath<UIContextualAction, UIColor?> = \.backgroundColor

            // API: UIContextualAction.image
            let _: ReferenceWritableKeyPath<UIContextualAction, UIImage?> = \.image

            // API: UISwipeActionsConfiguration.init(actions:)
            let _: ([UIContextualAction]) -> UISwipeActionsConfiguration = UISwipeActionsConfiguration.init(actions:)

            // API: UISwipeActionsConfiguration.actions
            let _: KeyPath<UISwipeActionsConfiguration, [UIContextualAction]> = \.actions

            // API: UISwipeActionsConfiguration.performsFirstActionWithFullSwipe
            let _: ReferenceWritableKeyPath<UISwipeActionsConfiguration, Bool> = \.performsFirstActionWithFullSwipe
        }

        // MARK: UITableViewDataSourcePrefetching

        static func prefetching(_ p: any UITableViewDataSourcePrefetching) {
            // API: UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)
            let _: (UITableView, [IndexPath]) -> Void = p.tableView(_:prefetchRowsAt:)

            // API: UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)
            let _: (UITableView, [IndexPath]) -> Void = p.tableView(_:cancelPrefetchingForRowsAt:)
        }

        // MARK: UITableViewDiffableDataSource

        typealias DataSource = UITableViewDiffableDataSource<String, Int>
        typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

        static func diffableDataSource(_ ds: DataSource, _ s: Snapshot) {
            // API: UITableViewDiffableDataSource.init(tableView:cellProvider:)
            let _: (UITableView, @escaping DataSource.CellProvider) -> DataSource = DataSource.init(
                tableView:cellProvider:)

            // API: UITableViewDiffableDataSource.CellProvider
            let _: DataSource.CellProvider = { (_: UITableView, _: IndexPath, _: Int) -> UITableViewCell? in nil }

            // API: UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)
            ds.apply(s, animatingDifferences: true, completion: { () -> Void in })

            // API: UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)
            ds.applySnapshotUsingReloadData(s, completion: { () -> Void in })

            // API: UITableViewDiffableDataSource.snapshot()
            let _: () -> Snapshot = ds.snapshot

            // API: UITableViewDiffableDataSource.defaultRowAnimation
            let _: ReferenceWritableKeyPath<DataSource, UITableView.RowAnimation> = \.defaultRowAnimation

            // API: UITableViewDiffableDataSource.itemIdentifier(for:)
            let _: (IndexPath) -> Int? = ds.itemIdentifier(for:)

            // API: UITableViewDiffableDataSource.indexPath(for:)
            let _: (Int) -> IndexPath? = ds.indexPath(for:)

            // API: UITableViewDiffableDataSource.sectionIdentifier(for:)
            let _: (Int) -> String? = ds.sectionIdentifier(for:)

            // API: UITableViewDiffableDataSource.index(for:)
            let _: (String) -> Int? = ds.index(for:)

            // API: UITableViewDiffableDataSource overridable data-source methods
            final class Overrides: UITableViewDiffableDataSource<String, Int> {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    nil
                }
                override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                    nil
                }
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
                override func tableView(
                    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                    forRowAt indexPath: IndexPath
                ) {}
                override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
                override func tableView(
                    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                ) {
                    super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
                }
                override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
                override func tableView(
                    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
                ) -> Int { index }
            }
            _ = Overrides.self
        }

        static func diffableDataSourceAsync(_ ds: DataSource, _ s: Snapshot) async {
            // API: UITableViewDiffableDataSource.apply(_:animatingDifferences:) async
            await ds.apply(s, animatingDifferences: true)

            // API: UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:) async
            await ds.applySnapshotUsingReloadData(s)
        }

        // MARK: NSDiffableDataSourceSnapshot

        static func snapshot(_ s: Snapshot) {
            // API: NSDiffableDataSourceSnapshot.init()
            let _: () -> Snapshot = Snapshot.init

            // API: NSDiffableDataSourceSnapshot.numberOfItems
            let _: KeyPath<Snapshot, Int> = \.numberOfItems

            // API: NSDiffableDataSourceSnapshot.numberOfSections
            let _: KeyPath<Snapshot, Int> = \.numberOfSections

            // API: NSDiffableDataSourceSnapshot.sectionIdentifiers
            let _: KeyPath<Snapshot, [String]> = \.sectionIdentifiers

            // API: NSDiffableDataSourceSnapshot.itemIdentifiers
            let _: KeyPath<Snapshot, [Int]> = \.itemIdentifiers

            // API: NSDiffableDataSourceSnapshot.numberOfItems(inSection:)
            let _: (String) -> Int = s.numberOfItems(inSection:)

            // API: NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:)
            let _: (String) -> [Int] = s.itemIdentifiers(inSection:)

            // API: NSDiffableDataSourceSnapshot.sectionIdentifier(containingItem:)
            let _: (Int) -> String? = s.sectionIdentifier(containingItem:)

            // API: NSDiffableDataSourceSnapshot.indexOfItem(_:)
            let _: (Int) -> Int? = s.indexOfItem(_:)

            // API: NSDiffableDataSourceSnapshot.indexOfSection(_:)
            let _: (String) -> Int? = s.indexOfSection(_:)

            // Mutating methods cannot be referenced as function values: they are called on a copy.
            var m = s

            // API: NSDiffableDataSourceSnapshot.appendSections(_:)
            m.appendSections(["A"])

            // API: NSDiffableDataSourceSnapshot.insertSections(_:beforeSection:)
            m.insertSections(["B"], beforeSection: "A")

            // API: NSDiffableDataSourceSnapshot.insertSections(_:afterSection:)
            m.insertSections(["C"], afterSection: "A")

            // API: NSDiffableDataSourceSnapshot.deleteSections(_:)
            m.deleteSections(["C"])

            // API: NSDiffableDataSourceSnapshot.moveSection(_:beforeSection:)
            m.moveSection("A", beforeSection: "B")

            // API: NSDiffableDataSourceSnapshot.moveSection(_:afterSection:)
            m.moveSection("A", afterSection: "B")

            // API: NSDiffableDataSourceSnapshot.reloadSections(_:)
            m.reloadSections(["A"])

            // API: NSDiffableDataSourceSnapshot.appendItems(_:toSection:)
            m.appendItems([1], toSection: "A")
            m.appendItems([2])

            // API: NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)
            m.insertItems([3], beforeItem: 1)

            // API: NSDiffableDataSourceSnapshot.insertItems(_:afterItem:)
            m.insertItems([4], afterItem: 1)

            // API: NSDiffableDataSourceSnapshot.deleteItems(_:)
            m.deleteItems([4])

            // API: NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:)
            m.moveItem(1, beforeItem: 3)

            // API: NSDiffableDataSourceSnapshot.moveItem(_:afterItem:)
            m.moveItem(1, afterItem: 3)

            // API: NSDiffableDataSourceSnapshot.reloadItems(_:)
            m.reloadItems([1])

            // API: NSDiffableDataSourceSnapshot.reconfigureItems(_:)
            m.reconfigureItems([3])

            // API: NSDiffableDataSourceSnapshot.deleteAllItems()
            m.deleteAllItems()

            // API: NSDiffableDataSourceSnapshot.reloadedItemIdentifiers
            let _: KeyPath<Snapshot, [Int]> = \.reloadedItemIdentifiers

            // API: NSDiffableDataSourceSnapshot.reconfiguredItemIdentifiers
            let _: KeyPath<Snapshot, [Int]> = \.reconfiguredItemIdentifiers

            // API: NSDiffableDataSourceSnapshot.reloadedSectionIdentifiers
            let _: KeyPath<Snapshot, [String]> = \.reloadedSectionIdentifiers
        }

        // MARK: UIScrollView (what a table uses)

        static func scrollView(_ s: UIScrollView) {
            // API: UIScrollView.contentOffset
            let _: ReferenceWritableKeyPath<UIScrollView, CGPoint> = \.contentOffset

            // API: UIScrollView.setContentOffset(_:animated:)
            let _: (CGPoint, Bool) -> Void = s.setContentOffset(_:animated:)

            // API: UIScrollView.contentSize
            let _: ReferenceWritableKeyPath<UIScrollView, CGSize> = \.contentSize
            // API: UIScrollView.contentLayoutGuide
            let _: KeyPath<UIScrollView, UILayoutGuide> = \.contentLayoutGuide
            // API: UIScrollView.frameLayoutGuide
            let _: KeyPath<UIScrollView, UILayoutGuide> = \.frameLayoutGuide

            // API: UIScrollView.contentInset
            let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.contentInset

            // API: UIScrollView.adjustedContentInset
            let _: KeyPath<UIScrollView, UIEdgeInsets> = \.adjustedContentInset

            // API: UIScrollView.adjustedContentInsetDidChange()
            let _: () -> Void = s.adjustedContentInsetDidChange

            // API: UIScrollView.contentInsetAdjustmentBehavior
            let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.ContentInsetAdjustmentBehavior> =
                \.contentInsetAdjustmentBehavior

            // API: UIScrollView.ContentInsetAdjustmentBehavior
            let _: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]

            // API: UIScrollView.delegate
            let _: ReferenceWritableKeyPath<UIScrollView, (any UIScrollViewDelegate)?> = \.delegate

            // API: UIScrollView.isScrollEnabled
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.isScrollEnabled

            // API: UIScrollView.isPagingEnabled
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.isPagingEnabled

            // API: UIScrollView.bounces
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.bounces

            // API: UIScrollView.alwaysBounceVertical
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.alwaysBounceVertical

            // API: UIScrollView.alwaysBounceHorizontal
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.alwaysBounceHorizontal

            // API: UIScrollView.showsVerticalScrollIndicator
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.showsVerticalScrollIndicator

            // API: UIScrollView.showsHorizontalScrollIndicator
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.showsHorizontalScrollIndicator

            // API: UIScrollView.scrollsToTop
            let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \.scrollsToTop

            // API: UIScrollView.keyboardDismissMode
            let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.KeyboardDismissMode> = \.keyboardDismissMode

            // API: UIScrollView.KeyboardDismissMode
            let _: [UIScrollView.KeyboardDismissMode] = [
                .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory,
            ]

            // API: UIScrollView.isTracking
            let _: KeyPath<UIScrollView, Bool> = \.isTracking

            // API: UIScrollView.isDragging
            let _: KeyPath<UIScrollView, Bool> = \.isDragging

            // API: UIScrollView.isDecelerating
            let _: KeyPath<UIScrollView, Bool> = \.isDecelerating
        }

        // MARK: UIScrollViewDelegate (what a table uses)

        static func scrollViewDelegate(_ sd: any UIScrollViewDelegate) {
            // API: UIScrollViewDelegate.scrollViewDidScroll(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewDidScroll(_:)

            // API: UIScrollViewDelegate.scrollViewWillBeginDragging(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewWillBeginDragging(_:)

            // API: UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
            let _: (UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void = sd.scrollViewWillEndDragging(
                _:withVelocity:targetContentOffset:)

            // API: UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)
            let _: (UIScrollView, Bool) -> Void = sd.scrollViewDidEndDragging(_:willDecelerate:)

            // API: UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewWillBeginDecelerating(_:)

            // API: UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewDidEndDecelerating(_:)

            // API: UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewDidEndScrollingAnimation(_:)

            // API: UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)
            let _: (UIScrollView) -> Bool = sd.scrollViewShouldScrollToTop(_:)

            // API: UIScrollViewDelegate.scrollViewDidScrollToTop(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewDidScrollToTop(_:)

            // API: UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)
            let _: (UIScrollView) -> Void = sd.scrollViewDidChangeAdjustedContentInset(_:)
        }

        // MARK: UIViewController (what a table screen uses)

        static func viewController(_ vc: UIViewController) {
            // API: UIViewController.init(nibName:bundle:)
            let _: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)

            // API: UIViewController.init?(coder:)
            let _: (NSCoder) -> UIViewController? = UIViewController.init(coder:)

            // API: UIViewController.view
            let _: ReferenceWritableKeyPath<UIViewController, UIView?> = \.view

            // API: UIViewController.loadView()
            let _: () -> Void = vc.loadView

            // API: UIViewController.viewDidLoad()
            let _: () -> Void = vc.viewDidLoad

            // API: UIViewController.viewWillAppear(_:)
            let _: (Bool) -> Void = vc.viewWillAppear(_:)

            // API: UIViewController.viewDidAppear(_:)
            let _: (Bool) -> Void = vc.viewDidAppear(_:)

            // API: UIViewController.viewWillDisappear(_:)
            let _: (Bool) -> Void = vc.viewWillDisappear(_:)

            // API: UIViewController.viewDidDisappear(_:)
            let _: (Bool) -> Void = vc.viewDidDisappear(_:)

            // API: UIViewController.isViewLoaded
            let _: KeyPath<UIViewController, Bool> = \.isViewLoaded

            // API: UIViewController.viewIfLoaded
            let _: KeyPath<UIViewController, UIView?> = \.viewIfLoaded

            // API: UIViewController.loadViewIfNeeded()
            let _: () -> Void = vc.loadViewIfNeeded

            // API: UIViewController.title
            let _: ReferenceWritableKeyPath<UIViewController, String?> = \.title

            // API: UIViewController.isEditing
            let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.isEditing

            // API: UIViewController.setEditing(_:animated:)
            let _: (Bool, Bool) -> Void = vc.setEditing(_:animated:)

            // API: UIViewController.beginAppearanceTransition(_:animated:)
            let _: (Bool, Bool) -> Void = vc.beginAppearanceTransition(_:animated:)

            // API: UIViewController.endAppearanceTransition()
            let _: () -> Void = vc.endAppearanceTransition
        }
    }
#endif
