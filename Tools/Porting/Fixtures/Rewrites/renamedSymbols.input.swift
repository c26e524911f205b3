final class Renamed: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableViewAutomaticDimension  // self-sizing
        tableView.estimatedSectionHeaderHeight = UITableViewAutomaticDimension
        tableView.contentInset = UIEdgeInsetsMake(8, 0, /* bottom */ 8, 0)
        tableView.separatorInset = UIEdgeInsetsZero
        let style: UITableViewCellStyle = .subtitle
        let events: UIControlEvents = [.valueChanged, UIControlEvents.primaryActionTriggered]
        let state = UIControlState.normal
        _ = (style, events, state, UIFontTextStyle.body, UIViewAutoresizing.flexibleWidth)
    }

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCellEditingStyle {
        .delete
    }

    func scroll(to indexPath: IndexPath, animation: UITableViewRowAnimation, position: UITableViewScrollPosition) {
        tableView.scrollToRow(at: indexPath, at: position, animated: animation != .none)
    }

    func styles() -> (UITableViewStyle, UITableViewCellAccessoryType, UITableViewCellSelectionStyle, UITableViewCellSeparatorStyle) {
        (.grouped, .checkmark, .none, .singleLine)
    }

    func items() -> (UIBarButtonItemStyle, UIBarButtonSystemItem, UIAlertControllerStyle, UIAlertActionStyle) {
        (.done, .add, .actionSheet, .cancel)
    }
}
