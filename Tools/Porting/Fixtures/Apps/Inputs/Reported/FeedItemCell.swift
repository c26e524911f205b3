import UIKit

final class FeedItemCell: UITableViewCell {
    static let reuseIdentifier = "FeedItemCell"

    @IBOutlet private(set) weak var titleLabel: UILabel!

    static func nib() -> UINib {
        return UINib(nibName: String(describing: self), bundle: nil)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.numberOfLines = 0
    }
}
