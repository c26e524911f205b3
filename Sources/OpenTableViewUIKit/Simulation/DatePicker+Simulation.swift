import Foundation

/// The user's pick of a date. An OpenTableView addition.
extension Simulation where Base: DatePicker {
    /// Simulates the user picking `date` with the wheels or calendar: the picker's date becomes the
    /// date the user can land on (seconds dropped, minutes rounded down to
    /// ``DatePicker/minuteInterval``, kept within ``DatePicker/minimumDate`` and
    /// ``DatePicker/maximumDate``, as the wheel rolls back into the range), then
    /// ``Control/Event/valueChanged`` and ``Control/Event/primaryActionTriggered`` are sent. Does
    /// nothing when the picker is disabled, hidden or not interactive. Returns the picker's date
    /// afterwards.
    @discardableResult
    public func pick(_ date: Date) -> Date {
        let picker = base
        guard picker.acceptsSimulatedTouches else { return picker.date }
        picker.date = picker.userPickableDate(date)
        picker.sendValueChangedAndPrimaryAction()
        return picker.date
    }
}
