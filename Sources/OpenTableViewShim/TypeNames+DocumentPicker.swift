#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the Files picker. `UTType` comes from the `UniformTypeIdentifiers` module,
    // which the shim re-exports (`Shim.swift`).
    // `Tests/CompatibilityTests/APICoverage+DocumentPicker.swift` references every one of them.

    /// UIKit's `UIDocumentPickerViewController`: OpenTableView's ``DocumentPickerViewController``.
    @available(macOS 11.0, *)
    public typealias UIDocumentPickerViewController = DocumentPickerViewController
    /// UIKit's `UIDocumentPickerDelegate`: OpenTableView's ``DocumentPickerDelegate``.
    @available(macOS 11.0, *)
    public typealias UIDocumentPickerDelegate = DocumentPickerDelegate
#endif
