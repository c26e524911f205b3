import Foundation

extension Button {
    /// The kind of a button, as UIKit's `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Sendable, Hashable {
        /// No system look; the type of `UIButton(frame:)`.
        case custom = 0
        /// The system look: a tinted title.
        case system = 1
        /// A detail-disclosure (i in a circle) button.
        case detailDisclosure = 2
        /// An information button, light.
        case infoLight = 3
        /// An information button, dark.
        case infoDark = 4
        /// A contact-add (plus in a circle) button.
        case contactAdd = 5
        /// A plain button without a background (iOS 15).
        case plain = 6
        /// A close (X) button (iOS 13).
        case close = 7

        /// The former name of ``system``.
        public static let roundedRect = ButtonType.system
    }
}
