import Foundation

/// The user's choice of a segment. An OpenTableView addition.
extension Simulation where Base: SegmentedControl {
    /// Simulates the user tapping segment `index`.
    ///
    /// Sends ``Control/Event/touchDown``; then, when the index differs from
    /// ``SegmentedControl/selectedSegmentIndex`` (always, for a momentary control), the segment is
    /// selected, its action runs (for a segment made from an ``Action``), and
    /// ``Control/Event/valueChanged`` is sent; then ``Control/Event/touchUpInside``. A momentary
    /// control goes back to ``SegmentedControl/noSegment`` once the touch ends, as UIKit's does.
    /// Tapping the selected segment of a non-momentary control sends only the touch events.
    /// Nothing happens for a disabled, hidden or non-interactive control, a disabled segment, or an
    /// index out of range.
    public func selectSegment(at index: Int) {
        guard base.acceptsSimulatedTouches, index >= 0, index < base.numberOfSegments,
            base.isEnabledForSegment(at: index)
        else { return }
        base.beginSimulatedTouch()
        if base.isMomentary || index != base.selectedSegmentIndex {
            base.selectedSegmentIndex = index
            if let action = base.actionForSegment(at: index) { base.sendAction(action) }
            base.sendActions(for: .valueChanged)
        }
        base.endSimulatedTouch()
        base.sendActions(for: .touchUpInside)
        if base.isMomentary { base.selectedSegmentIndex = SegmentedControl.noSegment }
    }
}
