import UIKit

class ContactDetailViewController: UIViewController {
	@IBOutlet weak var photoView: UIImageView!
	@IBOutlet weak var nameLabel: UILabel!

	var contact: Contact?
	private(set) var dialedNumbers: [String] = []

	override func viewDidLoad() {
		super.viewDidLoad()
		nameLabel.text = contact?.name
	}

	@IBAction func call(_ sender: UIButton) {
		if let phone = contact?.phone {
			dialedNumbers.append(phone)
		}
	}
}
