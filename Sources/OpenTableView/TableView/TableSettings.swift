import Foundation
import OpenTableViewUIKit

/// The storage behind the table's open configuration properties that its layout pass reads:
/// the data sources, the height properties, the header, footer and background views, the style
/// and the editing flag.
///
/// The public properties are `open`, as UIKit declares them, so an app's subclass can override
/// them; the table itself reads this storage directly, which keeps the hot paths free of dynamic
/// dispatch and keeps what the table computes independent of an override's answers (a spy that
/// overrides `rowHeight` is seen by app code that reads the property, not by the layout pass;
/// see `Compatibility/API.md`, "Declarations").
struct TableSettings {
    /// The storage of ``TableView/style``, fixed at creation.
    var style: TableView.Style = .plain
    /// The static sections of a table a storyboard defines with static cells, which
    /// ``TableViewController``'s data source answers from (`InterfaceBuilder/StaticTableContent.swift`).
    var staticSections: [StaticTableSection]?
    /// The storage of ``TableView/dataSource`` (weak, as in UIKit).
    weak var dataSource: TableViewDataSource?
    /// The storage of ``TableView/prefetchDataSource`` (weak, as in UIKit).
    weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// The storage of ``TableView/isPrefetchingEnabled``.
    var isPrefetchingEnabled = true
    /// The storage of ``TableView/rowHeight``.
    var rowHeight: CGFloat = TableView.automaticDimension
    /// The storage of ``TableView/estimatedRowHeight``.
    var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// The storage of ``TableView/sectionHeaderHeight``.
    var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// The storage of ``TableView/sectionFooterHeight``.
    var sectionFooterHeight: CGFloat = TableView.automaticDimension
    /// The storage of ``TableView/sectionHeaderTopPadding``.
    var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension
    /// The storage of ``TableView/tableHeaderView``.
    var tableHeaderView: View?
    /// The storage of ``TableView/tableFooterView``.
    var tableFooterView: View?
    /// The storage of ``TableView/backgroundView``.
    var backgroundView: View?
    /// Whether the table is in editing mode (``TableView/isEditing``), also while a row is swiped.
    var editing = false
}
