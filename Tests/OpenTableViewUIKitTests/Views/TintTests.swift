import Foundation
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
        #expect(root.tintColor == .systemBlue)
        #expect(a1.tintColor == .systemBlue)
        #expect(calls.names.isEmpty)
    }

    @Test func aTintIsInheritedAndItsChangeHeardAncestorsFirst() {
        let (root, a, a1, a2, b) = tree()
        root.tintColor = .systemRed
        #expect([a, a1, a2, b].allSatisfy { $0.tintColor == .systemRed })
        #expect(calls.names == ["root", "a", "a1", "a2", "b"])

        calls.names = []
        a.tintColor = .systemGreen
        #expect(a2.tintColor == .systemGreen)
        #expect(b.tintColor == .systemRed)
        #expect(calls.names == ["a", "a1", "a2"])

        calls.names = []
        root.tintColor = .systemPurple
        #expect(calls.names == ["root", "b"], "a keeps its own tint, so it and its subviews hear nothing")

        calls.names = []
        a.tintColor = nil
        #expect(a1.tintColor == .systemPurple)
        #expect(calls.names == ["a", "a1", "a2"])

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
        #expect(moved.tintColor == .systemOrange)
        #expect(calls.names == ["moved", "child"])

        calls.names = []
        other.addSubview(moved)
        #expect(calls.names.isEmpty, "same tint there")

        moved.removeFromSuperview()
        #expect(moved.tintColor == .systemBlue)
        #expect(calls.names == ["moved", "child"])
    }

    @Test func adjustmentModeIsInheritedAndIsAChange() {
        let (root, a, a1, _, b) = tree()
        #expect(a1.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(a1.tintAdjustmentMode == .dimmed)
        #expect(calls.names == ["root", "a", "a1", "a2", "b"])
        calls.names = []
        a.tintAdjustmentMode = .normal
        #expect(a1.tintAdjustmentMode == .normal)
        #expect(b.tintAdjustmentMode == .dimmed)
        #expect(calls.names == ["a", "a1", "a2"])
        #expect(a1.tintColor == .systemBlue, "dimming is recorded only")
    }
}
