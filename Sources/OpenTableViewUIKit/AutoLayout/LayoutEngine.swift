import Foundation
import OpenTableViewConstraintSolver

/// Solves a tree's constraints and sets the frames of the views they place: the one owner of
/// every Cassowary solver in the UI.
///
/// **Where engines live.** A view tree's constraints are solved by the engine of its *root*: the
/// topmost view, or the closest view that hosts its own engine (a table cell or a header or
/// footer view, as UIKit's cells do), so moving a cell in and out of a table never moves its
/// constraints. Besides this layout engine, a view measured with
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` keeps
/// a fitting engine of its own subtree whose size is free.
///
/// **Variables.** Each view or guide the constraints need gets four variables, its frame in its
/// superview's (a guide: its owning view's) coordinates, as Auto Layout's engine has. A
/// constraint is written in the coordinates of its items' closest common ancestor, adding the
/// origins of the views in between; so a view that moves does not move the variables of the
/// views inside it. The root has only a size.
///
/// **What goes in.** In order: the root's size (its bounds; in a fitting engine, the target size
/// at the fitting priorities); for each view that translates its autoresizing mask, its frame as
/// four required constraints; for each view that does not, its intrinsic content size as content
/// hugging and compression resistance constraints; for each system guide, its insets; then the
/// app's constraints in the order they were activated. A required constraint that cannot hold
/// with those before it is left out and logged as UIKit does ("Unable to simultaneously satisfy
/// constraints.").
///
/// **Incremental.** The engine is rebuilt only when the structure changes (a constraint or a
/// guide is added or removed, a view that takes part moves, a mask stops being translated). Any
/// other change (a constraint's constant or optional priority, a frame, a margin, an intrinsic
/// size) is found by ``sync()`` comparing what it put in with what is there now, and is an
/// incremental edit of the solver (Cassowary's constant update with the dual simplex).
@MainActor
package final class LayoutEngine {
    /// Whether the engine sets frames or measures its root.
    package enum Mode { case layout, fitting }

    /// Four variables: a frame.
    package struct Frame {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable
    }

    /// Where a constraint in the solver came from (for sync and for the log).
    enum Source {
        /// One of the app's constraints; `base` is the constant its attributes contribute
        /// (a label's baseline offset), so the solver's constant is `base − constant`.
        case user(LayoutConstraint, base: Double)
        /// A frame held because the view translates its autoresizing mask.
        case autoresizing(View, LayoutConstraint.Attribute)
        /// The root's size (`UIView-Encapsulated-Layout-Width` and `…-Height`).
        case rootSize(LayoutConstraint.Attribute)
        /// A system guide's inset from its owning view.
        case guide(LayoutGuide, LayoutConstraint.Attribute)
        /// Content hugging (`hugging == true`) or compression resistance.
        case intrinsic(View, LayoutConstraint.Attribute, hugging: Bool)
    }

    struct Record {
        var constraint: Constraint
        var source: Source
        /// The constant of ``constraint``'s expression now in the solver (or wanted, if broken).
        var constant: Double
        /// Whether the constraint is in the solver (`false`: broken, as UIKit "breaks" one).
        var isInSolver: Bool
        /// For a user constraint: the priority it was added at.
        var priority: Float
    }

    unowned(unsafe) let root: View
    let mode: Mode
    var solver = Solver()
    var records: [Record] = []
    var frames: [ObjectIdentifier: Frame] = [:]
    /// The views of the tree the engine solves (the root's subtree, not inside nested hosts).
    var scope: Set<ObjectIdentifier> = []
    /// Per view that translates its mask: the frame it was held at and its four records.
    var heldFrames: [(view: View, frame: CGRect, records: [Int])] = []
    /// Per system guide: the insets it was set from and its records.
    var guides: [(guide: LayoutGuide, owner: View, insets: EdgeInsets, records: [Int])] = []
    /// Per view with an intrinsic size: the generation measured and its records.
    var intrinsics: [(view: View, generation: Int, size: CGSize, records: [Int])] = []
    /// Multi-line labels, and text views that do not scroll, whose height depends on the width
    /// the constraints give them, with the index of their entry in ``intrinsics``.
    var wrappingLabels: [(label: View, intrinsic: Int)] = []
    /// The records of the root's size (layout) or the target size (fitting): width, height.
    var rootRecords: [Int] = []
    var rootSize = CGSize.zero
    /// Whether ``setTarget(_:priorities:)`` moved the target since the last ``sync()``, so wrapped
    /// labels are measured again.
    var targetChanged = false
    var targetPriorities: (Float, Float) = (1000, 1000)
    var userRecords: [Int] = []
    /// The views whose layout sets frames from this engine (superviews of views that do not
    /// translate their masks).
    var laidOutSuperviews: [View] = []
    /// The structure generation the engine was built at.
    var builtGeneration = -1

    init(root: View, mode: Mode) {
        self.root = root
        self.mode = mode
    }

    // MARK: Process-wide state

    /// Bumped by every change of structure anywhere: engines built before rebuild when next used.
    package static var generation = 0
    /// Views that asked for `updateConstraints()` (see ``runConstraintPass(in:)``).
    package static var pendingConstraintUpdates: [View] = []

    // MARK: Notifications from the API

    /// A constraint, guide, mask translation or item moved: rebuild engines, lay out again.
    package static func structureDidChange(around view: View, items: [AnyObject?] = []) {
        generation += 1
        view.noteAutoLayoutInSubtree()
        view.setNeedsLayout()
        view.superviewStorage?.setNeedsLayout()
        for item in items {
            LayoutItemGeometry.hostView(of: item)?.superviewStorage?.setNeedsLayout()
        }
        let root = root(of: view)
        root.layoutState?.layoutEngine?.markNeedsApplication(except: nil)
        tellAncestors(root)
    }

    /// Tells the ancestors of `root`, when it hosts its own engine (a cell), that its layout
    /// changed, so a table can measure the row again (`selfSizingInvalidation`
    /// `.enabledIncludingConstraints`).
    static func tellAncestors(_ root: View) {
        guard root.hostsLayoutEngine else { return }
        var ancestor = root.superviewStorage
        while let view = ancestor {
            view.hostedLayoutDidChange(root)
            ancestor = view.superviewStorage
        }
    }

    /// An active constraint's constant or priority changed: the next layout moves the views.
    package static func constraintDidChange(_ constraint: LayoutConstraint) {
        guard let container = constraint.container else { return }
        container.setNeedsLayout()
        for item in [constraint.firstItem, constraint.secondItem] {
            LayoutItemGeometry.hostView(of: item)?.superviewStorage?.setNeedsLayout()
        }
        let root = root(of: container)
        root.layoutState?.layoutEngine?.markNeedsApplication(except: nil)
        tellAncestors(root)
    }

    /// A view's intrinsic size, frame or margins changed in a way its engine reads.
    package static func geometryDidChange(of view: View) {
        engine(ofRootOf: view)?.markNeedsApplication(except: nil)
        view.superviewStorage?.setNeedsLayout()
    }

    /// A view's intrinsic size changed: as ``geometryDidChange(of:)``, and the hosting cell's
    /// ancestors hear of it.
    package static func intrinsicSizeDidChange(of view: View) {
        geometryDidChange(of: view)
        tellAncestors(root(of: view))
    }

    /// Hugging or compression resistance changed: the intrinsic constraints are remade.
    package static func contentPrioritiesDidChange(of view: View) {
        guard view.layoutState?.isItem == true else { return }
        structureDidChange(around: view)
    }

    // MARK: Roots

    /// The view whose engine solves `view`'s constraints: the closest ancestor (or `view`) that
    /// hosts an engine, or the topmost view.
    package static func root(of view: View) -> View {
        var current = view
        while !current.hostsLayoutEngine, let superviewStorage = current.superviewStorage { current = superviewStorage }
        return current
    }

    /// The built layout engine of `view`'s root, if any (it is not built here).
    static func engine(ofRootOf view: View) -> LayoutEngine? {
        root(of: view).layoutState?.layoutEngine
    }

    /// The layout engine of `root`, built or rebuilt if needed, and synchronised.
    static func layoutEngine(of root: View) -> (engine: LayoutEngine, changed: Bool) {
        let state = root.ensureLayoutState()
        let engine: LayoutEngine
        if let existing = state.layoutEngine {
            engine = existing
        } else {
            engine = LayoutEngine(root: root, mode: .layout)
            state.layoutEngine = engine
        }
        let changed = engine.sync()
        return (engine, changed)
    }

    // MARK: Applying frames

    /// Sets the frames of `parent`'s subviews that do not translate their masks, from the engine
    /// of `parent`'s root: what the base `layoutSubviews()` does, as in UIKit.
    package static func applyFrames(toSubviewsOf parent: View) {
        let (engine, changed) = layoutEngine(of: root(of: parent))
        if changed { engine.markNeedsApplication(except: parent) }
        for subview in parent.subviewsStorage {
            guard let state = subview.layoutState, !state.translatesAutoresizingMask,
                let frame = engine.frames[ObjectIdentifier(subview)]
            else { continue }
            subview.frame = engine.rect(frame)
        }
        // A scroll view whose content guide the constraints size takes its content size from it.
        if let scrollView = parent as? ScrollView, let guide = scrollView.layoutState?.scrollContentGuide,
            let frame = engine.frames[ObjectIdentifier(guide)]
        {
            let size = engine.rect(frame).size
            if scrollView.contentSize != size { scrollView.contentSize = size }
        }
    }

    /// Marks every view this engine lays out as needing layout, so a changed solution reaches
    /// all of them in this pass or the next.
    func markNeedsApplication(except skipped: View?) {
        for view in laidOutSuperviews where view !== skipped { view.setNeedsLayout() }
    }

    /// The solved rectangle of four variables, without the solver's rounding noise.
    func rect(_ frame: Frame) -> CGRect {
        CGRect(
            x: LayoutEngine.rounded(solver.value(of: frame.minX)),
            y: LayoutEngine.rounded(solver.value(of: frame.minY)),
            width: LayoutEngine.rounded(solver.value(of: frame.width)),
            height: LayoutEngine.rounded(solver.value(of: frame.height)))
    }

    /// Removes the solver's rounding noise so frames compare exactly: a value within 1e-9 of a
    /// number with at most six decimals becomes that number (15.999999999999998 is 16, 28.800000000000004
    /// is 28.8); other values are kept. UIKit also rounds to the screen's pixels, which a headless
    /// screen does not have.
    static func rounded(_ value: Double) -> CGFloat {
        let short = (value * 1e6).rounded() / 1e6
        return CGFloat(abs(short - value) < 1e-9 ? short : value)
    }

    // MARK: Fitting

    /// Whether any constraint lays out `view`'s subtree: then fitting it asks the solver;
    /// otherwise `sizeThatFits(_:)` answers. Cached per structure generation.
    package static func usesConstraints(toFit view: View) -> Bool {
        guard view.subtreeUsesAutoLayout else { return false }
        let state = view.ensureLayoutState()
        if state.fittingCheck.generation == generation { return state.fittingCheck.usesConstraints }
        let answer = subtreeUsesConstraints(view, isRoot: true)
        state.fittingCheck = (generation, answer)
        return answer
    }

    private static func subtreeUsesConstraints(_ view: View, isRoot: Bool) -> Bool {
        if let state = view.layoutState {
            if !state.installed.isEmpty { return true }
            if !isRoot && !state.translatesAutoresizingMask { return true }
        }
        if !isRoot && view.hostsLayoutEngine { return false }
        for subview in view.subviewsStorage where subtreeUsesConstraints(subview, isRoot: false) { return true }
        return false
    }

    /// The size of `view` that its constraints give for `target` at the fitting priorities.
    package static func fittingSize(
        of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        let state = view.ensureLayoutState()
        let engine: LayoutEngine
        if let existing = state.fittingEngine {
            engine = existing
        } else {
            engine = LayoutEngine(root: view, mode: .fitting)
            state.fittingEngine = engine
        }
        engine.setTarget(target, priorities: (horizontal.rawValue, vertical.rawValue))
        _ = engine.sync()
        guard let frame = engine.frames[ObjectIdentifier(view)] else { return target }
        return CGSize(
            width: rounded(engine.solver.value(of: frame.width)), height: rounded(engine.solver.value(of: frame.height))
        )
    }

    // MARK: The constraint pass

    /// Runs `updateConstraints()` of the views below (and including) `view` that asked for it,
    /// deepest first.
    package static func runConstraintPass(in view: View) {
        guard !pendingConstraintUpdates.isEmpty else { return }
        var due: [(depth: Int, view: View)] = []
        var remaining: [View] = []
        for candidate in pendingConstraintUpdates {
            guard candidate.layoutState?.needsUpdateConstraints == true else { continue }
            if candidate.isDescendant(of: view) {
                var depth = 0
                var ancestor = candidate.superviewStorage
                while let a = ancestor {
                    depth += 1
                    ancestor = a.superviewStorage
                }
                due.append((depth, candidate))
            } else {
                remaining.append(candidate)
            }
        }
        pendingConstraintUpdates = remaining
        for (_, candidate) in due.sorted(by: { $0.depth > $1.depth }) {
            guard let state = candidate.layoutState, state.needsUpdateConstraints else { continue }
            state.needsUpdateConstraints = false
            if let controller = candidate.owningViewController {
                controller.updateViewConstraints()
            } else {
                candidate.updateConstraints()
            }
        }
    }

    // MARK: Queries

    /// The frame the engine gives `guide` in its owning view, after synchronising.
    static func frame(of guide: LayoutGuide) -> CGRect? {
        guard let owner = guide.owningView else { return nil }
        let (engine, _) = layoutEngine(of: root(of: owner))
        guard let frame = engine.frames[ObjectIdentifier(guide)] else { return nil }
        return engine.rect(frame)
    }
}

/// The solver's linear expression (Foundation also declares an `Expression`).
typealias LinearExpression = OpenTableViewConstraintSolver.Expression
