import XCTest
@testable import PortedApps

final class NotesTests: XCTestCase {
    @MainActor
    func testSavingAnEditorAddsTheNote() {
        let notes = NotesViewController()
        let editor = NoteEditorViewController()
        editor.delegate = notes
        editor.loadViewIfNeeded()
        editor.textField.text = "Milk"
        editor.textField.sendActions(for: .editingChanged)
        _ = editor.textFieldShouldReturn(editor.textField)
        XCTAssertEqual(notes.notes, ["Milk"])
        XCTAssertEqual(editor.edits, 1)
    }

    @MainActor
    func testTheSaveItemIsASystemItem() {
        let editor = NoteEditorViewController()
        editor.loadViewIfNeeded()
        let item: UIBarButtonItem? = editor.navigationItem.rightBarButtonItem
        XCTAssertNotNil(item?.primaryAction)
        XCTAssertNil(item?.action)
    }
}
