import UIKit

class NewContactViewController: UIViewController {
	@IBOutlet private weak var nameField: UITextField!
	@IBOutlet private weak var phoneField: UITextField!

	var contact: Contact?

	override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
		return !(nameField.text ?? "").isEmpty
	}

	override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
		contact = Contact(name: nameField.text ?? "", phone: phoneField.text ?? "")
	}
}
