import Foundation

extension StackView {
    /// How a stack view sizes and places its arranged views along its ``StackView/axis``, as
    /// UIKit's `UIStackView.Distribution`, with UIKit's raw values.
    ///
    /// The stack view turns each case into constraints of its own (UIKit's identifiers:
    /// `UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`);
    /// see ``StackView``.
    public enum Distribution: Int, Sendable, Hashable {
        /// The arranged views fill the stack along the axis, edge to edge with the spacing
        /// between them. When they do not fit, they shrink by their compression resistance;
        /// when they do not fill it, they grow by their content hugging (the view with the lowest
        /// hugging priority grows). Apple's documentation of `UIStackView.Distribution.fill`.
        case fill = 0
        /// The arranged views fill the stack with equal lengths along the axis.
        case fillEqually = 1
        /// The arranged views fill the stack with lengths proportional to their intrinsic
        /// content sizes along the axis.
        case fillProportionally = 2
        /// The arranged views keep their intrinsic lengths and the spaces between them are
        /// equal; no space is smaller than the stack's spacing.
        case equalSpacing = 3
        /// The centers of the arranged views are equally far apart along the axis; no space
        /// between two views is smaller than the stack's spacing.
        case equalCentering = 4
    }
}
