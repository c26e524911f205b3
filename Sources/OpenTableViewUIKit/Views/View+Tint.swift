import Foundation

/// The tint color and its inheritance, as UIKit documents for `tintColor` and
/// `tintColorDidChange()`: a view without a tint of its own shows its superview's, up to the root,
/// whose default is ``Color/systemBlue``; when the tint a view shows changes, the view hears
/// ``View/tintColorDidChange()`` and so does every descendant that inherits it, ancestors first.
extension View {
    /// How a view's tint is adjusted, as UIKit's `UIView.TintAdjustmentMode`, with its raw values.
    public enum TintAdjustmentMode: Int, Sendable, Hashable {
        /// Inherit the superview's mode (``normal`` at the root).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// The tint dimmed, as behind a presented alert. Recorded only headless.
        case dimmed = 2
    }

    /// The tint the view shows and its effective mode.
    package struct TintState: Equatable {
        var color: Color
        var mode: TintAdjustmentMode
    }

    package var tintState: TintState {
        TintState(color: effectiveTintColor, mode: effectiveTintAdjustmentMode)
    }

    /// The first tint set on this view or an ancestor, else ``Color/systemBlue``.
    /// - Complexity: O(depth).
    package var effectiveTintColor: Color {
        var view: View? = self
        while let current = view {
            if let color = current.tintColorStorage { return color }
            view = current.superviewStorage
        }
        return .systemBlue
    }

    /// The first mode other than `.automatic` on this view or an ancestor, else `.normal`.
    package var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: View? = self
        while let current = view {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            view = current.superviewStorage
        }
        return .normal
    }

    /// Sets the view's own tint and mode, and notifies if what it shows changed.
    package func setTint(color: Color?, mode: TintAdjustmentMode) {
        // The view and its subtree may show a tint other than the default from now on: until
        // then moving them around (as a table does with its cells) skips the tint bookkeeping.
        inherit(.customTint)
        let old = tintState
        tintColorStorage = color
        tintAdjustmentModeStorage = mode
        tintStateMayHaveChanged(from: old)
    }

    /// Calls ``tintColorDidChange()`` here and below if the tint shown is no longer `old`.
    package func tintStateMayHaveChanged(from old: TintState) {
        let new = tintState
        guard new != old else { return }
        notifyTintChange(colorChanged: new.color != old.color, modeChanged: new.mode != old.mode)
    }

    /// This view first, then the subviews that inherit what changed, depth-first, back to front.
    private func notifyTintChange(colorChanged: Bool, modeChanged: Bool) {
        tintColorDidChange()
        for subview in subviewsStorage {
            let inheritsColor = colorChanged && subview.tintColorStorage == nil
            let inheritsMode = modeChanged && subview.tintAdjustmentModeStorage == .automatic
            if inheritsColor || inheritsMode {
                subview.notifyTintChange(colorChanged: inheritsColor, modeChanged: inheritsMode)
            }
        }
    }
}
