import Foundation

/// An on/off switch, standing in for UIKit's `UISwitch`.
///
/// Setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing, as UIKit documents ("setting
/// the switch to either position doesn't result in an action message being sent"); the user's
/// toggle, simulated by `simulate.toggle()`, does. A switch is always 51×31 points, its size on
/// iOS: a frame of another size is replaced by that size, as UIKit does.
@preconcurrency @MainActor
open class Switch: Control {
    /// The size of every switch, 51×31 points.
    package static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Default `false`. Setting it sends no action.
    open var isOn = false
    /// The color of the track when on, or `nil` for the system green. Recorded only.
    open var onTintColor: Color?
    /// The color of the thumb, or `nil` for white. Recorded only.
    open var thumbTintColor: Color?

    /// Creates a switch at `frame`'s origin, 51×31 points whatever size `frame` gives, as
    /// `UISwitch(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// Creates the switch from an archive, as UIKit's `UISwitch.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Switch.size
    }

    /// The frame; its size stays 51×31 whatever is set, as UISwitch keeps its own size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Switch.size) }
    }

    /// Turns the switch on or off, as `UISwitch.setOn(_:animated:)`. Sends no action; the
    /// animation completes at once.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51×31, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        Switch.size
    }

    /// 51×31.
    open override var intrinsicContentSize: CGSize {
        Switch.size
    }
}
