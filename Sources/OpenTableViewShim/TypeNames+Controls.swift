#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's controls, actions, menus and bar button items. Each is a
    // typealias, so nested names resolve as in UIKit (`UIControl.Event`, `UIAction.Identifier`,
    // `UIBarButtonItem.SystemItem`, `UITextField.ViewMode`, …).
    // `Tests/CompatibilityTests/APICoverage+Controls.swift` references every one of them.

    // `Selector` needs no alias: OpenTableView's ``Selector`` has the Objective-C runtime's name.
    /// UIKit's `UIControl`: OpenTableView's ``Control``.
    public typealias UIControl = Control
    /// UIKit's `UIAction`: OpenTableView's ``Action``.
    public typealias UIAction = Action
    /// UIKit's `UIActionHandler`: OpenTableView's ``ActionHandler``.
    public typealias UIActionHandler = ActionHandler
    /// UIKit's `UIMenu`: OpenTableView's ``Menu``.
    public typealias UIMenu = Menu
    /// UIKit's `UIMenuElement`: OpenTableView's ``MenuElement``.
    public typealias UIMenuElement = MenuElement
    /// UIKit's `UIBarItem`: OpenTableView's ``BarItem``.
    public typealias UIBarItem = BarItem
    /// UIKit's `UIBarButtonItem`: OpenTableView's ``BarButtonItem``.
    public typealias UIBarButtonItem = BarButtonItem
    /// UIKit's `UITextField`: OpenTableView's ``TextField``.
    public typealias UITextField = TextField
    /// UIKit's `UITextFieldDelegate`: OpenTableView's ``TextFieldDelegate``.
    public typealias UITextFieldDelegate = TextFieldDelegate
    /// UIKit's `UIKeyboardType`: OpenTableView's ``KeyboardType``.
    public typealias UIKeyboardType = KeyboardType
    /// UIKit's `UIReturnKeyType`: OpenTableView's ``ReturnKeyType``.
    public typealias UIReturnKeyType = ReturnKeyType
    /// UIKit's `UITextAutocapitalizationType`: OpenTableView's ``TextAutocapitalizationType``.
    public typealias UITextAutocapitalizationType = TextAutocapitalizationType
    /// UIKit's `UITextAutocorrectionType`: OpenTableView's ``TextAutocorrectionType``.
    public typealias UITextAutocorrectionType = TextAutocorrectionType
    /// UIKit's `UITextContentType`: OpenTableView's ``TextContentType``.
    public typealias UITextContentType = TextContentType
    /// UIKit's `UISwitch`: OpenTableView's ``Switch``.
    public typealias UISwitch = Switch
    /// UIKit's `UISlider`: OpenTableView's ``Slider``.
    public typealias UISlider = Slider
    /// UIKit's `UIStepper`: OpenTableView's ``Stepper``.
    public typealias UIStepper = Stepper
    /// UIKit's `UISegmentedControl`: OpenTableView's ``SegmentedControl``.
    public typealias UISegmentedControl = SegmentedControl
    /// UIKit's `UIButton`: OpenTableView's ``Button`` (`UIButton.ButtonType`, `UIButton.Configuration`).
    public typealias UIButton = Button
    /// UIKit's `UIActivityIndicatorView`: OpenTableView's ``ActivityIndicatorView``.
    public typealias UIActivityIndicatorView = ActivityIndicatorView
    /// UIKit's `UIContextMenuConfiguration`: OpenTableView's ``ContextMenuConfiguration``.
    public typealias UIContextMenuConfiguration = ContextMenuConfiguration
    /// UIKit's `UIContextMenuContentPreviewProvider`: OpenTableView's ``ContextMenuContentPreviewProvider``.
    public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
    /// UIKit's `UIContextMenuActionProvider`: OpenTableView's ``ContextMenuActionProvider``.
    public typealias UIContextMenuActionProvider = ContextMenuActionProvider
    /// UIKit's `UIContextMenuInteractionAnimating`: OpenTableView's ``ContextMenuInteractionAnimating``.
    public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
    /// UIKit's `UIContextMenuInteractionCommitAnimating`: OpenTableView's
    /// ``ContextMenuInteractionCommitAnimating``.
    public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
    /// UIKit's `UIContextMenuInteractionCommitStyle`: OpenTableView's ``ContextMenuInteractionCommitStyle``.
    public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
    /// UIKit's `UITargetedPreview`: OpenTableView's ``TargetedPreview``.
    public typealias UITargetedPreview = TargetedPreview
    /// UIKit's `UIPreviewParameters`: OpenTableView's ``PreviewParameters``.
    public typealias UIPreviewParameters = PreviewParameters
#endif
