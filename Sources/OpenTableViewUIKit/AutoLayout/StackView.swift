import Foundation
import OpenTableViewDiagnostics

/// A view that lays out a row or a column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// Add views with ``addArrangedSubview(_:)``; the stack view makes and keeps the constraints that
/// place them (installed on itself, named with UIKit's identifiers: `UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing`, `UISV-hiding`, `UISV-spanning-boundary`, `UISV-spanning-fit`), and
/// remakes them whenever something that shapes them changes: the arranged views, ``axis``,
/// ``distribution``, ``alignment``, ``spacing``, a custom spacing, the arrangement flags or an
/// arranged view's ``View/isHidden``. Apple's "UIStackView" class reference describes the
/// behaviour reproduced here.
///
/// - A hidden arranged view collapses: it is 0 points long along the axis and the spacing
///   around it disappears; showing it brings it back.
/// - With no size given from outside, the stack hugs its arranged views: its fitting size
///   (``View/systemLayoutSizeFitting(_:)``) and the size it gets when pinned only by two edges
///   are those of its content.
/// - Like UIKit's, it is a non-rendering view: it draws nothing of its own. ``View/backgroundColor``
///   is recorded, as iOS 14 and later keep it.
///
/// Differences from UIKit: layout is left-to-right only; the system spacing
/// (``spacingUseSystem``) is 8 points between any two views (UIKit derives it from their fonts);
/// baselines are a label's (the bottom edge of other views, a nested stack view included); with
/// ``isBaselineRelativeArrangement`` only the spacing between views is measured from baselines,
/// not the distance of the first and last views from the stack's edges. See
/// `Compatibility/Porting.md` ("Stack views").
@preconcurrency @MainActor
open class StackView: View {
    /// The views the stack lays out, in order, as UIKit's `arrangedSubviews`: always a subset of
    /// ``View/subviews``, in an order of their own. Open and get-only, as UIKit declares it; the
    /// stack's own layout reads its storage.
    open var arrangedSubviews: [View] { arrangedSubviewsStorage }
    /// The storage of ``arrangedSubviews``.
    var arrangedSubviewsStorage: [View] = []

