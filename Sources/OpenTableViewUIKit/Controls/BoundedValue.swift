import Foundation

/// A value kept within `minimum...maximum`, whose bounds move each other: the rules `UISlider` and
/// `UIStepper` share. A value set outside the range is clamped to it; a bound set past the value
/// moves the value; a bound set past the other bound moves that bound to it (Apple's UIStepper:
/// "both values are set to the new value"; UISlider's `minimumValue` and `maximumValue` likewise).
/// The one owner of a ``Slider``'s and a ``Stepper``'s value and bounds.
struct BoundedValue<Bound: Comparable> {
    private(set) var value: Bound
    private(set) var minimum: Bound
    private(set) var maximum: Bound

    init(value: Bound, minimum: Bound, maximum: Bound) {
        (self.value, self.minimum, self.maximum) = (value, minimum, maximum)
    }

    /// Sets the value, clamped to the range.
    mutating func setValue(_ newValue: Bound) {
        value = Swift.min(Swift.max(newValue, minimum), maximum)
    }

    /// Sets the minimum; a maximum below it becomes it, and the value is clamped again.
    mutating func setMinimum(_ newMinimum: Bound) {
        minimum = newMinimum
        if maximum < minimum { maximum = minimum }
        setValue(value)
    }

    /// Sets the maximum; a minimum above it becomes it, and the value is clamped again.
    mutating func setMaximum(_ newMaximum: Bound) {
        maximum = newMaximum
        if minimum > maximum { minimum = maximum }
        setValue(value)
    }
}
