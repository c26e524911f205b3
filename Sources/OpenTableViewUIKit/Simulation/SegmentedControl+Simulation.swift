import Foundation

/// The user's choice of a segment. An OpenTableView addition.
extension SegmentedControl {
    /// Simulates the user tapping segment `index`.
    ///
    /// When the index differs from ``selectedSegmentIndex`` (always, for a momentary control), the
    /// segment is selected, its action runs (for a segment made from an ``Action``), and
    /// ``Control/Event/valueChanged`` is sent; a momentary control then goes back to
    /// ``noSegment``, as UIKit's does once the touch ends. Tapping the selected segment of a
    /// non-momentary control sends nothing. Nothing happens for a disabled, hidden or
    /// non-interactive control, a disabled segment, or an index out of range.
    public func simulateSelectSegment(at index: Int) {
        guard acceptsSimulatedTouches, index >= 0, index < numberOfSegments, isEnabledForSegment(at: index) else {
            return
        }
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        if let action = actionForSegment(at: index) { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
    }
}
