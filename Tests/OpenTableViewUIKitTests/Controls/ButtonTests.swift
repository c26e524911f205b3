import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIButton`, `UISegmentedControl`'s segment bookkeeping and `UIActivityIndicatorView`.
@MainActor
@Suite struct ButtonTests {
    @Test func titlesFallBackToTheNormalState() {
        let button = Button(type: .system)
        expectEqual(button.buttonType, .system)
        expectEqual(Button(frame: .zero).buttonType, .custom)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        expectEqual(button.title(for: .normal), "Save")
        expectEqual(button.title(for: .highlighted), "Saving")
        expectEqual(button.title(for: .selected), "Save")
        #expect(button.currentTitle == "Save" && button.titleLabel?.text == "Save")
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving" && button.titleLabel?.text == "Saving")
        #expect(button.titleColor(for: .normal) == .systemBlue && button.currentTitleColor == .systemBlue)
        button.setTitleColor(.red, for: .highlighted)
        expectEqual(button.currentTitleColor, .red)
        button.setImage(Image(systemName: "tray"), for: .normal)
        #expect(
            button.currentImage == Image(systemName: "tray") && button.imageView?.image == Image(systemName: "tray"))
    }

    @Test func sizeThatFitsMeasuresTheTitle() {
        let button = Button(type: .system)
        button.setTitle("Sign In", for: .normal)
        // 7 characters × 7.5 points = 52.5 → 53 wide; 18-point line + 6 + 6 = 30 tall.
        expectEqual(button.sizeThatFits(.zero), CGSize(width: 53, height: 30))
        button.sizeToFit()
        expectEqual(button.frame.size, CGSize(width: 53, height: 30))
    }

    @Test func aPrimaryActionGivesTheTitleAndRunsOnTap() {
        var runs = 0
        let button = Button(primaryAction: Action(title: "Add", image: Image(systemName: "plus")) { _ in runs += 1 })
        expectEqual(button.buttonType, .system)
        #expect(button.currentTitle == "Add" && button.currentImage == Image(systemName: "plus"))
        button.simulate.tap()
        expectEqual(runs, 1)
    }

    @Test func configurationsShowTheirTitleAndUpdateOnStateChanges() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        configuration.subtitle = "Step 2"
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration)
        #expect(button.currentTitle == "Continue" && button.configuration?.subtitle == "Step 2")
        var updates: [String] = []
        button.configurationUpdateHandler = { button in
            updates.append(button.isHighlighted ? "highlighted" : "normal")
            button.configuration?.title = button.isHighlighted ? "Pressed" : "Continue"
        }
        expectEqual(updates, ["normal"])
        button.isHighlighted = true
        #expect(updates == ["normal", "highlighted"] && button.currentTitle == "Pressed")
        button.isHighlighted = true
        expectEqual(updates.count, 2)
        let withAction = Button(configuration: .plain(), primaryAction: Action(title: "Go") { _ in })
        expectEqual(withAction.configuration?.title, "Go")
        // contentInsets is recorded: zero until set, kept as set.
        expectEqual(withAction.configuration?.contentInsets, .zero)
        withAction.configuration?.contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        expectEqual(withAction.configuration?.contentInsets.leading, 12)
    }

    @Test func segmentsCanBeInsertedRemovedAndRetitled() {
        let control = SegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        expectEqual((0..<3).map { control.titleForSegment(at: $0) }, ["Z", "A", "B"])
        expectEqual(control.selectedSegmentIndex, 2)
        control.insertSegment(withTitle: "end", at: 99, animated: true)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "end")
        control.setTitle("Y", forSegmentAt: 0)
        expectEqual(control.titleForSegment(at: 0), "Y")
        control.removeSegment(at: 2, animated: false)
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.selectedSegmentIndex = 5
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.removeAllSegments()
        expectEqual(control.numberOfSegments, 0)
        let images = SegmentedControl(items: [Image(systemName: "list.bullet")!, "Grid"])
        expectEqual(images.imageForSegment(at: 0), Image(systemName: "list.bullet"))
        #expect(images.titleForSegment(at: 0) == nil && images.titleForSegment(at: 1) == "Grid")
        expectEqual(SegmentedControl.noSegment, -1)
    }

    @Test func anActivityIndicatorHidesWhenStopped() {
        let spinner = ActivityIndicatorView(style: .large)
        expectEqual(spinner.frame.size, CGSize(width: 37, height: 37))
        #expect(!spinner.isAnimating && spinner.isHidden && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        expectEqual(ActivityIndicatorView().sizeThatFits(.zero), CGSize(width: 20, height: 20))
        expectEqual(ActivityIndicatorView.Style.medium.rawValue, 100)
    }
}
