#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the photo picker. `Tests/CompatibilityTests/APICoverage+ImagePicker.swift`
    // references every one of them.

    /// UIKit's `UIImagePickerController`: OpenTableView's ``ImagePickerController``.
    public typealias UIImagePickerController = ImagePickerController
    /// UIKit's `UIImagePickerControllerDelegate`: OpenTableView's ``ImagePickerControllerDelegate``.
    public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
#endif
