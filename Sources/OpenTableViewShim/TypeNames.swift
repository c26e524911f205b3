#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's types. Each is a typealias, so it is the same type: a
    // `UITableViewCell` is a `TableViewCell`, and nested names resolve through it as in UIKit
    // (`UITableView.Style`, `UITableView.RowAnimation`, `UITableViewCell.CellStyle`,
    // `UIContextualAction.Style`, …).
    // `Tests/CompatibilityTests/APICoverage.swift` references every one of them.

    // MARK: Table

    /// UIKit's `UITableView`: OpenTableView's ``TableView``.
    public typealias UITableView = TableView
    /// UIKit's `UITableViewCell`: OpenTableView's ``TableViewCell``.
    public typealias UITableViewCell = TableViewCell
    /// UIKit's `UITableViewHeaderFooterView`: OpenTableView's ``TableViewHeaderFooterView``.
    public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
    /// UIKit's `UITableViewController`: OpenTableView's ``TableViewController``.
    public typealias UITableViewController = TableViewController
    /// UIKit's `UITableViewDataSource`: OpenTableView's ``TableViewDataSource``.
    public typealias UITableViewDataSource = TableViewDataSource
    /// UIKit's `UITableViewDelegate`: OpenTableView's ``TableViewDelegate``.
    public typealias UITableViewDelegate = TableViewDelegate
    /// UIKit's `UITableViewDataSourcePrefetching`: OpenTableView's ``TableViewDataSourcePrefetching``.
    public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching

    // MARK: Swipe actions

    /// UIKit's `UIContextualAction`: OpenTableView's ``ContextualAction`` (`UIContextualAction.Style`,
    /// `UIContextualAction.Handler`).
    public typealias UIContextualAction = ContextualAction
    /// UIKit's `UISwipeActionsConfiguration`: OpenTableView's ``SwipeActionsConfiguration``.
    public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

    // MARK: Diffable data source

    /// UIKit's `UITableViewDiffableDataSource`: OpenTableView's ``TableViewDiffableDataSource``. A
    /// generic typealias, so `UITableViewDiffableDataSource<Section, Item>` and subclasses of it are
    /// spelled as in UIKit (`UITableViewDiffableDataSource<Section, Item>.CellProvider`).
    public typealias UITableViewDiffableDataSource<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    /// UIKit's `NSDiffableDataSourceSnapshot`: OpenTableView's ``DiffableDataSourceSnapshot``.
    public typealias NSDiffableDataSourceSnapshot<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    // MARK: Views and controllers

    /// UIKit's `UIViewController`: OpenTableView's ``ViewController``.
    public typealias UIViewController = ViewController
    /// UIKit's `UIView`: OpenTableView's ``View``.
    public typealias UIView = View
    /// UIKit's `UIProgressView`: OpenTableView's ``ProgressView``.
    public typealias UIProgressView = ProgressView
    /// UIKit's `UIScrollView`: OpenTableView's ``ScrollView``.
    public typealias UIScrollView = ScrollView
    /// UIKit's `UIScrollViewDelegate`: OpenTableView's ``ScrollViewDelegate``.
    public typealias UIScrollViewDelegate = ScrollViewDelegate
    /// UIKit's `UILabel`: OpenTableView's ``Label``.
    public typealias UILabel = Label
    /// UIKit's `UIImageView`: OpenTableView's ``ImageView``.
    public typealias UIImageView = ImageView
    /// UIKit's `UIEvent`: OpenTableView's ``Event``.
    public typealias UIEvent = Event

    // MARK: Values

    /// UIKit's `UIImage`: OpenTableView's ``Image``.
    public typealias UIImage = Image
    /// UIKit's `UIColor`: OpenTableView's ``Color``.
    public typealias UIColor = Color
    /// UIKit's `UIFont`: OpenTableView's ``Font``.
    public typealias UIFont = Font
    /// UIKit's `UIEdgeInsets`: OpenTableView's ``EdgeInsets``.
    public typealias UIEdgeInsets = EdgeInsets
    /// UIKit's `UIDevice`: OpenTableView's ``Device``.
    public typealias UIDevice = Device
    /// UIKit's `UIScreen`: OpenTableView's ``Screen``.
    public typealias UIScreen = Screen
    /// UIKit's `UIResponder`: OpenTableView's ``Responder``, the base of views, view controllers
    /// and the application.
    public typealias UIResponder = Responder
    /// UIKit's `UIApplication`: OpenTableView's ``Application``.
    public typealias UIApplication = Application
    /// UIKit's `UIPasteboard`: OpenTableView's ``Pasteboard``.
    public typealias UIPasteboard = Pasteboard
    /// UIKit's `UIFeedbackGenerator`: OpenTableView's ``FeedbackGenerator``.
    public typealias UIFeedbackGenerator = FeedbackGenerator
    /// UIKit's `UIImpactFeedbackGenerator`: OpenTableView's ``ImpactFeedbackGenerator``.
    public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
    /// UIKit's `UISelectionFeedbackGenerator`: OpenTableView's ``SelectionFeedbackGenerator``.
    public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
    /// UIKit's `UINotificationFeedbackGenerator`: OpenTableView's ``NotificationFeedbackGenerator``.
    public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
    /// UIKit's `UIUserInterfaceIdiom`: OpenTableView's ``UserInterfaceIdiom``.
    public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
    /// UIKit's `UIOffset`: OpenTableView's ``Offset``.
    public typealias UIOffset = Offset
    /// UIKit's `UIVisualEffect`: OpenTableView's ``VisualEffect``.
    public typealias UIVisualEffect = VisualEffect
    /// UIKit's `UIBlurEffect`: OpenTableView's ``BlurEffect``.
    public typealias UIBlurEffect = BlurEffect
    /// UIKit's `NSTextAlignment`: OpenTableView's ``TextAlignment``.
    public typealias NSTextAlignment = TextAlignment
    /// UIKit's `UILayoutPriority`: OpenTableView's ``LayoutPriority``.
    public typealias UILayoutPriority = LayoutPriority
#endif
