import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction`.
///
/// Headless a transaction only decides when the animations added inside it complete: at
/// ``commit()`` of the outermost transaction, with the ``setCompletionBlock(_:)`` block called
/// after their delegates, as Core Animation calls it "after all animations added during the
/// transaction have completed". Outside ``begin()``/``commit()`` an animation completes as it is
/// added (Core Animation's implicit transaction ends with the run-loop turn; headless, at once).
@MainActor
public enum Transaction {
    private struct Frame {
        var completion: (@MainActor () -> Void)?
        var duration: TimeInterval = 0.25
        var disableActions = false
        var pending: [@MainActor () -> Void] = []
    }

    private static var stack: [Frame] = []

    /// Opens a transaction, as `CATransaction.begin()`. Transactions nest.
    public static func begin() {
        stack.append(Frame())
    }

    /// Closes the innermost transaction, as `CATransaction.commit()`: when it is the outermost one,
    /// its animations complete (delegates told in the order they were added), then its completion
    /// block runs. An inner transaction's animations and completion wait for the outermost.
    /// Committing with no transaction open does nothing.
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        if var outer = stack.popLast() {
            outer.pending += frame.pending
            if let completion = frame.completion { outer.pending.append { completion() } }
            stack.append(outer)
            return
        }
        for complete in frame.pending { complete() }
        frame.completion?()
    }

    /// Completes every open transaction's animations now, as `CATransaction.flush()`.
    public static func flush() {
        for index in stack.indices {
            let pending = stack[index].pending
            stack[index].pending = []
            for complete in pending { complete() }
        }
    }

    /// The block to call once the current transaction's animations have completed, as
    /// `setCompletionBlock(_:)`. With no transaction open it runs at once.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard !stack.isEmpty else {
            block?()
            return
        }
        stack[stack.count - 1].completion = block
    }

    /// The current transaction's completion block, as `completionBlock()`.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        stack.last?.completion
    }

    /// The duration animations in the transaction default to, as `animationDuration()`. 0.25 s.
    public static func animationDuration() -> TimeInterval {
        stack.last?.duration ?? 0.25
    }

    /// Sets ``animationDuration()`` for the current transaction. Recorded only.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].duration = duration
    }

    /// Whether implicit animations are off in the current transaction, as `disableActions()`.
    public static func disableActions() -> Bool {
        stack.last?.disableActions ?? false
    }

    /// Turns implicit animations off or on for the current transaction, as `setDisableActions(_:)`.
    /// Recorded only: there are no implicit animations headless.
    public static func setDisableActions(_ flag: Bool) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].disableActions = flag
    }

    /// Runs `complete` when the current transaction commits, or at once when none is open.
    package static func whenCommitted(_ complete: @escaping @MainActor () -> Void) {
        guard !stack.isEmpty else {
            complete()
            return
        }
        stack[stack.count - 1].pending.append(complete)
    }
}
