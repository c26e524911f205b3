import Foundation

/// A control for picking a date, a time or both, standing in for UIKit's `UIDatePicker`.
///
/// The picker records its ``date`` and settings. Setting ``date`` (or ``setDate(_:animated:)``) in
/// code sends no event, as in UIKit; a user's pick, simulated by `simulate.pick(_:)`, lands on a
/// date the picker allows and sends ``Control/Event/valueChanged`` (then
/// ``Control/Event/primaryActionTriggered``). Nothing is drawn headless: there are no wheels or
/// calendar, and ``datePickerStyle`` resolves `.automatic` to `.compact`, as iOS 14 and later do on
/// iPhone.
@preconcurrency @MainActor
open class DatePicker: Control {
    private var dateStorage = Date()

    /// The date shown. Default the date the picker was created. Setting it keeps it within
    /// ``minimumDate`` and ``maximumDate`` (see ``clampedDate(_:)``), as the wheel rolls back into
    /// the range in UIKit; it sends no event.
    open var date: Date {
        get { dateStorage }
        set { dateStorage = clampedDate(newValue) }
    }

    /// What the picker shows. Default ``Mode/dateAndTime``.
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for (iOS 13.4). Default ``Style/automatic``.
    open var preferredDatePickerStyle: Style = .automatic
    /// The style in use: ``preferredDatePickerStyle``, with `.automatic` resolved to `.compact`.
    open var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    /// The earliest date the user can pick, or `nil` (the default) for none. Ignored, as Apple
    /// documents, when it is later than ``maximumDate`` or in ``Mode/countDownTimer`` mode.
    open var minimumDate: Date? {
        didSet { dateStorage = clampedDate(dateStorage) }
    }
    /// The latest date the user can pick, or `nil` (the default) for none. See ``minimumDate``.
    open var maximumDate: Date? {
        didSet { dateStorage = clampedDate(dateStorage) }
    }
    /// The step of the minute wheel, from 1 to 30, dividing 60. Default 1. Another value gives the
    /// default, as Apple documents. A user's pick lands on a multiple of it.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set { minuteIntervalStorage = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }
    private var minuteIntervalStorage = 1
    /// Whether a user's pick is rounded to ``minuteInterval`` (iOS 15). Default `true`.
    open var roundsToMinuteInterval = true
    /// The duration of ``Mode/countDownTimer`` mode, in seconds. Default 0.
    open var countDownDuration: TimeInterval = 0
    /// The locale, or `nil` (the default) for the current one. Recorded only.
    open var locale: Locale?
    /// The calendar the picker's wheels follow. Default the current calendar; setting `nil`
    /// restores it.
    open var calendar: Calendar! {
        get { calendarStorage }
        set { calendarStorage = newValue ?? .current }
    }
    private var calendarStorage = Calendar.current
    /// The time zone, or `nil` (the default) for the current one.
    open var timeZone: TimeZone?

    /// Creates a date picker with a frame, as `UIDatePicker(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the picker from an archive, as UIKit's `UIDatePicker.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``date``, as `UIDatePicker.setDate(_:animated:)`: no event.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// `date` within ``minimumDate`` and ``maximumDate``, unless those are ignored (a minimum
    /// later than the maximum, or the count-down timer mode). An OpenTableView addition.
    public func clampedDate(_ date: Date) -> Date {
        guard datePickerMode != .countDownTimer else { return date }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { return minimumDate }
        if let maximumDate, date > maximumDate { return maximumDate }
        return date
    }

    /// The date a user's pick of `date` lands on: seconds dropped and, with
    /// ``roundsToMinuteInterval``, minutes rounded down to ``minuteInterval``, in ``calendar`` and
    /// ``timeZone``; then clamped.
    package func userPickableDate(_ date: Date) -> Date {
        var calendar = calendarStorage
        calendar.timeZone = timeZone ?? .current
        var components = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        if roundsToMinuteInterval, let minute = components.minute {
            components.minute = minute - minute % minuteIntervalStorage
        }
        components.second = 0
        return clampedDate(calendar.date(from: components) ?? date)
    }

    /// What a date picker shows, as `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable, Hashable {
        /// Hours and minutes (and AM/PM, by locale).
        case time = 0
        /// Months, days and years.
        case date = 1
        /// Dates and times (the default).
        case dateAndTime = 2
        /// Hours and minutes of a count-down timer.
        case countDownTimer = 3
        /// Years and months (iOS 17.4).
        case yearAndMonth = 4
    }

    /// How a date picker looks, as `UIDatePickerStyle`.
    public enum Style: Int, Sendable, Hashable {
        /// The system picks: compact on iPhone.
        case automatic = 0
        /// Spinning wheels.
        case wheels = 1
        /// A label that opens a calendar or wheels.
        case compact = 2
        /// An inline calendar (iOS 14).
        case inline = 3
    }
}
