import Foundation

// The constraints a stack view makes for its arranged views, as UIKit's do: named with UIKit's
// identifiers, installed on the stack view itself, and remade together whenever something that
// shapes them changes.
extension StackView {
    /// The priority of the constraints that make a stack hug its content where nothing else
    /// decides its size (`UISV-spanning-fit`, and the preferred spacing of the equal
    /// distributions): just above ``LayoutPriority/fittingSizeLevel``, so the stack's fitting
    /// size is its content's, and below anything an app sets.
    static let fitPriority: Float = 51

    /// The attributes along or across the stack's axis.
    struct Edges {
        let start: LayoutConstraint.Attribute
        let end: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute
        let length: LayoutConstraint.Attribute

        static let horizontal = Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
        static let vertical = Edges(start: .top, end: .bottom, center: .centerY, length: .height)
    }

    /// Removes the stack's constraints and spacer guides and makes them again from the current
    /// arranged views and properties.
    func rebuildArrangement() {
        for constraint in arrangementConstraints { removeConstraint(constraint) }
        for guide in spacerGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        spacerGuides = []
        proportionalSizes = []
        guard !arrangedSubviewsStorage.isEmpty else { return }

        var builder = Builder(stack: self)
        builder.build()
        spacerGuides = builder.guides
        for guide in spacerGuides { addLayoutGuide(guide) }
        arrangementConstraints = builder.constraints
        proportionalSizes = builder.proportionalSizes
        for constraint in arrangementConstraints { addConstraint(constraint) }
    }

    /// The arranged views' intrinsic lengths along the axis (0 for a view without one), which
    /// ``Distribution/fillProportionally`` divides the stack by.
    func currentProportionalSizes() -> [CGFloat] {
        arrangedSubviewsStorage.filter { !$0.isHidden }.map { view in
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length == View.noIntrinsicMetric ? 0 : max(0, length)
        }
    }

    /// The space after `view`: its custom spacing, else the stack's; ``spacingUseSystem`` is the
    /// system spacing.
    func spacingValue(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == StackView.spacingUseSystem ? LayoutMetrics.systemSpacing : value
    }

    /// Makes one rebuild's constraints and guides.
    @MainActor
    struct Builder {
        let stack: StackView
        /// The item the arranged views are laid out in: the stack, or its margins guide.
        let canvas: AnyObject
        let along: Edges
        let across: Edges
        let visible: [View]
        var constraints: [LayoutConstraint] = []
        var guides: [LayoutGuide] = []
        var proportionalSizes: [CGFloat] = []

        init(stack: StackView) {
            self.stack = stack
            canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
            along = stack.axis == .horizontal ? .horizontal : .vertical
            across = stack.axis == .horizontal ? .vertical : .horizontal
            visible = stack.arrangedSubviewsStorage.filter { !$0.isHidden }
        }

        mutating func build() {
            buildAlongAxis()
            buildAcrossAxis()
            buildHidden()
        }

        // MARK: Along the axis

        private mutating func buildAlongAxis() {
            guard let first = visible.first, let last = visible.last else { return }
            add(first, along.start, .equal, canvas, along.start, "UISV-canvas-connection")
            add(last, along.end, .equal, canvas, along.end, "UISV-canvas-connection")
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                for (previous, next) in zip(visible, visible.dropFirst()) {
                    addSpacing(after: previous, before: next, .equal, priority: 1000)
                }
                if stack.distribution == .fillEqually {
                    for view in visible.dropFirst() {
                        add(view, along.length, .equal, first, along.length, "UISV-fill-equally")
                    }
                } else if stack.distribution == .fillProportionally {
                    buildProportions()
                }
            case .equalSpacing:
                buildEqualGaps(betweenCenters: false)
            case .equalCentering:
                buildEqualGaps(betweenCenters: true)
            }
        }

