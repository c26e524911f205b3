import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Swift key-value observing of the UIKit properties apps observe, with Foundation's options.
/// Apple: NSKeyValueObservingOptions ("new", "old", "initial": "before the observer registration
/// method even returns", "prior": "before and after each change"), NSKeyValueObservation ("when
/// the returned NSKeyValueObservation is deinited or invalidated, it will stop observing").
@MainActor
@Suite struct KeyValueObservingTests {
    @Test func newAndOldValuesOfAScrollViewsContentOffset() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        var changes: [String] = []
        let observation = scroll.observe(\.contentOffset, options: [.new, .old]) { view, change in
            expectIdentical(view, scroll)
            changes.append(
                "\(change.oldValue.map { "\($0.y)" } ?? "nil") -> \(change.newValue.map { "\($0.y)" } ?? "nil") \(change.isPrior)"
            )
        }
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        scroll.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        expectEqual(changes, ["0.0 -> 100.0 false", "100.0 -> 250.0 false"])
        observation.invalidate()
        scroll.contentOffset = .zero
        expectEqual(changes.count, 2)
    }

    @Test func initialAndPriorAsFoundationDefinesThem() {
        let label = Label(frame: .zero)
        label.text = "Milk"
        var log: [String] = []
        let observation = label.observe(\.text, options: [.initial, .prior, .new, .old]) { _, change in
            log.append(
                "prior \(change.isPrior) old \(String(describing: change.oldValue)) new \(String(describing: change.newValue))"
            )
        }
        expectEqual(log, ["prior false old nil new Optional(Optional(\"Milk\"))"])
        label.text = "Eggs"
        expectEqual(
            log.dropFirst(),
            [
                "prior true old Optional(Optional(\"Milk\")) new nil",
                "prior false old Optional(Optional(\"Milk\")) new Optional(Optional(\"Eggs\"))",
            ])
        withExtendedLifetime(observation) {}
    }

    @Test func withoutNewOrOldTheChangeCarriesNeitherAndIsASetting() {
        let view = View(frame: .zero)
        var changes: [KeyValueObservedChange<Bool>] = []
        let observation = view.observe(\.isHidden) { _, change in changes.append(change) }
        view.isHidden = true
        // Foundation notifies every set, even of the same value.
        view.isHidden = true
        expectEqual(changes.count, 2)
        #expect(
            changes.allSatisfy {
                $0.kind == .setting && $0.newValue == nil && $0.oldValue == nil && !$0.isPrior && $0.indexes == nil
            })
        withExtendedLifetime(observation) {}
    }

    @Test func aFreedObservationStopsObserving() {
        let view = View(frame: .zero)
        var count = 0
        var observation: KeyValueObservation? = view.observe(\.alpha, options: [.new]) { _, _ in count += 1 }
        view.alpha = 0.5
        expectEqual(count, 1)
        observation = nil
        view.alpha = 0.2
        #expect(count == 1 && observation == nil)
    }

    @Test func everyListedPropertyReportsItsChanges() {
        var log: [String] = []
        let scroll = ScrollView(frame: .zero)
        let progress = ProgressView(frame: .zero)
        let control = Control(frame: .zero)
        let field = TextField(frame: .zero)
        let controller = ViewController()
        let observations: [KeyValueObservation] = [
            scroll.observe(\.frame, options: [.new]) { _, c in log.append("frame \(c.newValue!.width)") },
            scroll.observe(\.bounds, options: [.new]) { _, c in log.append("bounds \(c.newValue!.height)") },
            scroll.observe(\.contentSize, options: [.new]) { _, c in log.append("contentSize \(c.newValue!.height)") },
            scroll.observe(\.contentInset, options: [.new]) { _, c in log.append("contentInset \(c.newValue!.top)") },
            progress.observe(\.progress, options: [.new]) { _, c in log.append("progress \(c.newValue!)") },
            control.observe(\.isEnabled, options: [.new]) { _, c in log.append("isEnabled \(c.newValue!)") },
            control.observe(\.isSelected, options: [.new]) { _, c in log.append("isSelected \(c.newValue!)") },
            field.observe(\.text, options: [.new]) { _, c in log.append("text \(String(describing: c.newValue!))") },
            controller.observe(\.preferredContentSize, options: [.new]) { _, c in
                log.append("preferredContentSize \(c.newValue!.height)")
            },
        ]
        scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        scroll.bounds = CGRect(x: 0, y: 0, width: 320, height: 400)
        scroll.contentSize = CGSize(width: 320, height: 900)
        scroll.contentInset = EdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        progress.progress = 1.5
        control.isEnabled = false
        control.isSelected = true
        field.text = nil
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        expectEqual(
            log,
            [
                "frame 320.0", "bounds 400.0", "contentSize 900.0", "contentInset 8.0", "progress 1.0",
                "isEnabled false", "isSelected true", "text Optional(\"\")", "preferredContentSize 200.0",
            ])
        withExtendedLifetime(observations) {}
    }

    @Test func aContentOffsetNotificationWrapsTheScrollDelegatesCall() {
        final class Delegate: ScrollViewDelegate {
            var log: [String] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) { log.append("didScroll") }
        }
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = Delegate()
        scroll.delegate = delegate
        let observation = scroll.observe(\.contentOffset, options: [.prior]) { _, change in
            delegate.log.append(change.isPrior ? "prior" : "after")
        }
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        expectEqual(delegate.log, ["prior", "didScroll", "after"])
        withExtendedLifetime(observation) {}
    }

    @Test func invalidateFromAnotherThreadIsAllowed() async {
        let view = View(frame: .zero)
        var count = 0
        let observation = view.observe(\.alpha) { _, _ in count += 1 }
        await Task.detached { observation.invalidate() }.value
        view.alpha = 0
        expectEqual(count, 0)
    }
}
