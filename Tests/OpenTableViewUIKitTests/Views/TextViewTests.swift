import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UITextView`: defaults, first responder, the order of delegate calls and notifications, typing,
/// and sizing to its text when it does not scroll. Apple's pages: "UITextView", "font" ("The
/// default value of this property is the body style of the system font"), "textContainerInset"
/// ("By default the value of this property is (8, 0, 8, 0)"), "textViewDidChange(_:)" ("not
/// called in response to programmatically initiated changes").
@MainActor
@Suite struct TextViewTests {
    /// Records every delegate call and notification in one list.
    final class RecordingDelegate: TextViewDelegate {
        var calls: [String] = []
        var allowsBegin = true
        var allowsEnd = true
        var rejects: Set<String> = []

        func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
            calls.append("shouldBegin")
            return allowsBegin
        }
        func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: TextView) -> Bool {
            calls.append("shouldEnd")
            return allowsEnd
        }
        func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
        func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange(\(range.location),\(range.length),\(text))")
            return !rejects.contains(text)
        }
        func textViewDidChange(_ textView: TextView) { calls.append("didChange(\(textView.text ?? ""))") }
        func textViewDidChangeSelection(_ textView: TextView) {
            calls.append("didChangeSelection(\(textView.selectedRange.location))")
        }
    }

    /// A text view in a root view, its delegate, and observers that log the notifications.
    func makeTextView() -> (TextView, RecordingDelegate, View, [NSObjectProtocol]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(textView)
        let delegate = RecordingDelegate()
        textView.delegate = delegate
        let names: [(Notification.Name, String)] = [
            (TextView.textDidBeginEditingNotification, "beginNotification"),
            (TextView.textDidChangeNotification, "changeNotification"),
            (TextView.textDidEndEditingNotification, "endNotification"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { _ in
                MainActor.assumeIsolated { delegate.calls.append(label) }
            }
        }
        return (textView, delegate, root, observers)
    }

    @Test func defaultsAreUIKits() {
        let textView = TextView(frame: .zero)
        expectEqual(textView.text, "")
        textView.text = nil
        expectEqual(textView.text, "")
        expectEqual(textView.font, Font.preferredFont(forTextStyle: .body))
        expectEqual(textView.textColor, nil)
        expectEqual(textView.textContainerInset, EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        expectEqual(textView.textAlignment, .natural)
        #expect(textView.autocapitalizationType == .sentences && textView.keyboardType == .default)
        #expect(textView.canBecomeFirstResponder)
        textView.isEditable = false
        #expect(!textView.canBecomeFirstResponder)
    }

    @Test func typingAsksTheDelegateThenChangesTheTextAndNotifies() {
        let (textView, delegate, root, observers) = makeTextView()
        defer { withExtendedLifetime(root) {} }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        delegate.rejects = ["!"]
        expectEqual(textView.simulate.typing("Hi!"), "Hi")
        expectEqual(
            delegate.calls,
            [
                "shouldBegin", "didBegin", "beginNotification",
                "shouldChange(0,0,H)", "didChangeSelection(1)", "didChange(H)", "changeNotification",
                "shouldChange(1,0,i)", "didChangeSelection(2)", "didChange(Hi)", "changeNotification",
                "shouldChange(2,0,!)",
            ])
        #expect(textView.isFirstResponder)
        expectEqual(textView.selectedRange, NSRange(location: 2, length: 0))

        delegate.calls = []
        #expect(textView.simulate.endEditing())
        expectEqual(delegate.calls, ["shouldEnd", "didEnd", "endNotification"])
        #expect(!textView.isFirstResponder)
    }

    @Test func typingReplacesTheSelection() {
        let (textView, delegate, root, observers) = makeTextView()
        defer { withExtendedLifetime(root) {} }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        textView.text = "Buy milk"
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 4, length: 4)
        delegate.calls = []
        expectEqual(textView.simulate.typing("tea"), "Buy tea")
        expectEqual(delegate.calls.first, "shouldChange(4,4,t)")
        #expect(delegate.calls.contains("shouldChange(5,0,e)"))
    }

    @Test func codeChangesCallNoDelegateMethod() {
        let (textView, delegate, root, observers) = makeTextView()
        defer { withExtendedLifetime(root) {} }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        textView.text = "Notes"
        textView.attributedText = NSAttributedString(string: "More notes")
        expectEqual(textView.text, "More notes")
        expectEqual(textView.selectedRange, NSRange(location: 10, length: 0))
        #expect(delegate.calls.isEmpty)
    }

    @Test func theDelegateCanRefuseToBeginOrEnd() {
        let (textView, delegate, root, observers) = makeTextView()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        delegate.allowsBegin = false
        expectEqual(textView.simulate.typing("x"), "")
        expectEqual(delegate.calls, ["shouldBegin"])
        #expect(!textView.isFirstResponder)

        delegate.allowsBegin = true
        delegate.allowsEnd = false
        textView.becomeFirstResponder()
        delegate.calls = []
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder && delegate.calls == ["shouldEnd"])
        // `endEditing(true)` forces it: the delegate is not asked.
        delegate.calls = []
        #expect(root.endEditing(true))
        expectEqual(delegate.calls, ["didEnd", "endNotification"])
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsText() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let font = Font.preferredFont(forTextStyle: .body)
        let oneLine = font.lineHeight.rounded(.up)
        // Empty: one line, plus the 8-point top and bottom insets.
        expectEqual(textView.sizeThatFits(CGSize(width: 200, height: 0)), CGSize(width: 200, height: oneLine + 16))
        // While it scrolls it has no intrinsic size.
        expectEqual(
            textView.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        textView.isScrollEnabled = false
        textView.text = "A long note that wraps onto more than one line in a narrow text view"
        // The text wraps to the width less the 5-point line fragment padding on each side.
        let wrapped = TextMeasurement.size(of: textView.text, font: font, numberOfLines: 0, width: 190)
        #expect(wrapped.height > oneLine)
        expectEqual(textView.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: wrapped.height + 16))
        textView.textContainerInset = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let narrower = TextMeasurement.size(of: textView.text, font: font, numberOfLines: 0, width: 170)
        expectEqual(textView.intrinsicContentSize.height, narrower.height + 8)
    }

    @Test func aScrollingTextViewsContentSizeIsItsText() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        textView.text = Array(repeating: "line", count: 12).joined(separator: "\n")
        textView.layoutIfNeeded()
        let font = Font.preferredFont(forTextStyle: .body)
        let text = TextMeasurement.size(of: textView.text, font: font, numberOfLines: 0, width: 190)
        expectEqual(textView.contentSize, CGSize(width: 200, height: text.height + 16))
    }
}
