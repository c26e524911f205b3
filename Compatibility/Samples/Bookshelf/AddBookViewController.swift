import OpenTableViewShim

class AddBookViewController: UIViewController {
    var titleField: UITextField!
    var authorField: UITextField!
    var saveButton: UIButton!

    var book: Book?

    func fieldsChanged(_ sender: UITextField) {
        saveButton.isEnabled = !(titleField.text ?? "").isEmpty && !(authorField.text ?? "").isEmpty
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        book = Book(title: titleField.text ?? "", author: authorField.text ?? "")
    }
}
