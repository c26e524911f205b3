#if !canImport(UIKit)
import OpenTableView

// UIKit's names for OpenTableView's types. Each is a typealias, so it is the same type: a
// `UITableViewCell` is a `TableViewCell`, and nested names resolve through it as in UIKit
// (`UITableView.Style`, `UITableView.automaticDimension`, `UITableViewCell.CellStyle`, …).
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

// MARK: Views and controllers

/// UIKit's `UIViewController`: OpenTableView's ``ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UIView`: OpenTableView's ``View``.
public typealias UIView = View
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
/// UIKit's `NSTextAlignment`: OpenTableView's ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `UILayoutPriority`: OpenTableView's ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
#endif
