import UIKit

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
        textField.addTarget(self, action: #selector(textChanged), for: UIControl.Event.editingChanged)
        view.addSubview(textField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save(_:)))
    }

    @objc private func textChanged() {
        edits += 1
    }

    @IBAction func save(_ sender: Any?) {
        delegate?.noteEditor(self, didSave: textField.text ?? "")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save(textField)
        return true
    }
}
