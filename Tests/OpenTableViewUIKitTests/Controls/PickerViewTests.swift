import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIPickerView` with its data source and delegate. Apple's pages: "UIPickerView",
/// "selectedRow(inComponent:)" ("A zero-indexed number identifying the selected row, or -1 if no
/// row is selected"), "pickerView(_:didSelectRow:inComponent:)" ("Called by the picker view when
/// the user selects a row in a component"), "reloadAllComponents()".
@MainActor
@Suite struct PickerViewTests {
    /// A size-and-colour picker as an app writes it.
    final class ShirtPicker: PickerViewDataSource, PickerViewDelegate {
        var sizes = ["S", "M", "L"]
        var colours = ["Red", "Blue"]
        var calls: [String] = []

        func numberOfComponents(in pickerView: PickerView) -> Int {
            calls.append("numberOfComponents")
            return 2
        }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            calls.append("numberOfRows(\(component))")
            return component == 0 ? sizes.count : colours.count
        }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : colours[row]
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            calls.append("didSelect(\(row),\(component))")
        }
    }

    @Test func countsComeFromTheDataSourceOnceUntilReloaded() {
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        expectEqual(picker.numberOfComponents, 0)
        let model = ShirtPicker()
        picker.dataSource = model
        picker.delegate = model
        expectEqual(picker.numberOfComponents, 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.numberOfRows(inComponent: 1) == 2)
        expectEqual(picker.numberOfRows(inComponent: 5), 0)
        expectEqual(model.calls, ["numberOfComponents", "numberOfRows(0)", "numberOfRows(1)"])
        expectEqual(picker.title(forRow: 1, forComponent: 1), "Blue")
        expectEqual((picker.view(forRow: 2, forComponent: 0) as? Label)?.text, "L")
        expectEqual(picker.rowSize(forComponent: 0), CGSize(width: 160, height: 32))
    }

    @Test func selectionStartsAtTheFirstRowAndCodeSelectsSilently() {
        let picker = PickerView(frame: .zero)
        let model = ShirtPicker()
        picker.dataSource = model
        picker.delegate = model
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        expectEqual(picker.selectedRow(inComponent: 2), -1)
        model.calls = []
        picker.selectRow(2, inComponent: 0, animated: false)
        expectEqual(picker.selectedRow(inComponent: 0), 2)
        #expect(model.calls.isEmpty, "selectRow calls no delegate method")
    }

    @Test func aUsersSpinSelectsAndTellsTheDelegate() {
        let picker = PickerView(frame: .zero)
        let model = ShirtPicker()
        picker.dataSource = model
        picker.delegate = model
        _ = picker.numberOfComponents
        model.calls = []
        picker.simulate.select(row: 1, inComponent: 1)
        expectEqual(picker.selectedRow(inComponent: 1), 1)
        expectEqual(model.calls, ["didSelect(1,1)"])
        picker.isHidden = true
        picker.simulate.select(row: 0, inComponent: 1)
        expectEqual(picker.selectedRow(inComponent: 1), 1)
    }

    @Test func reloadingKeepsTheSelectionInRange() {
        let picker = PickerView(frame: .zero)
        let model = ShirtPicker()
        picker.dataSource = model
        picker.selectRow(2, inComponent: 0, animated: false)
        model.sizes = ["S", "M"]
        expectEqual(picker.numberOfRows(inComponent: 0), 3, "cached until reloaded")
        picker.reloadComponent(0)
        expectEqual(picker.numberOfRows(inComponent: 0), 2)
        expectEqual(picker.selectedRow(inComponent: 0), 1)
        model.sizes = []
        picker.reloadAllComponents()
        expectEqual(picker.selectedRow(inComponent: 0), -1)
    }
}

/// Selecting a row out of range raises; checked in a child process.
@Suite(.serialized) struct PickerViewExitTests {
    @Test func selectingARowOutOfRangeRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class OneColumn: PickerViewDataSource {
                    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
                    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
                }
                let source = OneColumn()
                let picker = PickerView(frame: .zero)
                picker.dataSource = source
                picker.selectRow(3, inComponent: 0, animated: false)
                withExtendedLifetime(source) {}
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: '-[UIPickerView selectRow:inComponent:animated:] row 3 is out of range: component 0 has 3 rows'"
            ))
    }
}
