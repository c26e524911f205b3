import Foundation

/// Auto Layout on a view, with UIKit's `UIView` API: constraints, anchors, layout guides,
/// content hugging and compression resistance, the constraint pass and the debugging queries.
///
/// How the constraints are solved and applied is in `LayoutEngine.swift`; what differs from
/// UIKit is in `Compatibility/AutoLayout.md`.
extension View {
    // MARK: Translating the autoresizing mask

    /// The work of ``translatesAutoresizingMaskIntoConstraints``, behind its open entry point in the class body.
    var translatesAutoresizingMaskIntoConstraintsImplementation: Bool {
        get { layoutState?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            let state = ensureLayoutState()
            state.translatesAutoresizingMask = newValue
            if !newValue {
                becomeLayoutItem()
                superviewStorage?.ensureLayoutState().laysOutSubviewsWithEngine = true
            }
            LayoutEngine.structureDidChange(around: self)
        }
    }

    // MARK: Constraints

    /// The work of ``constraints``, behind its open entry point in the class body.
    var constraintsImplementation: [LayoutConstraint] {
        layoutState?.installed ?? []
    }

    /// The work of ``addConstraint(_:)``, behind its open entry point in the class body.
    func addConstraintImplementation(_ constraint: LayoutConstraint) {
        constraint.install(on: self)
    }

