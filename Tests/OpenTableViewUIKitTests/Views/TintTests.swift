import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Records `tintColorDidChange()` calls, by the view's name, into a shared list.
@MainActor
final class TintView: View {
    let name: String
    let calls: Calls

    final class Calls {
        var names: [String] = []
    }

    init(_ name: String, _ calls: Calls) {
        self.name = name
        self.calls = calls
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tintColorDidChange() {
        calls.names.append(name)
    }
}

@MainActor
@Suite struct TintTests {
    let calls = TintView.Calls()

    /// root ─ a ─ a1
    ///      │    └ a2
    ///      └ b
    func tree() -> (root: TintView, a: TintView, a1: TintView, a2: TintView, b: TintView) {
        let root = TintView("root", calls)
        let a = TintView("a", calls)
        let a1 = TintView("a1", calls)
        let a2 = TintView("a2", calls)
        let b = TintView("b", calls)
        root.addSubview(a)
        a.addSubview(a1)
        a.addSubview(a2)
        root.addSubview(b)
        return (root, a, a1, a2, b)
    }

    @Test func theDefaultTintIsSystemBlue() {
        let (root, _, a1, _, _) = tree()
        expectEqual(root.tintColor, .systemBlue)
        expectEqual(a1.tintColor, .systemBlue)
        #expect(calls.names.isEmpty)
    }

    @Test func aTintIsInheritedAndItsChangeHeardAncestorsFirst() {
        let (root, a, a1, a2, b) = tree()
        root.tintColor = .systemRed
        #expect([a, a1, a2, b].allSatisfy { $0.tintColor == .systemRed })
        expectEqual(calls.names, ["root", "a", "a1", "a2", "b"])

        calls.names = []
        a.tintColor = .systemGreen
        expectEqual(a2.tintColor, .systemGreen)
        expectEqual(b.tintColor, .systemRed)
        expectEqual(calls.names, ["a", "a1", "a2"])

        calls.names = []
        root.tintColor = .systemPurple
        expectEqual(calls.names, ["root", "b"], "a keeps its own tint, so it and its subviews hear nothing")

        calls.names = []
        a.tintColor = nil
        expectEqual(a1.tintColor, .systemPurple)
        expectEqual(calls.names, ["a", "a1", "a2"])

        calls.names = []
        a.tintColor = .systemPurple
        #expect(calls.names.isEmpty, "the tint shown did not change")
    }

    @Test func movingUnderAnotherTintIsAChange() {
        let (root, _, _, _, _) = tree()
        root.tintColor = .systemOrange
        let other = View()
        other.tintColor = .systemOrange
        let moved = TintView("moved", calls)
        let child = TintView("child", calls)
        moved.addSubview(child)
        calls.names = []
        root.addSubview(moved)
        expectEqual(moved.tintColor, .systemOrange)
        expectEqual(calls.names, ["moved", "child"])

        calls.names = []
        other.addSubview(moved)
        #expect(calls.names.isEmpty, "same tint there")

        moved.removeFromSuperview()
        expectEqual(moved.tintColor, .systemBlue)
        expectEqual(calls.names, ["moved", "child"])
    }

    @Test func adjustmentModeIsInheritedAndIsAChange() {
        let (root, a, a1, _, b) = tree()
        expectEqual(a1.tintAdjustmentMode, .normal)
        root.tintAdjustmentMode = .dimmed
        expectEqual(a1.tintAdjustmentMode, .dimmed)
        expectEqual(calls.names, ["root", "a", "a1", "a2", "b"])
        calls.names = []
        a.tintAdjustmentMode = .normal
        expectEqual(a1.tintAdjustmentMode, .normal)
        expectEqual(b.tintAdjustmentMode, .dimmed)
        expectEqual(calls.names, ["a", "a1", "a2"])
        expectEqual(a1.tintColor, .systemBlue, "dimming is recorded only")
    }
}
