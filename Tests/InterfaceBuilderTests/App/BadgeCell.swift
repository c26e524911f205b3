import OpenTableViewShim

/// A cell designed in its own xib and registered with `UINib`, as apps register cell nibs.
final class BadgeCell: UITableViewCell {
    var badgeLabel: UILabel!
    private(set) var awokenWithBadge = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awokenWithBadge = badgeLabel != nil
        LoadingLog.record("BadgeCell.awakeFromNib")
    }
}

/// A view controller whose view lives in a xib of the same name, loaded through
/// `init(nibName:bundle:)` and its File's Owner outlets.
final class MemberProfileViewController: UIViewController {
    var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        LoadingLog.record("MemberProfileViewController.viewDidLoad nameLabel=\(nameLabel != nil)")
    }
}