    /// The work of ``addConstraints(_:)``, behind its open entry point in the class body.
    func addConstraintsImplementation(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// The work of ``removeConstraint(_:)``, behind its open entry point in the class body.
    func removeConstraintImplementation(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.deactivateNow()
    }

    /// The work of ``removeConstraints(_:)``, behind its open entry point in the class body.
    func removeConstraintsImplementation(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    /// The work of ``leadingAnchor``, behind its open entry point in the class body.
    var leadingAnchorImplementation: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The work of ``trailingAnchor``, behind its open entry point in the class body.
    var trailingAnchorImplementation: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The work of ``leftAnchor``, behind its open entry point in the class body.
    var leftAnchorImplementation: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The work of ``rightAnchor``, behind its open entry point in the class body.
    var rightAnchorImplementation: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The work of ``topAnchor``, behind its open entry point in the class body.
    var topAnchorImplementation: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The work of ``bottomAnchor``, behind its open entry point in the class body.
    var bottomAnchorImplementation: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The work of ``widthAnchor``, behind its open entry point in the class body.
    var widthAnchorImplementation: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The work of ``heightAnchor``, behind its open entry point in the class body.
    var heightAnchorImplementation: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The work of ``centerXAnchor``, behind its open entry point in the class body.
    var centerXAnchorImplementation: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The work of ``centerYAnchor``, behind its open entry point in the class body.
    var centerYAnchorImplementation: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The work of ``firstBaselineAnchor``, behind its open entry point in the class body.
    var firstBaselineAnchorImplementation: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The work of ``lastBaselineAnchor``, behind its open entry point in the class body.
    var lastBaselineAnchorImplementation: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The work of ``layoutGuides``, behind its open entry point in the class body.
    var layoutGuidesImplementation: [LayoutGuide] {
        layoutState?.guides ?? []
    }

    /// The work of ``addLayoutGuide(_:)``, behind its open entry point in the class body.
    func addLayoutGuideImplementation(_ layoutGuide: LayoutGuide) {
        if let old = layoutGuide.owningView { old.removeLayoutGuide(layoutGuide) }
        ensureLayoutState().guides.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.structureDidChange(around: self)
    }

    /// The work of ``removeLayoutGuide(_:)``, behind its open entry point in the class body.
    func removeLayoutGuideImplementation(_ layoutGuide: LayoutGuide) {
        guard let state = layoutState, let index = state.guides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        state.guides.remove(at: index)
        layoutGuide.owningView = nil
        LayoutEngine.structureDidChange(around: self)
    }

    /// The work of ``layoutMarginsGuide``, behind its open entry point in the class body.
    var layoutMarginsGuideImplementation: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.marginsGuide { return guide }
        let guide = LayoutGuide(system: .layoutMargins, owningView: self)
        state.marginsGuide = guide
        return guide
    }

    /// The work of ``safeAreaLayoutGuide``, behind its open entry point in the class body.
    var safeAreaLayoutGuideImplementation: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.safeAreaGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owningView: self)
        state.safeAreaGuide = guide
        return guide
    }

    /// The work of ``readableContentGuide``, behind its open entry point in the class body.
    var readableContentGuideImplementation: LayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.readableGuide { return guide }
        let guide = LayoutGuide(system: .readableContent, owningView: self)
        state.readableGuide = guide
        return guide
    }

    // MARK: Content hugging and compression resistance

    /// The work of ``contentHuggingPriority(for:)``, behind its open entry point in the class body.
    func contentHuggingPriorityImplementation(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let hugging = layoutState?.hugging ?? (horizontal: 250, vertical: 250)
        return LayoutPriority(axis == .horizontal ? hugging.horizontal : hugging.vertical)
    }

    /// The work of ``setContentHuggingPriority(_:for:)``, behind its open entry point in the class body.
    func setContentHuggingPriorityImplementation(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.hugging.horizontal = priority.rawValue
        } else {
            state.hugging.vertical = priority.rawValue
        }
        LayoutEngine.contentPrioritiesDidChange(of: self)
    }

    /// The work of ``contentCompressionResistancePriority(for:)``, behind its open entry point in the class body.
    func contentCompressionResistancePriorityImplementation(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let compression = layoutState?.compression ?? (horizontal: 750, vertical: 750)
        return LayoutPriority(axis == .horizontal ? compression.horizontal : compression.vertical)
    }

    /// The work of ``setContentCompressionResistancePriority(_:for:)``, behind its open entry point in the class body.
    func setContentCompressionResistancePriorityImplementation(
        _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
    ) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.compression.horizontal = priority.rawValue
        } else {
            state.compression.vertical = priority.rawValue
        }
        LayoutEngine.contentPrioritiesDidChange(of: self)
    }

    // MARK: The constraint pass

    /// The work of ``setNeedsUpdateConstraints()``, behind its open entry point in the class body.
    func setNeedsUpdateConstraintsImplementation() {
        let state = ensureLayoutState()
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        noteAutoLayoutInSubtree()
        LayoutEngine.pendingConstraintUpdates.append(self)
        setNeedsLayout()
    }

    /// The work of ``needsUpdateConstraints()``, behind its open entry point in the class body.
    func needsUpdateConstraintsImplementation() -> Bool {
        layoutState?.needsUpdateConstraints ?? false
    }

    /// The work of ``updateConstraintsIfNeeded()``, behind its open entry point in the class body.
    func updateConstraintsIfNeededImplementation() {
        LayoutEngine.runConstraintPass(in: self)
    }

    // MARK: Debugging

    /// The work of ``hasAmbiguousLayout``, behind its open entry point in the class body.
    var hasAmbiguousLayoutImplementation: Bool {
        LayoutEngine.isAmbiguous(self, along: nil)
    }

    /// The work of ``exerciseAmbiguityInLayout()``, behind its open entry point in the class body.
    func exerciseAmbiguityInLayoutImplementation() {
        guard let frame = LayoutEngine.exercisedFrame(of: self) else { return }
        self.frame = frame
    }

    /// The work of ``constraintsAffectingLayout(for:)``, behind its open entry point in the class body.
    func constraintsAffectingLayoutImplementation(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
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
        if !state.translatesAutoresizingMask { superviewStorage?.ensureLayoutState().laysOutSubviewsWithEngine = true }
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
            a = view.superviewStorage
        }
        var b: View? = other
        while let view = b {
            depthB += 1
            b = view.superviewStorage
        }
        a = self
        b = other
        while depthA > depthB {
            a = a?.superviewStorage
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superviewStorage
            depthB -= 1
        }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superviewStorage
            b = y.superviewStorage
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
