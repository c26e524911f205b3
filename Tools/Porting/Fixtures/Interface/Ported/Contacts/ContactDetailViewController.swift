import OpenTableViewShim

class ContactDetailViewController: UIViewController {
	var photoView: UIImageView!
	var nameLabel: UILabel!

	var contact: Contact?
	private(set) var dialedNumbers: [String] = []

	override func viewDidLoad() {
		super.viewDidLoad()
		nameLabel.text = contact?.name
	}

	func call(_ sender: UIButton) {
		if let phone = contact?.phone {
			dialedNumbers.append(phone)
		}
	}
}
