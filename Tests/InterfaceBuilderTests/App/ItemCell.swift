import OpenTableViewShim

/// The prototype cell of the list, with two labels laid out by constraints in the storyboard.
final class ItemCell: UITableViewCell {
    var titleLabel: UILabel!
    var countLabel: UILabel!
    private(set) var reuseIdentifierInInit: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifierInInit = reuseIdentifier
        LoadingLog.record("ItemCell.init(coder:)")
    }

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        // Outlets are connected when awakeFromNib runs (Apple, "awakeFromNib()").
        LoadingLog.record("ItemCell.awakeFromNib titleLabel=\(titleLabel != nil)")
        titleLabel.font = .preferredFont(forTextStyle: .headline)
    }
}
