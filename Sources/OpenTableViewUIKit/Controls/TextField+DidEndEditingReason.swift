import Foundation

extension TextField {
    /// Why a text field stopped editing, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        /// The text field resigned first responder: the edit is complete.
        case committed = 0
    }
}
