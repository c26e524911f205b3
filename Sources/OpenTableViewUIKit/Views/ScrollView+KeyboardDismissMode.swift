extension ScrollView {
    /// How dragging would dismiss the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`,
    /// with UIKit's raw values. Present for source compatibility: there is no keyboard headless.
    public enum KeyboardDismissMode: Int, Sendable, Hashable {
        /// Dragging leaves the keyboard alone. UIKit's default.
        case none = 0
        /// The keyboard goes away when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag and can be pushed off screen.
        case interactive = 2
        /// As ``onDrag``, including the input accessory view.
        case onDragWithAccessory = 3
        /// As ``interactive``, including the input accessory view.
        case interactiveWithAccessory = 4
    }
}
