import UIKit

class ContactCell: UITableViewCell {
	@IBOutlet weak var avatarView: UIImageView!
	@IBOutlet weak var nameLabel: UILabel!
	@IBOutlet weak var phoneLabel: UILabel!

	override func awakeFromNib() {
		super.awakeFromNib()
		avatarView.layer.cornerRadius = 20
		avatarView.clipsToBounds = true
	}

	func configure(with contact: Contact) {
		nameLabel.text = contact.name
		phoneLabel.text = contact.phone
	}
}
