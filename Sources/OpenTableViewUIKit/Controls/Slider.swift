import Foundation

/// A control for choosing one value from a continuous range, standing in for UIKit's `UISlider`.
///
/// The value stays within ``minimumValue``...``maximumValue``, as Apple documents: a value set
/// outside the range is clamped, and a minimum set above the maximum (or a maximum below the
/// minimum) moves the other bound to it. Setting ``value`` or calling ``setValue(_:animated:)``
/// sends no action; the user's drag, simulated by `simulate.slide(to:)`, does. Nothing is drawn:
/// the images and colors are recorded only, and the slider has no intrinsic width.
@preconcurrency @MainActor
open class Slider: Control {
    /// The slider's value, within ``minimumValue``...``maximumValue``. Default 0. Setting it sends
    /// no action; a value outside the range is clamped to it.
    open var value: Float {
        get { bounded.value }
        set { bounded.setValue(newValue) }
    }
    /// The lowest value. Default 0. Raising it above ``maximumValue`` raises that too, and a
    /// ``value`` below it moves up to it.
    open var minimumValue: Float {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }
    /// The highest value. Default 1. Lowering it below ``minimumValue`` lowers that too, and a
    /// ``value`` above it moves down to it.
    open var maximumValue: Float {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }
    /// Whether a drag sends `.valueChanged` as the value changes (`true`, the default) or once,
    /// when the drag ends. See `simulate.slide(to:)`.
    open var isContinuous = true
    /// The image at the minimum end of the track. Recorded only.
    open var minimumValueImage: Image?
    /// The image at the maximum end of the track. Recorded only.
    open var maximumValueImage: Image?
    /// The color of the track below the thumb, or `nil` for the tint color. Recorded only.
    open var minimumTrackTintColor: Color?
    /// The color of the track above the thumb, or `nil` for the default. Recorded only.
    open var maximumTrackTintColor: Color?
    /// The color of the thumb, or `nil` for the default. Recorded only.
    open var thumbTintColor: Color?

    /// The value and its bounds, and the rules that keep them in order.
    private var bounded = BoundedValue<Float>(value: 0, minimum: 0, maximum: 1)
    private var thumbImages: [UInt: Image] = [:]

    /// Sets the value, as `UISlider.setValue(_:animated:)`: clamped to the range; sends no
    /// action. The animation completes at once.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Sets the thumb's image for a control state, as `UISlider.setThumbImage(_:for:)`. Recorded
    /// only.
    open func setThumbImage(_ image: Image?, for state: Control.State) {
        thumbImages[state.rawValue] = image
    }

    /// The thumb's image for a control state, as `UISlider.thumbImage(for:)`: the one set for that
    /// state, else the `.normal` one.
    open func thumbImage(for state: Control.State) -> Image? {
        thumbImages[state.rawValue] ?? thumbImages[Control.State.normal.rawValue]
    }

    /// The thumb's image for the current ``Control/state``, as `UISlider.currentThumbImage`.
    open var currentThumbImage: Image? { thumbImage(for: state) }
}
