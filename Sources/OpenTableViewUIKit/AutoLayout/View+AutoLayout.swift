import Foundation

/// Auto Layout on a view, with UIKit's `UIView` API: constraints, anchors, layout guides,
/// content hugging and compression resistance, the constraint pass and the debugging queries.
///
/// How the constraints are solved and applied is in `LayoutEngine.swift`; what differs from
/// UIKit is in `Compatibility/AutoLayout.md`.
extension View {
    // MARK: Translating the autoresizing mask

    /// Whether the view's frame (and its ``autoresizingMask``) is turned into constraints, as
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`. Default `true`: the frame you set
    /// stays. Set it to `false` for a view the constraints place and size; the layout of its
    /// superview then sets its frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            let state = ensureLayoutState()
            state.translatesAutoresizingMask = newValue
            if !newValue {
                becomeLayoutItem()
                superview?.ensureLayoutState().laysOutSubviewsWithEngine = true
            }
            LayoutEngine.structureDidChange(around: self)
        }
    }

    // MARK: Constraints

    /// The constraints installed on this view, as UIKit's `constraints`: those whose closest
    /// common ancestor it is, and those added with ``addConstraint(_:)``.
    public var constraints: [LayoutConstraint] {
        layoutState?.installed ?? []
    }

    /// Installs `constraint` on this view, as UIKit's `addConstraint(_:)`. Apple recommends
    /// activating constraints instead (``LayoutConstraint/isActive``). The items should be this
    /// view or its descendants; when they are not, UIKit's "view hierarchy is not prepared" line
    /// is logged and the constraint is left out of layout.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.install(on: self)
    }

    /// Installs each of `constraints`, as UIKit's `addConstraints(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` if it is installed on this view, as UIKit's `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.deactivateNow()
    }

