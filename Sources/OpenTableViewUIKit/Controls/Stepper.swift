import Foundation
import OpenTableViewDiagnostics

/// A control for incrementing or decrementing a value, standing in for UIKit's `UIStepper`.
///
/// Defaults are UIKit's: ``value`` 0 within ``minimumValue`` 0 ... ``maximumValue`` 100, a
/// ``stepValue`` of 1, continuous, auto-repeating and not wrapping. As Apple documents, "the
/// maximum value must be greater than or equal to the minimum value. If you set a maximum or
/// minimum value that would break this invariant, both values are set to the new value"; a
/// ``value`` outside the range is clamped to it. Setting ``value`` sends no action; the user's
/// taps, simulated by `simulate.increment()` and `simulate.decrement()`, do. A stepper is
/// always 94×32 points, its size on iOS; images are recorded only.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The size of every stepper, 94×32 points.
    package static let size = CGSize(width: 94, height: 32)

    /// The stepper's value, within ``minimumValue``...``maximumValue``. Default 0. Setting it
    /// sends no action; a value outside the range is clamped to it.
    open var value: Double {
        get { bounded.value }
        set { bounded.setValue(newValue) }
    }
    /// The lowest value. Default 0. Set above ``maximumValue``, both become the new value.
    open var minimumValue: Double {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }
    /// The highest value. Default 100. Set below ``minimumValue``, both become the new value.
    open var maximumValue: Double {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }
    /// The amount a tap adds or removes. Default 1; it must be greater than 0: UIKit raises
    /// `NSInvalidArgumentException` otherwise, and so does this stepper (the reason UIKit gives is
    /// not publicly recorded; see `Compatibility/Porting.md`).
    open var stepValue: Double = 1 {
        willSet {
            if !(newValue > 0) { raise(Messages.nonPositiveStepValue(newValue)) }
        }
    }
    /// Whether a tap sends `.valueChanged` when the value changes (`true`, the default) or when the
    /// touch ends. See `simulate.increment()`.
    open var isContinuous = true
    /// Whether pressing and holding repeats the step. Default `true`. Recorded only: a simulated
    /// tap steps once.
    open var autorepeat = true
    /// Whether stepping past one end goes to the other. Default `false`.
    open var wraps = false

    /// The value and its bounds, and the rules that keep them in order.
    private var bounded = BoundedValue<Double>(value: 0, minimum: 0, maximum: 100)
    private var incrementImages: [UInt: Image] = [:]
    private var decrementImages: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]

    /// Creates a stepper at `frame`'s origin, 94×32 points whatever size `frame` gives, as
    /// `UIStepper(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
    }

    /// Creates the stepper from an archive, as UIKit's `UIStepper.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Stepper.size
    }

    /// The frame; its size stays 94×32 whatever is set, as UIStepper keeps its own size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Stepper.size) }
    }

    /// 94×32, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }

    /// 94×32.
    open override var intrinsicContentSize: CGSize { Stepper.size }

    /// Sets the increment button's image for a state, as `UIStepper.setIncrementImage(_:for:)`.
    /// Recorded only.
    open func setIncrementImage(_ image: Image?, for state: Control.State) {
        incrementImages[state.rawValue] = image
    }

    /// The increment button's image for a state, as `UIStepper.incrementImage(for:)`.
    open func incrementImage(for state: Control.State) -> Image? { incrementImages[state.rawValue] }

    /// Sets the decrement button's image for a state, as `UIStepper.setDecrementImage(_:for:)`.
    /// Recorded only.
    open func setDecrementImage(_ image: Image?, for state: Control.State) {
        decrementImages[state.rawValue] = image
    }

    /// The decrement button's image for a state, as `UIStepper.decrementImage(for:)`.
    open func decrementImage(for state: Control.State) -> Image? { decrementImages[state.rawValue] }

    /// Sets the background image for a state, as `UIStepper.setBackgroundImage(_:for:)`. Recorded
    /// only.
    open func setBackgroundImage(_ image: Image?, for state: Control.State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for a state, as `UIStepper.backgroundImage(for:)`.
    open func backgroundImage(for state: Control.State) -> Image? { backgroundImages[state.rawValue] }

    /// The value a tap on the plus (`up`) or minus button gives, or `nil` when that button cannot
    /// change the value (it is at its end of the range and the stepper does not wrap, where iOS
    /// disables the button).
    func steppedValue(up: Bool) -> Double? {
        if up {
            if value >= maximumValue { return wraps ? minimumValue : nil }
            return Swift.min(value + stepValue, maximumValue)
        }
        if value <= minimumValue { return wraps ? maximumValue : nil }
        return Swift.max(value - stepValue, minimumValue)
    }
}
