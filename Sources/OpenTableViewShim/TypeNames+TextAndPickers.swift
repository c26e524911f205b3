#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's text view, pickers and spell checker. Each is a typealias, so
    // nested names resolve as in UIKit (`UIDatePicker.Mode`).
    // `Tests/CompatibilityTests/APICoverage+TextAndPickers.swift` references every one of them.

    /// UIKit's `UITextView`: OpenTableView's ``TextView``.
    public typealias UITextView = TextView
    /// UIKit's `UITextViewDelegate`: OpenTableView's ``TextViewDelegate``.
    public typealias UITextViewDelegate = TextViewDelegate
    /// UIKit's `UIPickerView`: OpenTableView's ``PickerView``.
    public typealias UIPickerView = PickerView
    /// UIKit's `UIPickerViewDataSource`: OpenTableView's ``PickerViewDataSource``.
    public typealias UIPickerViewDataSource = PickerViewDataSource
    /// UIKit's `UIPickerViewDelegate`: OpenTableView's ``PickerViewDelegate``.
    public typealias UIPickerViewDelegate = PickerViewDelegate
    /// UIKit's `UIDatePicker`: OpenTableView's ``DatePicker`` (`UIDatePicker.Mode`).
    public typealias UIDatePicker = DatePicker
    /// UIKit's `UIDatePickerStyle`: OpenTableView's ``DatePicker/Style``.
    public typealias UIDatePickerStyle = DatePicker.Style
    /// UIKit's `UITextChecker`: OpenTableView's ``TextChecker``.
    public typealias UITextChecker = TextChecker
#endif
