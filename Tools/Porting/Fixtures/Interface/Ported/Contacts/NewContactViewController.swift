import OpenTableViewShim

class NewContactViewController: UIViewController {
	var nameField: UITextField!
	var phoneField: UITextField!

	var contact: Contact?

	override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
		return !(nameField.text ?? "").isEmpty
	}

	override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
		contact = Contact(name: nameField.text ?? "", phone: phoneField.text ?? "")
	}
}
