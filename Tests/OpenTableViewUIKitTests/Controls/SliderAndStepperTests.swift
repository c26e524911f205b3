import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UISlider` and `UIStepper`: UIKit's defaults and range rules (Apple's UISlider and UIStepper
/// references), no action for values set in code, and the simulated drag and taps' events in order.
@MainActor
@Suite struct SliderAndStepperTests {
    typealias EventLog = ControlSimulationTests.EventLog

    // MARK: Slider

    @Test func aSliderStartsAtZeroInZeroToOneAndClampsItsValue() {
        let slider = Slider(frame: CGRect(x: 16, y: 0, width: 200, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        let log = EventLog()
        log.watch(slider)
        slider.value = 1.5
        expectEqual(slider.value, 1)
        slider.setValue(-2, animated: true)
        expectEqual(slider.value, 0)
        slider.value = 0.25
        expectEqual(slider.value, 0.25)
        // Values set in code send nothing.
        #expect(log.entries.isEmpty)
        expectEqual(slider.frame, CGRect(x: 16, y: 0, width: 200, height: 31))
    }

    @Test func movingABoundPastTheValueOrTheOtherBoundMovesThemToo() {
        let slider = Slider(frame: .zero)
        slider.value = 0.5
        slider.minimumValue = 0.75
        expectEqual(slider.value, 0.75)
        slider.minimumValue = 3
        #expect(slider.maximumValue == 3 && slider.value == 3)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5 && slider.minimumValue == -1)
    }

    @Test func aDragSendsTouchDownValueChangedThenTouchUpInside() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumValue = 100
        let log = EventLog()
        log.watch(slider)
        var seen: [Float] = []
        slider.addAction(Action { _ in seen.append(slider.value) }, for: .valueChanged)
        slider.simulate.slide(to: 40)
        expectEqual(
            log.entries,
            [
                "touchDown (highlighted)", "valueChanged (highlighted)", "primaryActionTriggered (highlighted)",
                "touchUpInside",
            ])
        expectEqual(seen, [40])
        // Past the end: clamped; to the same value: no value change.
        log.entries.removeAll()
        slider.simulate.slide(to: 250)
        expectEqual(slider.value, 100)
        slider.simulate.slide(to: 100)
        expectEqual(
            log.entries,
            [
                "touchDown (highlighted)", "valueChanged (highlighted)", "primaryActionTriggered (highlighted)",
                "touchUpInside", "touchDown (highlighted)", "touchUpInside",
            ])
    }

    @Test func aSliderThatIsNotContinuousSendsItsValueWhenTheDragEnds() {
        let slider = Slider(frame: .zero)
        slider.isContinuous = false
        let log = EventLog()
        log.watch(slider)
        slider.simulate.slide(to: 0.5)
        expectEqual(
            log.entries, ["touchDown (highlighted)", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        slider.isEnabled = false
        slider.simulate.slide(to: 1)
        expectEqual(slider.value, 0.5)
        expectEqual(log.entries.count, 4)
    }

    @Test func aSlidersImagesAndColorsAreRecorded() {
        let slider = Slider(frame: .zero)
        let image = Image(systemName: "speaker.fill")
        slider.minimumValueImage = image
        slider.maximumValueImage = Image(systemName: "speaker.wave.3.fill")
        slider.minimumTrackTintColor = .systemOrange
        slider.maximumTrackTintColor = .systemGray
        slider.thumbTintColor = .white
        slider.setThumbImage(image, for: .normal)
        expectEqual(slider.minimumValueImage, image)
        expectEqual(slider.minimumTrackTintColor, .systemOrange)
        expectEqual(slider.thumbImage(for: .normal), image)
        // A state without its own image falls back to the normal one.
        expectEqual(slider.thumbImage(for: .highlighted), image)
        expectEqual(slider.currentThumbImage, image)
    }

    // MARK: Stepper

    @Test func aStepperHasUIKitsDefaultsAndSize() {
        let stepper = Stepper(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        expectEqual(stepper.stepValue, 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        expectEqual(stepper.frame, CGRect(x: 10, y: 20, width: 94, height: 32))
        expectEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
        stepper.value = 140
        expectEqual(stepper.value, 100)
    }

    @Test func settingABoundPastTheOtherSetsBothToTheNewValue() {
        // Apple's example: "if the minimum value is 200 and you set a maximum value of 100, then both
        // the minimum and maximum become 200" (UIStepper).
        let stepper = Stepper(frame: .zero)
        stepper.maximumValue = 300
        stepper.minimumValue = 200
        expectEqual(stepper.value, 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100)
        expectEqual(stepper.value, 100)
    }

    @Test func tapsStepWithinTheRangeAndSendTheirEvents() {
        let stepper = Stepper(frame: .zero)
        stepper.maximumValue = 10
        stepper.stepValue = 4
        let log = EventLog()
        log.watch(stepper)
        stepper.simulate.increment()
        expectEqual(stepper.value, 4)
        expectEqual(
            log.entries,
            [
                "touchDown (highlighted)", "valueChanged (highlighted)", "primaryActionTriggered (highlighted)",
                "touchUpInside",
            ])
        stepper.simulate.increment()
        stepper.simulate.increment()
        expectEqual(stepper.value, 10)
        // At the maximum, without wrapping, the plus button does nothing.
        log.entries.removeAll()
        stepper.simulate.increment()
        #expect(stepper.value == 10 && log.entries.isEmpty)
        stepper.simulate.decrement()
        expectEqual(stepper.value, 6)
        stepper.value = 0
        stepper.simulate.decrement()
        expectEqual(stepper.value, 0)
        expectEqual(
            log.entries,
            [
                "touchDown (highlighted)", "valueChanged (highlighted)", "primaryActionTriggered (highlighted)",
                "touchUpInside",
            ])
    }

    @Test func aWrappingStepperGoesFromOneEndToTheOther() {
        let stepper = Stepper(frame: .zero)
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.simulate.decrement()
        expectEqual(stepper.value, 3)
        stepper.simulate.increment()
        expectEqual(stepper.value, 0)
    }

    @Test func aStepperThatIsNotContinuousSendsItsValueWhenTheTouchEnds() {
        let stepper = Stepper(frame: .zero)
        stepper.isContinuous = false
        let log = EventLog()
        log.watch(stepper)
        stepper.simulate.increment()
        expectEqual(
            log.entries, ["touchDown (highlighted)", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        stepper.isHidden = true
        stepper.simulate.increment()
        expectEqual(stepper.value, 1)
    }

    @Test func aStepperRecordsItsImagesPerState() {
        let stepper = Stepper(frame: .zero)
        let plus = Image(systemName: "plus")
        let minus = Image(systemName: "minus")
        stepper.setIncrementImage(plus, for: .normal)
        stepper.setDecrementImage(minus, for: .disabled)
        stepper.setBackgroundImage(plus, for: .highlighted)
        expectEqual(stepper.incrementImage(for: .normal), plus)
        expectEqual(stepper.decrementImage(for: .disabled), minus)
        expectEqual(stepper.decrementImage(for: .normal), nil)
        expectEqual(stepper.backgroundImage(for: .highlighted), plus)
    }
}

/// `stepValue` of 0 or less raises `NSInvalidArgumentException`, as UIKit does (the reason is
/// OpenTableView's: UIKit's has no public record).
@Suite(.serialized) struct StepperExitTests {
    @Test func aStepValueOfZeroRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = Stepper(frame: .zero)
                stepper.stepValue = 0
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[UIStepper setStepValue:] stepValue (0.0) must be greater than 0'"
            ))
    }
}
