import Foundation

extension Control {
    /// The events a control reports, as UIKit's `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates events from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, a segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen from the control's menu (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The Return key ended a text field's editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