    /// The axis along which the arranged views are laid out, as UIKit's `axis`. Default
    /// `.horizontal`.
    open var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the arranged views are sized and placed along the ``axis``, as UIKit's `distribution`.
    /// Default ``Distribution/fill``.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the arranged views are placed across the ``axis``, as UIKit's `alignment`. Default
    /// ``Alignment/fill``.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent arranged views, as UIKit's `spacing`: exact for the `fill`
    /// distributions, the smallest allowed for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``. Default 0. ``spacingUseSystem`` asks for the system
    /// spacing (8 points headless). A custom spacing after a view
    /// (``setCustomSpacing(_:after:)``) takes its place there.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether the vertical space between arranged views is measured from the last baseline of
    /// one to the first baseline of the next, as UIKit's `isBaselineRelativeArrangement`. Used by
    /// vertical stacks only. Default `false`.
    ///
    /// Unlike UIKit, the first and last views stay at the stack's edges (UIKit also places their
    /// closest baseline the spacing away from the edge).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the arranged views are laid out within the stack's ``View/layoutMargins`` rather
    /// than its bounds, as UIKit's `isLayoutMarginsRelativeArrangement`. Default `false`.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The value of ``customSpacing(after:)`` for a view without a custom spacing, and the value
    /// to pass to ``setCustomSpacing(_:after:)`` to go back to ``spacing``, as UIKit's
    /// `spacingUseDefault` (`FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A spacing that asks for the system spacing between two views, as UIKit's
    /// `spacingUseSystem` (`FLT_MIN`). Headless it is 8 points between any two views.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Creates an empty stack view with a frame, as `UIStackView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the stack view from an archive, as UIKit's `UIStackView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view that arranges `views`, in order, as UIKit's
    /// `init(arrangedSubviews:)`: each is added as a subview and stops translating its
    /// autoresizing mask.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` to the end of ``arrangedSubviews``, as UIKit's `addArrangedSubview(_:)`. It
    /// also becomes a subview (on top) if it is not one already (if it is, the subview order
    /// stays), and its ``View/translatesAutoresizingMaskIntoConstraints`` is set to `false`. A
    /// view already arranged moves to the end.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviewsStorage.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex`, as UIKit's
    /// `insertArrangedSubview(_:at:)`; the views from `stackIndex` on move up one. It also becomes
    /// a subview if it is not one already, and stops translating its autoresizing mask. A view
    /// already arranged moves to `stackIndex`.
    ///
    /// `stackIndex` must not be greater than the number of arranged views (counting `view` out
    /// if it is one): UIKit raises, and so does OpenTableView, with UIKit's
    /// `NSInternalInconsistencyException` (Apple's documentation of the method; the message text is OpenTableView's).
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        trapping { try checkedInsertArrangedSubview(view, at: stackIndex) }
    }

    /// Removes `view` from ``arrangedSubviews``, as UIKit's `removeArrangedSubview(_:)`. It stays
    /// a subview (call ``View/removeFromSuperview()`` to take it out of the stack); the stack no
    /// longer constrains it. Removing a view from the stack's subviews removes it from the
    /// arranged views too.
    open func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviewsStorage.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviewsStorage.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (before the next arranged view), as UIKit's
    /// `setCustomSpacing(_:after:)`, in place of ``spacing``. ``spacingUseDefault`` goes back to
    /// ``spacing``; ``spacingUseSystem`` asks for the system spacing. Ignored for a view that is
    /// not arranged in this stack.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard isArranged(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let newValue: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != newValue else { return }
        customSpacings[key] = newValue
        arrangementDidChange()
    }

    /// The custom space after `arrangedSubview`, as UIKit's `customSpacing(after:)`:
    /// ``spacingUseDefault`` when none was set (the stack's ``spacing`` applies).
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: Overrides

    /// A subview leaving the stack leaves ``arrangedSubviews`` too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Before the base sets the arranged views' frames, a ``Distribution/fillProportionally``
    /// stack whose arranged views' intrinsic sizes changed remakes its proportions, as UIKit
    /// does in its layout pass.
    open override func layoutSubviews() {
        if distribution == .fillProportionally, proportionalSizes != currentProportionalSizes() {
            rebuildArrangement()
        }
        super.layoutSubviews()
    }

    // MARK: Internals

    /// The custom spacings, per arranged view (absent: ``spacing``).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made and installed on itself, remade together.
    var arrangementConstraints: [LayoutConstraint] = []
    /// The spacer guides the stack added to itself (one per gap for the equal distributions).
    var spacerGuides: [LayoutGuide] = []
    /// The intrinsic lengths the ``Distribution/fillProportionally`` constraints were made from.
    var proportionalSizes: [CGFloat] = []

    func isArranged(_ view: View) -> Bool {
        arrangedSubviewsStorage.contains { $0 === view }
    }

    /// Inserts `view`, or throws UIKit's exception for an index past the end; then nothing
    /// changes.
    package func checkedInsertArrangedSubview(_ view: View, at stackIndex: Int) throws(TableViewException) {
        let others = arrangedSubviewsStorage.filter { $0 !== view }
        guard stackIndex >= 0, stackIndex <= others.count else {
            throw Messages.stackViewInsertionIndexOutOfBounds(index: stackIndex, count: others.count)
        }
        arrangedSubviewsStorage = others
        arrangedSubviewsStorage.insert(view, at: stackIndex)
        if view.superviewStorage !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// An arranged view was hidden or shown (`View.isHidden`'s hook).
    package func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard isArranged(view) else { return }
        arrangementDidChange()
    }

    /// Something the constraints are made from changed: remake them now, so ``View/constraints``
    /// and the next layout or fitting see them.
    func arrangementDidChange() {
        rebuildArrangement()
    }
}