        /// `next.start == previous.end + spacing` (`relation` for the minimum of the equal
        /// distributions), or between baselines in a baseline-relative vertical stack.
        private mutating func addSpacing(
            after previous: View, before next: View, _ relation: LayoutConstraint.Relation, priority: Float
        ) {
            let gap = stack.spacingValue(after: previous)
            if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
                add(
                    next, .firstBaseline, relation, previous, .lastBaseline, "UISV-spacing", constant: gap,
                    priority: priority)
            } else {
                add(next, along.start, relation, previous, along.end, "UISV-spacing", constant: gap, priority: priority)
            }
        }

        /// Each view's length is its share of the canvas less the spacing, in proportion to its
        /// intrinsic length (`UISV-fill-proportionally`, just below required as in UIKit, so
        /// compression resistance and outside constraints can still win). Views without an
        /// intrinsic length share equally when no view has one.
        private mutating func buildProportions() {
            var sizes = stack.currentProportionalSizes()
            proportionalSizes = sizes
            var total = sizes.reduce(0, +)
            if total == 0 {
                sizes = Array(repeating: 1, count: sizes.count)
                total = CGFloat(sizes.count)
            }
            let totalSpacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) {
                $0 + stack.spacingValue(after: $1.0)
            }
            for (view, size) in zip(visible, sizes) {
                let share = size / total
                add(
                    view, along.length, .equal, canvas, along.length, "UISV-fill-proportionally",
                    multiplier: share, constant: -share * totalSpacing, priority: 999)
            }
        }

        /// The equal distributions: a spacer guide per gap (between edges, or between centers),
        /// all as long as the first (`UISV-distributing`); the views stay at least the spacing
        /// apart (`UISV-spacing`, required) and prefer exactly the spacing, weakly, so a stack
        /// that nothing sizes hugs its content.
        private mutating func buildEqualGaps(betweenCenters: Bool) {
            var firstSpacer: LayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                addSpacing(after: previous, before: next, .greaterThanOrEqual, priority: 1000)
                addSpacing(after: previous, before: next, .equal, priority: StackView.fitPriority)
                let spacer = LayoutGuide()
                spacer.identifier = betweenCenters ? "UISV-distributing-center-spacer" : "UISV-distributing-spacer"
                guides.append(spacer)
                let edges = betweenCenters ? (along.center, along.center) : (along.end, along.start)
                add(spacer, along.start, .equal, previous, edges.0, "UISV-distributing-edge")
                add(spacer, along.end, .equal, next, edges.1, "UISV-distributing-edge")
                add(spacer, across.start, .equal, canvas, across.start, "UISV-distributing-edge")
                add(spacer, across.length, .equal, nil, .notAnAttribute, "UISV-distributing-edge")
                if let firstSpacer {
                    // Equal centering may give way (compressing views keeps the minimum spacing).
                    add(
                        spacer, along.length, .equal, firstSpacer, along.length, "UISV-distributing",
                        priority: betweenCenters ? 999 : 1000)
                } else {
                    firstSpacer = spacer
                }
            }
        }

        // MARK: Across the axis

        private mutating func buildAcrossAxis() {
            guard let first = visible.first else { return }
            var alignment = stack.alignment
            if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
                alignment = .fill
            }
            switch alignment {
            case .fill:
                add(first, across.start, .equal, canvas, across.start, "UISV-canvas-connection")
                add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
                for view in visible.dropFirst() {
                    add(view, across.start, .equal, first, across.start, "UISV-alignment")
                    add(view, across.end, .equal, first, across.end, "UISV-alignment")
                }
                return
            case .leading:
                add(first, across.start, .equal, canvas, across.start, "UISV-canvas-connection")
                alignAll(to: first, across.start)
            case .trailing:
                add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
                alignAll(to: first, across.end)
            case .center:
                add(first, across.center, .equal, canvas, across.center, "UISV-canvas-connection")
                alignAll(to: first, across.center)
            case .firstBaseline:
                alignAll(to: first, .firstBaseline)
            case .lastBaseline:
                alignAll(to: first, .lastBaseline)
            }
            // Every view within the canvas, and the canvas as thin as they allow.
            for view in visible {
                add(view, across.start, .greaterThanOrEqual, canvas, across.start, "UISV-spanning-boundary")
                add(view, across.end, .lessThanOrEqual, canvas, across.end, "UISV-spanning-boundary")
            }
            add(
                canvas, across.length, .equal, nil, .notAnAttribute, "UISV-spanning-fit",
                priority: StackView.fitPriority)
        }

        private mutating func alignAll(to first: View, _ attribute: LayoutConstraint.Attribute) {
            for view in visible.dropFirst() {
                add(view, attribute, .equal, first, attribute, "UISV-alignment")
            }
        }

        // MARK: Hidden views

        /// A hidden arranged view is 0 long along the axis, flush after the visible view before
        /// it (or at the canvas's start), so no spacing surrounds it; across the axis it starts at
        /// the canvas's edge and, without an intrinsic size, takes the canvas's thickness weakly
        /// (it never makes the stack thicker).
        private mutating func buildHidden() {
            var previousVisible: View?
            for view in stack.arrangedSubviewsStorage {
                guard view.isHidden else {
                    previousVisible = view
                    continue
                }
                add(view, along.length, .equal, nil, .notAnAttribute, "UISV-hiding")
                if let previousVisible {
                    add(view, along.start, .equal, previousVisible, along.end, "UISV-hiding")
                } else {
                    add(view, along.start, .equal, canvas, along.start, "UISV-hiding")
                }
                add(view, across.start, .equal, canvas, across.start, "UISV-hiding")
                add(view, across.length, .equal, canvas, across.length, "UISV-hiding", priority: 1)
            }
        }

        // MARK: Making one

        private mutating func add(
            _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, _ identifier: String,
            multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000
        ) {
            let constraint = LayoutConstraint(
                unchecked: first, firstAttribute, relation, second, second == nil ? .notAnAttribute : secondAttribute,
                second == nil ? 0 : multiplier, constant)
            constraint.identifier = identifier
            constraint.priority = LayoutPriority(priority)
            constraints.append(constraint)
        }
    }
}
