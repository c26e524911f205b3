import Foundation

extension Control {
    /// The state of a control, as UIKit's `UIControl.State`, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a state from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: the empty set.
        public static let normal = State([])
        /// A touch is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (focus engines; never set headless).
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
