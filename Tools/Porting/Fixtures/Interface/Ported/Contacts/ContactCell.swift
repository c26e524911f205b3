import OpenTableViewShim

class ContactCell: UITableViewCell {
	var avatarView: UIImageView!
	var nameLabel: UILabel!
	var phoneLabel: UILabel!

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
