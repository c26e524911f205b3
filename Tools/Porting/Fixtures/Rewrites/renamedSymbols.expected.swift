final class Renamed: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension  // self-sizing
        tableView.estimatedSectionHeaderHeight = UITableView.automaticDimension
        tableView.contentInset = UIEdgeInsets(top: 8, left: 0, /* bottom */ bottom: 8, right: 0)
        tableView.separatorInset = UIEdgeInsets.zero
        let style: UITableViewCell.CellStyle = .subtitle
        let events: UIControl.Event = [.valueChanged, UIControl.Event.primaryActionTriggered]
        let state = UIControl.State.normal
        _ = (style, events, state, UIFont.TextStyle.body, UIView.AutoresizingMask.flexibleWidth)
    }

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        .delete
    }

    func scroll(to indexPath: IndexPath, animation: UITableView.RowAnimation, position: UITableView.ScrollPosition) {
        tableView.scrollToRow(at: indexPath, at: position, animated: animation != .none)
    }

    func styles() -> (UITableView.Style, UITableViewCell.AccessoryType, UITableViewCell.SelectionStyle, UITableViewCell.SeparatorStyle) {
        (.grouped, .checkmark, .none, .singleLine)
    }

    func items() -> (UIBarButtonItem.Style, UIBarButtonItem.SystemItem, UIAlertController.Style, UIAlertAction.Style) {
        (.done, .add, .actionSheet, .cancel)
    }
}
