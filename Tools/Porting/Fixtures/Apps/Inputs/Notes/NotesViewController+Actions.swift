import UIKit

// MARK: - Actions

extension NotesViewController {
    @IBAction func compose(_ sender: UIBarButtonItem) {
        let editor = NoteEditorViewController()
        editor.delegate = self
        navigationController?.pushViewController(editor, animated: true)
    }
}
