import Foundation

extension StackView {
    /// How a stack view places its arranged views across its ``StackView/axis``, as UIKit's
    /// `UIStackView.Alignment`, with UIKit's raw values: ``top`` is ``leading`` (1) and
    /// ``bottom`` is ``trailing`` (4), as in UIKit, where they are the same constants.
    ///
    /// The stack view turns each case into constraints of its own (UIKit's identifiers:
    /// `UISV-canvas-connection`, `UISV-alignment`, `UISV-spanning-boundary`,
    /// `UISV-spanning-fit`); see ``StackView``.
    public enum Alignment: Int, Sendable, Hashable {
        /// The arranged views fill the stack across the axis.
        case fill = 0
        /// Aligned to the leading edge of a vertical stack (``top`` in a horizontal one).
        case leading = 1
        /// Aligned so that their first baselines line up. Apple documents it for horizontal
        /// stacks only; a vertical stack treats it as ``fill``.
        case firstBaseline = 2
        /// Centered across the axis.
        case center = 3
        /// Aligned to the trailing edge of a vertical stack (``bottom`` in a horizontal one).
        case trailing = 4
        /// Aligned so that their last baselines line up. Apple documents it for horizontal
        /// stacks only; a vertical stack treats it as ``fill``.
        case lastBaseline = 5

        /// Aligned to the top edge of a horizontal stack: the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// Aligned to the bottom edge of a horizontal stack: the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}
