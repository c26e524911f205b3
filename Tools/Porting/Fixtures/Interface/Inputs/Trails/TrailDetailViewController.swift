import UIKit

class TrailDetailViewController: UIViewController {
	@IBOutlet weak var nameLabel: UILabel!
	@IBOutlet weak var lengthLabel: UILabel!

	var trail: Trail?
	var opensMap = false

	override func viewDidLoad() {
		super.viewDidLoad()
		navigationItem.title = trail?.region
		nameLabel.text = trail?.name
		lengthLabel.text = trail?.formattedLength
	}
}
