final class StoryboardViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    /// The header.
    @IBOutlet private weak var headerLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    @IBInspectable var cornerRadius: CGFloat = 8
}

@IBDesignable
final class RoundedView: UIView {}

final class TabbedCell: UITableViewCell {
	@IBOutlet weak var badge: UILabel!
}
