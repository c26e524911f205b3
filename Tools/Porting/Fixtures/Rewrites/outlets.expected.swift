final class StoryboardViewController: UIViewController {
    // otv-port: was an @IBOutlet: create this view in code
    var tableView: UITableView!
    /// The header.
    // otv-port: was an @IBOutlet: create this view in code
    private var headerLabel: UILabel!
    // otv-port: was an @IBOutlet: create this view in code
    var buttons: [UIButton]!
    var cornerRadius: CGFloat = 8
}

final class RoundedView: UIView {}

final class TabbedCell: UITableViewCell {
	// otv-port: was an @IBOutlet: create this view in code
	var badge: UILabel!
}
