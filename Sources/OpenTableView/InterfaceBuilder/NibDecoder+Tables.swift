import Foundation
import OpenTableViewUIKit

extension NibDecoder {
    /// The style of a table cell (a prototype's or static cell's Basic, Subtitle, Right Detail
    /// or Left Detail), as `UITableViewCell.init?(coder:)` decodes it; `nil` is
    /// ``TableViewCell/CellStyle/default`` (Custom).
    public var cellStyle: TableViewCell.CellStyle? {
        get { values["cellStyle"] as? TableViewCell.CellStyle }
        set { values["cellStyle"] = newValue }
    }

    /// The style of a table view, as `UITableView.init?(coder:)` decodes it; `nil` is plain.
    public var tableStyle: TableView.Style? {
        get { values["tableStyle"] as? TableView.Style }
        set { values["tableStyle"] = newValue }
    }

    /// Creates the decoder of a table cell: its frame, reuse identifier and style.
    public convenience init(frame: CGRect? = nil, reuseIdentifier: String?, cellStyle: TableViewCell.CellStyle) {
        self.init(frame: frame, reuseIdentifier: reuseIdentifier)
        self.cellStyle = cellStyle
    }

    /// Creates the decoder of a table view: its frame and style.
    public convenience init(frame: CGRect? = nil, tableStyle: TableView.Style) {
        self.init(frame: frame)
        self.tableStyle = tableStyle
    }
}
