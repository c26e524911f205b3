import UIKit

class AddBookViewController: UIViewController {
    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var authorField: UITextField!
    @IBOutlet weak var saveButton: UIButton!

    var book: Book?

    @IBAction func fieldsChanged(_ sender: UITextField) {
        saveButton.isEnabled = !(titleField.text ?? "").isEmpty && !(authorField.text ?? "").isEmpty
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        book = Book(title: titleField.text ?? "", author: authorField.text ?? "")
    }
}
