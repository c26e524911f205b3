extension TableViewCell {
    /// The separator styles, under the name UIKit gives them: `UITableViewCell.SeparatorStyle`,
    /// the type of ``TableView/separatorStyle``. The same type as ``TableView/SeparatorStyle``, so
    /// both spellings compile.
    public typealias SeparatorStyle = TableView.SeparatorStyle
}
