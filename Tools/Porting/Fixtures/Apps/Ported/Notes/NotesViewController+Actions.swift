import OpenTableViewShim

// MARK: - Actions

extension NotesViewController {
    func compose(_ sender: UIBarButtonItem) {
        let editor = NoteEditorViewController()
        editor.delegate = self
        navigationController?.pushViewController(editor, animated: true)
    }
}
