import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UITextField`: defaults, first responder, and the order of delegate calls and editing events.
@MainActor
@Suite struct TextFieldTests {
    /// Records every delegate call; the answers are configurable.
    final class RecordingDelegate: TextFieldDelegate {
        var calls: [String] = []
        var allowsBegin = true
        var allowsEnd = true
        var allowsReturn = true
        var allowsClear = true
        var rejects: Set<String> = []

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            calls.append("shouldBegin")
            return allowsBegin
        }
        func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
            calls.append("shouldEnd")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
            calls.append("didEnd(\(reason))")
        }
        func textField(
            _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        )
            -> Bool
        {
            calls.append("shouldChange(\(range.location),\(range.length),\(string))")
            return !rejects.contains(string)
        }
        func textFieldDidChangeSelection(_ textField: TextField) { calls.append("didChangeSelection") }
        func textFieldShouldClear(_ textField: TextField) -> Bool {
            calls.append("shouldClear")
            return allowsClear
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            calls.append("shouldReturn")
            return allowsReturn
        }
    }

    /// A field in a root view, with a delegate, whose editing events are logged into the
    /// delegate's calls, so one array shows the interleaving.
    func makeField() -> (TextField, RecordingDelegate, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        root.addSubview(field)
        let delegate = RecordingDelegate()
        field.delegate = delegate
        let events: [(Control.Event, String)] = [
            (.editingDidBegin, ".editingDidBegin"), (.editingChanged, ".editingChanged"),
            (.editingDidEnd, ".editingDidEnd"), (.editingDidEndOnExit, ".editingDidEndOnExit"),
        ]
        for (event, name) in events {
            field.addAction(Action { _ in delegate.calls.append(name) }, for: event)
        }
        return (field, delegate, root)
    }

    @Test func defaultsAreUIKits() {
        let field = TextField(frame: .zero)
        expectEqual(field.text, "")
        field.text = nil
        expectEqual(field.text, "")
        expectEqual(field.placeholder, nil)
        expectEqual(field.font, Font.systemFont(ofSize: 17))
        expectEqual(field.textColor, Color.label)
        expectEqual(field.textAlignment, .natural)
        expectEqual(field.borderStyle, .none)
        expectEqual(field.clearButtonMode, .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(!field.isSecureTextEntry && field.textContentType == nil)
        #expect(!field.clearsOnBeginEditing && !field.isEditing && field.delegate == nil)
        #expect(field.canBecomeFirstResponder)
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
        #expect(KeyboardType.emailAddress.rawValue == 7 && ReturnKeyType.done.rawValue == 9)
        expectEqual(TextContentType.emailAddress.rawValue, "email")
    }

    @Test func attributedTextMirrorsText() {
        let field = TextField(frame: .zero)
        field.attributedText = NSAttributedString(string: "Hello")
        expectEqual(field.text, "Hello")
        field.text = "Bye"
        expectEqual(field.attributedText?.string, "Bye")
    }

    @Test func beginningAndEndingEditingCallTheDelegateAndSendEventsInOrder() {
        let (field, delegate, _) = makeField()
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        expectEqual(delegate.calls, ["shouldBegin", ".editingDidBegin", "didBegin"])
        delegate.calls.removeAll()
        #expect(field.becomeFirstResponder())
        expectEqual(delegate.calls, [])
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        expectEqual(delegate.calls, ["shouldEnd", ".editingDidEnd", "didEnd(committed)"])
    }

    @Test func theDelegateCanRefuseToBeginOrEnd() {
        let (field, delegate, _) = makeField()
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        expectEqual(delegate.calls, ["shouldBegin"])
        delegate.allowsBegin = true
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        delegate.calls.removeAll()
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        expectEqual(delegate.calls, ["shouldEnd"])
    }

    @Test func aDisabledFieldCannotBeginEditing() {
        let (field, delegate, _) = makeField()
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        expectEqual(delegate.calls, [])
    }

    @Test func clearsOnBeginEditingEmptiesTheText() {
        let (field, _, _) = makeField()
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        expectEqual(field.text, "")
    }

    @Test func anotherFieldTakesOverFirstResponder() {
        let (first, firstDelegate, root) = makeField()
        let second = TextField(frame: .zero)
        root.addSubview(second)
        first.becomeFirstResponder()
        firstDelegate.calls.removeAll()
        #expect(second.becomeFirstResponder())
        expectEqual(firstDelegate.calls, ["shouldEnd", ".editingDidEnd", "didEnd(committed)"])
        #expect(second.isFirstResponder && !first.isFirstResponder)
        // The first refuses to end: the second cannot take over.
        first.becomeFirstResponder()
        firstDelegate.allowsEnd = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
    }

    @Test func separateViewTreesHaveSeparateFirstResponders() {
        let (first, _, _) = makeField()
        let (second, _, _) = makeField()
        first.becomeFirstResponder()
        second.becomeFirstResponder()
        #expect(first.isFirstResponder && second.isFirstResponder)
    }

    @Test func endEditingAsksUnlessForced() {
        let (field, delegate, root) = makeField()
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        delegate.calls.removeAll()
        #expect(!root.endEditing(false))
        #expect(field.isEditing)
        expectEqual(delegate.calls, ["shouldEnd"])
        delegate.calls.removeAll()
        #expect(root.endEditing(true))
        #expect(!field.isFirstResponder && !field.isEditing)
        expectEqual(delegate.calls, [".editingDidEnd", "didEnd(committed)"])
        #expect(root.endEditing(false))
    }

    @Test func endEditingOnAnUnrelatedViewLeavesTheFirstResponder() {
        let (field, _, root) = makeField()
        let sibling = View(frame: .zero)
        root.addSubview(sibling)
        field.becomeFirstResponder()
        #expect(sibling.endEditing(true))
        #expect(field.isFirstResponder)
    }

    @Test func plainViewsCannotBecomeFirstResponder() {
        let view = View(frame: .zero)
        #expect(!view.canBecomeFirstResponder && view.canResignFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.resignFirstResponder())
    }

    @Test func settingTextInCodeSendsNothing() {
        let (field, delegate, _) = makeField()
        field.becomeFirstResponder()
        delegate.calls.removeAll()
        field.text = "typed in code"
        expectEqual(delegate.calls, [])
    }
}