    /// Removes each of `constraints` installed on this view, as UIKit's `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    /// The leading edge (the left edge: layout is left-to-right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text: a label's; the bottom edge of other views.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text: a label's; the bottom edge of other views.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The guides added to this view with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] {
        layoutState?.guides ?? []
    }

    /// Adds `layoutGuide` to this view, as UIKit's `addLayoutGuide(_:)`: its anchors can then be
    /// constrained to this view's subviews. A guide moves from the view it was in.
    public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
        if let old = layoutGuide.owningView { old.removeLayoutGuide(layoutGuide) }
        ensureLayoutState().guides.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.structureDidChange(around: self)
    }

    /// Removes `layoutGuide` from this view, as UIKit's `removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
        guard let state = layoutState, let index = state.guides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        state.guides.remove(at: index)
        layoutGuide.owningView = nil
        LayoutEngine.structureDidChange(around: self)
    }

    /// The guide of the view's bounds less its ``layoutMargins``, as UIKit's
    /// `layoutMarginsGuide`. The margin attributes of constraints (`leadingMargin`) are its edges.
    public var layoutMarginsGuide: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.marginsGuide { return guide }
        let guide = LayoutGuide(system: .layoutMargins, owningView: self)
        state.marginsGuide = guide
        return guide
    }

    /// The guide of the view's bounds less its ``safeAreaInsets``, as UIKit's
    /// `safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.safeAreaGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owningView: self)
        state.safeAreaGuide = guide
        return guide
    }

    /// The layout margins guide, at most 672 points wide and centered, as UIKit's
    /// `readableContentGuide` at the default text size (UIKit derives the width from the font;
    /// on an iPhone in portrait it equals the margins).
    public var readableContentGuide: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.readableGuide { return guide }
        let guide = LayoutGuide(system: .readableContent, owningView: self)
        state.readableGuide = guide
        return guide
    }

    // MARK: Content hugging and compression resistance

    /// How much the view resists growing beyond its ``intrinsicContentSize`` along `axis`, as
    /// UIKit's `contentHuggingPriority(for:)`. Default 250 (``LayoutPriority/defaultLow``).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let hugging = layoutState?.hugging ?? (horizontal: 250, vertical: 250)
        return LayoutPriority(axis == .horizontal ? hugging.horizontal : hugging.vertical)
    }

    /// Sets the content hugging priority along `axis`, as UIKit's
    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.hugging.horizontal = priority.rawValue
        } else {
            state.hugging.vertical = priority.rawValue
        }
        LayoutEngine.contentPrioritiesDidChange(of: self)
    }

    /// How much the view resists shrinking below its ``intrinsicContentSize`` along `axis`, as
    /// UIKit's `contentCompressionResistancePriority(for:)`. Default 750
    /// (``LayoutPriority/defaultHigh``).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let compression = layoutState?.compression ?? (horizontal: 750, vertical: 750)
        return LayoutPriority(axis == .horizontal ? compression.horizontal : compression.vertical)
    }

    /// Sets the compression resistance priority along `axis`, as UIKit's
    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.compression.horizontal = priority.rawValue
        } else {
            state.compression.vertical = priority.rawValue
        }
        LayoutEngine.contentPrioritiesDidChange(of: self)
    }

    // MARK: The constraint pass

    /// Asks for ``updateConstraints()`` at the next constraint pass, as UIKit's
    /// `setNeedsUpdateConstraints()`. The pass runs at the start of ``layoutIfNeeded()``, or
    /// now with ``updateConstraintsIfNeeded()``.
    public func setNeedsUpdateConstraints() {
        let state = ensureLayoutState()
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        noteAutoLayoutInSubtree()
        LayoutEngine.pendingConstraintUpdates.append(self)
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due, as UIKit's `needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool {
        layoutState?.needsUpdateConstraints ?? false
    }

    /// Runs the pending ``updateConstraints()`` of this view and its descendants now, deepest
    /// first (a view's subviews update before it, as in UIKit), as UIKit's
    /// `updateConstraintsIfNeeded()`. A view controller's root view asks its controller
    /// (``ViewController/updateViewConstraints()``).
    public func updateConstraintsIfNeeded() {
        LayoutEngine.runConstraintPass(in: self)
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame free: more than one frame satisfies them
    /// equally well, as UIKit's `hasAmbiguousLayout`. `false` for a view whose frame is set
    /// (one that translates its autoresizing mask).
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.isAmbiguous(self, along: nil)
    }

    /// Moves the view to another frame its constraints allow, as UIKit's
    /// `exerciseAmbiguityInLayout()`: for each of the view's position and size that
    /// ``hasAmbiguousLayout`` finds free, a value 100 points away (further, or nearer when further
    /// is not allowed) as far as the constraints let it go. A view whose layout is not ambiguous
    /// keeps its frame. As in UIKit, the next layout pass puts the view back where the engine's
    /// solution is. Deterministic, where UIKit's choice is random.
    public func exerciseAmbiguityInLayout() {
        guard let frame = LayoutEngine.exercisedFrame(of: self) else { return }
        self.frame = frame
    }

    /// The active constraints that affect the view's frame along `axis`, as UIKit's
    /// `constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, along: axis)
    }

    // MARK: Internals

    /// The view's Auto Layout state, made when first needed.
    package func ensureLayoutState() -> ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        noteAutoLayoutInSubtree()
        return state
    }

    /// The view is named by a constraint: its tree's engine gives it variables.
    package func becomeLayoutItem() {
        let state = ensureLayoutState()
        guard !state.isItem else { return }
        state.isItem = true
        if !state.translatesAutoresizingMask { superview?.ensureLayoutState().laysOutSubviewsWithEngine = true }
    }

    package func installConstraint(_ constraint: LayoutConstraint) {
        ensureLayoutState().installed.append(constraint)
    }

    package func uninstall(_ constraint: LayoutConstraint) {
        guard let state = layoutState, let index = state.installed.firstIndex(where: { $0 === constraint }) else {
            return
        }
        state.installed.remove(at: index)
    }

    /// The closest view that is both this view (or an ancestor) and `other` (or an ancestor).
    /// - Complexity: O(depth).
    package func closestCommonAncestor(with other: View) -> View? {
        if self === other { return self }
        var depthA = 0
        var depthB = 0
        var a: View? = self
        while let view = a {
            depthA += 1
            a = view.superview
        }
        var b: View? = other
        while let view = b {
            depthB += 1
            b = view.superview
        }
        a = self
        b = other
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }
}

extension View {
    /// Tells the engines that read this view's intrinsic size to read it again; nothing for a
    /// view outside Auto Layout.
    package func intrinsicContentSizeDidChangeForLayout() {
        guard let layoutState, layoutState.isItem else { return }
        layoutState.intrinsicGeneration += 1
        LayoutEngine.intrinsicSizeDidChange(of: self)
    }
}
