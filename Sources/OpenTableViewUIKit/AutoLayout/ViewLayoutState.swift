import Foundation

/// A view's Auto Layout state: the one owner of everything a view knows about constraints.
///
/// A view has none until it first takes part in Auto Layout (``View/layoutState`` is `nil`), so
/// the many views laid out with frames (every cell of a table that does not use constraints)
/// pay one pointer and no work.
@MainActor
package final class ViewLayoutState {
    /// Whether the view's frame is set from outside (its autoresizing mask becomes constraints)
    /// rather than by the constraints. UIKit's `translatesAutoresizingMaskIntoConstraints`.
    package var translatesAutoresizingMask = true
    /// The constraints installed on the view (UIKit's `constraints`), in the order installed.
    package var installed: [LayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`.
    package var guides: [LayoutGuide] = []
    /// The system guides, made when first asked for.
    package var marginsGuide: LayoutGuide?
    package var safeAreaGuide: LayoutGuide?
    package var readableGuide: LayoutGuide?
    /// A scroll view's content and frame guides, made when first asked for.
    package var scrollContentGuide: LayoutGuide?
    package var scrollFrameGuide: LayoutGuide?
    /// The hidden guides of `anchorWithOffset(to:)` whose anchors have this view as their
    /// closest common ancestor.
    package var offsetGuides: [LayoutGuide] = []
    /// Content hugging and compression resistance, horizontal then vertical (UIKit's defaults
    /// for a view made in code: 250 and 750).
    package var hugging: (horizontal: Float, vertical: Float) = (250, 250)
    package var compression: (horizontal: Float, vertical: Float) = (750, 750)
    /// Whether a constraint names the view, or it does not translate its mask: the engine of the
    /// view's tree gives it variables.
    package var isItem = false
    /// Whether some subview does not translate its mask, so this view's layout sets their frames
    /// from its engine.
    package var laysOutSubviewsWithEngine = false
    /// Whether `updateConstraints()` should run in the next constraint pass.
    package var needsUpdateConstraints = false
    /// Counts `invalidateIntrinsicContentSize()` calls, so an engine notices a new size.
    package var intrinsicGeneration = 0
    /// For an engine root: bumped by every change of the constraints or views it solves.
    package var structureVersion = 0
    /// For an engine root (a cell, or a view without a superview): the engine that sets frames.
    package var layoutEngine: LayoutEngine?
    /// The engine that measures this view for `systemLayoutSizeFitting`, kept between calls.
    package var fittingEngine: LayoutEngine?
    /// `(structure generation, answer)` of the last check whether any constraint lays out the
    /// view's subtree, so fitting a view without constraints stays a `sizeThatFits(_:)` call.
    package var fittingCheck: (generation: Int, usesConstraints: Bool) = (-1, false)

    package init() {}
}
