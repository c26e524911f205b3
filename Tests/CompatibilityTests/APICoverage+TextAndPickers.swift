// Compile-time proof of Compatibility/API.md's "UITextView and UITextViewDelegate",
// "UIPickerView, UIPickerViewDataSource and UIPickerViewDelegate" and "UIDatePicker" sections:
// every member marked "yes" or "partial" is referenced once, in UIKit's spelling through the shim,
// after its "// API: <row>" marker. The functions are never called: compiling them is the test
// (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageTextAndPickers {
        /// A notes editor's delegate, as apps write it.
        final class NotesEditor: NSObject, UITextViewDelegate {
            // API: UITextViewDelegate.textViewShouldBeginEditing(_:)
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
            // API: UITextViewDelegate.textViewDidBeginEditing(_:)
            func textViewDidBeginEditing(_ textView: UITextView) {}
            // API: UITextViewDelegate.textViewShouldEndEditing(_:)
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
            // API: UITextViewDelegate.textViewDidEndEditing(_:)
            func textViewDidEndEditing(_ textView: UITextView) {}
            // API: UITextViewDelegate.textView(_:shouldChangeTextIn:replacementText:)
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            { text != "\t" }
            // API: UITextViewDelegate.textViewDidChange(_:)
            func textViewDidChange(_ textView: UITextView) {}
            // API: UITextViewDelegate.textViewDidChangeSelection(_:)
            func textViewDidChangeSelection(_ textView: UITextView) {}
        }

        static func textView(editor: NotesEditor) {
            // API: UITextView
            let _: UITextView.Type = TextView.self
            // API: UITextView.init(frame:)
            let textView = UITextView(frame: .zero)
            // API: UITextView.text
            textView.text = "Notes"
            // API: UITextView.attributedText
            textView.attributedText = NSAttributedString(string: "Notes")
            // API: UITextView.font
            textView.font = UIFont.preferredFont(forTextStyle: .body)
            // API: UITextView.textColor
            textView.textColor = .label
            // API: UITextView.textAlignment
            textView.textAlignment = .natural
            // API: UITextView.isEditable
            textView.isEditable = true
            // API: UITextView.isSelectable
            textView.isSelectable = true
            // API: UITextView.selectedRange
            textView.selectedRange = NSRange(location: 0, length: 0)
            // API: UITextView.textContainerInset
            textView.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
            // API: UITextView.delegate
            textView.delegate = editor
            // API: UITextView.keyboardType
            textView.keyboardType = .default
            // API: UITextView.autocapitalizationType
            textView.autocapitalizationType = .sentences
            // API: UITextView.sizeThatFits(_:)
            _ = textView.sizeThatFits(CGSize(width: 320, height: 0))
            // API: UITextView.intrinsicContentSize
            _ = textView.intrinsicContentSize
            // API: UITextView.textDidBeginEditingNotification
            let _: Notification.Name = UITextView.textDidBeginEditingNotification
            // API: UITextView.textDidChangeNotification
            let _: Notification.Name = UITextView.textDidChangeNotification
            // API: UITextView.textDidEndEditingNotification
            let _: Notification.Name = UITextView.textDidEndEditingNotification
        }

        /// A size picker's data source and delegate, as apps write them.
        final class SizePicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            // API: UIPickerViewDataSource.numberOfComponents(in:)
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            // API: UIPickerViewDataSource.pickerView(_:numberOfRowsInComponent:)
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            // API: UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                ["S", "M", "L"][row]
            }
            // API: UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:)
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
                -> NSAttributedString?
            { nil }
            // API: UIPickerViewDelegate.pickerView(_:viewForRow:forComponent:reusing:)
            func pickerView(
                _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
            ) -> UIView { view ?? UILabel() }
            // API: UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
            // API: UIPickerViewDelegate.pickerView(_:widthForComponent:)
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
            // API: UIPickerViewDelegate.pickerView(_:rowHeightForComponent:)
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
        }

        static func pickerView(sizes: SizePicker) {
            // API: UIPickerView
            let picker = UIPickerView(frame: .zero)
            // API: UIPickerView.dataSource
            picker.dataSource = sizes
            // API: UIPickerView.delegate
            picker.delegate = sizes
            // API: UIPickerView.numberOfComponents
            let _: Int = picker.numberOfComponents
            // API: UIPickerView.numberOfRows(inComponent:)
            let _: Int = picker.numberOfRows(inComponent: 0)
            // API: UIPickerView.selectRow(_:inComponent:animated:)
            picker.selectRow(1, inComponent: 0, animated: true)
            // API: UIPickerView.selectedRow(inComponent:)
            let _: Int = picker.selectedRow(inComponent: 0)
            // API: UIPickerView.reloadAllComponents()
            picker.reloadAllComponents()
            // API: UIPickerView.reloadComponent(_:)
            picker.reloadComponent(0)
            // API: UIPickerView.rowSize(forComponent:)
            let _: CGSize = picker.rowSize(forComponent: 0)
            // API: UIPickerView.view(forRow:forComponent:)
            let _: UIView? = picker.view(forRow: 0, forComponent: 0)
        }

        static func datePicker() {
            // API: UIDatePicker
            let _: UIDatePicker.Type = DatePicker.self
            // API: UIDatePicker.init(frame:)
            let picker = UIDatePicker(frame: .zero)
            // API: UIDatePicker.date
            picker.date = Date()
            // API: UIDatePicker.setDate(_:animated:)
            picker.setDate(Date(), animated: true)
            // API: UIDatePicker.datePickerMode
            picker.datePickerMode = .date
            // API: UIDatePicker.Mode
            let _: UIDatePicker.Mode = .time
            // API: UIDatePicker.preferredDatePickerStyle
            picker.preferredDatePickerStyle = .wheels
            // API: UIDatePicker.datePickerStyle
            let _: UIDatePickerStyle = picker.datePickerStyle
            // API: UIDatePickerStyle
            let _: UIDatePickerStyle = .inline
            // API: UIDatePicker.minimumDate
            picker.minimumDate = Date()
            // API: UIDatePicker.maximumDate
            picker.maximumDate = nil
            // API: UIDatePicker.minuteInterval
            picker.minuteInterval = 15
            // API: UIDatePicker.roundsToMinuteInterval
            picker.roundsToMinuteInterval = true
            // API: UIDatePicker.countDownDuration
            picker.countDownDuration = 60
            // API: UIDatePicker.locale
            picker.locale = Locale(identifier: "en_US")
            // API: UIDatePicker.calendar
            picker.calendar = Calendar(identifier: .gregorian)
            // API: UIDatePicker.timeZone
            picker.timeZone = TimeZone(identifier: "UTC")
        }

        /// The check a word game makes, as apps write it.
        static func textChecker(word: String) {
            // API: UITextChecker
            let checker = UITextChecker()
            let range = NSRange(location: 0, length: word.utf16.count)
            // API: UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)
            let misspelled = checker.rangeOfMisspelledWord(
                in: word, range: range, startingAt: 0, wrap: false, language: "en")
            _ = misspelled.location == NSNotFound
            // API: UITextChecker.guesses(forWordRange:in:language:)
            let _: [String]? = checker.guesses(forWordRange: range, in: word, language: "en_US")
            // API: UITextChecker.completions(forPartialWordRange:in:language:)
            let _: [String]? = checker.completions(forPartialWordRange: range, in: word, language: "en_US")
            // API: UITextChecker.learnWord(_:)
            UITextChecker.learnWord("OpenTableView")
            // API: UITextChecker.hasLearnedWord(_:)
            let _: Bool = UITextChecker.hasLearnedWord("OpenTableView")
            // API: UITextChecker.unlearnWord(_:)
            UITextChecker.unlearnWord("OpenTableView")
            // API: UITextChecker.ignoreWord(_:)
            checker.ignoreWord("Gruffalo")
            // API: UITextChecker.ignoredWords
            let _: [String]? = checker.ignoredWords
            // API: UITextChecker.availableLanguages
            let _: [String] = UITextChecker.availableLanguages
        }
    }
#endif
