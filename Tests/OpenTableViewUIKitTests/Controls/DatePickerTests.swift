import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIDatePicker`. Apple's pages: "UIDatePicker", "minimumDate" ("If the minimum date value is
/// greater than the maximum date value, both properties are ignored. The minimum and maximum dates
/// are also ignored in the countdown-timer mode"), "minuteInterval" (the interval "must be evenly
/// divided into 60; if it is not, the default value is used"), "setDate(_:animated:)".
@MainActor
@Suite struct DatePickerTests {
    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func date(_ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        utc.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute, second: second))!
    }

    @Test func defaultsAreUIKits() {
        let before = Date()
        let picker = DatePicker(frame: .zero)
        #expect(picker.date >= before && picker.date <= Date())
        expectEqual(picker.datePickerMode, .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.locale == nil && picker.timeZone == nil && picker.calendar == Calendar.current)
        picker.minuteInterval = 7
        expectEqual(picker.minuteInterval, 1, "7 does not divide 60: the default is used")
        picker.minuteInterval = 15
        expectEqual(picker.minuteInterval, 15)
    }

    @Test func theDateStaysWithinTheRangeUnlessTheRangeIsIgnored() {
        let picker = DatePicker(frame: .zero)
        picker.date = date(10, 12, 0)
        picker.minimumDate = date(11, 9, 0)
        expectEqual(picker.date, date(11, 9, 0), "a new minimum moves the date into the range")
        picker.maximumDate = date(12, 18, 0)
        picker.setDate(date(20, 8, 0), animated: true)
        expectEqual(picker.date, date(12, 18, 0))
        // A minimum later than the maximum: both ignored.
        picker.minimumDate = date(13, 0, 0)
        picker.date = date(1, 0, 0)
        expectEqual(picker.date, date(1, 0, 0))
        // The count-down timer ignores them too.
        picker.minimumDate = date(11, 9, 0)
        picker.datePickerMode = .countDownTimer
        picker.date = date(2, 0, 0)
        expectEqual(picker.date, date(2, 0, 0))
    }

    @Test func codeChangesSendNothingAndAUsersPickSendsValueChanged() {
        let picker = DatePicker(frame: .zero)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.calendar = utc
        picker.minuteInterval = 15
        var events: [String] = []
        picker.addAction(Action { _ in events.append("valueChanged") }, for: .valueChanged)
        picker.addAction(Action { _ in events.append("primaryActionTriggered") }, for: .primaryActionTriggered)
        picker.setDate(date(5, 10, 0), animated: false)
        picker.date = date(6, 10, 0)
        #expect(events.isEmpty)

        // 10:38:20 lands on 10:30:00, the wheel's step of 15 minutes.
        expectEqual(picker.simulate.pick(date(7, 10, 38, 20)), date(7, 10, 30))
        expectEqual(events, ["valueChanged", "primaryActionTriggered"])

        picker.maximumDate = date(7, 12, 0)
        expectEqual(picker.simulate.pick(date(9, 9, 0)), date(7, 12, 0), "rolls back into the range")

        picker.roundsToMinuteInterval = false
        expectEqual(picker.simulate.pick(date(7, 11, 38, 20)), date(7, 11, 38))

        picker.isEnabled = false
        events = []
        picker.simulate.pick(date(7, 9, 0))
        #expect(events.isEmpty && picker.date == date(7, 11, 38))
    }
}
