import OpenTableViewShim

protocol NoteEditorDelegate: AnyObject {
    func noteEditor(_ editor: NoteEditorViewController, didSave text: String)
}

final class NoteEditorViewController: UIViewController, UITextFieldDelegate {
    weak var delegate: NoteEditorDelegate?
    let textField = UITextField()
    private(set) var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textField.delegate = self
        textField.addAction(UIAction(identifier: UIAction.Identifier("NoteEditorViewController.textChanged")) { [unowned self] _ in self.textChanged() }, for: UIControl.Event.editingChanged)
        view.addSubview(textField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [unowned self] action in self.save(action.sender) })
    }

    private func textChanged() {
        edits += 1
    }

    func save(_ sender: Any?) {
        delegate?.noteEditor(self, didSave: textField.text ?? "")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save(textField)
        return true
    }
}
