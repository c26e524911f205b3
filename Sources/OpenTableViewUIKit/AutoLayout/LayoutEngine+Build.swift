import Foundation
import OpenTableViewConstraintSolver

// Building an engine from the tree: the variables, the implicit constraints and the app's.
extension LayoutEngine {
    /// Rebuilds the solver from the tree as it is now.
    func rebuild() {
        solver = Solver()
        records = []
        frames = [:]
        scope = []
        heldFrames = []
        guides = []
        intrinsics = []
        wrappingLabels = []
        rootRecords = []
        userRecords = []
        laidOutSuperviews = []
        builtGeneration = LayoutEngine.generation

        var constraints: [LayoutConstraint] = []
        var placedViews: [View] = []
        collect(root, constraints: &constraints, placedViews: &placedViews)
        _ = variables(for: root)
        for view in placedViews { _ = variables(for: view) }
        constraints.sort { $0.activationOrder < $1.activationOrder }
        for constraint in constraints { addUserConstraint(constraint) }
        markNeedsApplication(except: nil)
    }

    /// Walks the root's subtree (not into nested hosts): the installed constraints, and the
    /// views that do not translate their masks.
    private func collect(_ view: View, constraints: inout [LayoutConstraint], placedViews: inout [View]) {
        scope.insert(ObjectIdentifier(view))
        if let state = view.layoutState {
            constraints += state.installed
            if view !== root && !state.translatesAutoresizingMask { placedViews.append(view) }
        }
        if view !== root && view.hostsLayoutEngine { return }
        for subview in view.subviewsStorage { collect(subview, constraints: &constraints, placedViews: &placedViews) }
    }

    // MARK: Variables

    /// The variables of `item`, made (with the item's implicit constraints) on first use.
    func variables(for item: AnyObject) -> Frame {
        let id = ObjectIdentifier(item)
        if let frame = frames[id] { return frame }
        let frame = Frame(minX: Variable(), minY: Variable(), width: Variable(), height: Variable())
        frames[id] = frame
        if let view = item as? View {
            if view === root {
                addRootSizeConstraints(frame)
            } else if !scope.contains(id) || view.translatesAutoresizingMaskIntoConstraints {
                holdFrame(of: view, frame)
            } else {
                addIntrinsicConstraints(of: view, frame)
                if let superviewStorage = view.superviewStorage,
                    !laidOutSuperviews.contains(where: { $0 === superviewStorage })
                {
                    laidOutSuperviews.append(superviewStorage)
                }
                if let label = view as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
                    wrappingLabels.append((label, intrinsics.count - 1))
                } else if let textView = view as? TextView, !textView.isScrollEnabled {
                    // As tall as its text at the width it gets, as a multi-line label.
                    wrappingLabels.append((textView, intrinsics.count - 1))
                }
            }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let ownerFrame = variables(for: owner)
            if let system = guide.system { addGuideConstraints(guide, system, owner: owner, frame, ownerFrame) }
        }
        return frame
    }

    private func addRootSizeConstraints(_ frame: Frame) {
        switch mode {
        case .layout:
            rootSize = root.bounds.size
            rootRecords = [
                add(LinearExpression(frame.width) - Double(rootSize.width), .equal, .required, .rootSize(.width)),
                add(LinearExpression(frame.height) - Double(rootSize.height), .equal, .required, .rootSize(.height)),
            ]
        case .fitting:
            let strengths = (Strength(priority: targetPriorities.0), Strength(priority: targetPriorities.1))
            rootRecords = [
                add(LinearExpression(frame.width) - Double(rootSize.width), .equal, strengths.0, .rootSize(.width)),
                add(LinearExpression(frame.height) - Double(rootSize.height), .equal, strengths.1, .rootSize(.height)),
            ]
        }
    }

    /// A view that translates its mask stays where its frame is: four required constraints.
    private func holdFrame(of view: View, _ frame: Frame) {
        let rect = view.frame
        let indices = [
            add(LinearExpression(frame.minX) - Double(rect.minX), .equal, .required, .autoresizing(view, .left)),
            add(LinearExpression(frame.minY) - Double(rect.minY), .equal, .required, .autoresizing(view, .top)),
            add(LinearExpression(frame.width) - Double(rect.width), .equal, .required, .autoresizing(view, .width)),
            add(LinearExpression(frame.height) - Double(rect.height), .equal, .required, .autoresizing(view, .height)),
        ]
        heldFrames.append((view, rect, indices))
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each
    /// axis the view has an intrinsic size along.
    private func addIntrinsicConstraints(of view: View, _ frame: Frame) {
        let size = view.intrinsicContentSize
        let state = view.ensureLayoutState()
        var indices: [Int] = []
        let axes: [(LayoutConstraint.Attribute, Variable, CGFloat, hugging: Float, compression: Float)] = [
            (.width, frame.width, size.width, state.hugging.horizontal, state.compression.horizontal),
            (.height, frame.height, size.height, state.hugging.vertical, state.compression.vertical),
        ]
        for (attribute, variable, intrinsic, hugging, compression) in axes where intrinsic != View.noIntrinsicMetric {
            let expression = LinearExpression(variable) - Double(intrinsic)
            indices.append(
                add(
                    expression, .lessThanOrEqual, Strength(priority: hugging),
                    .intrinsic(view, attribute, hugging: true)))
            indices.append(
                add(
                    expression, .greaterThanOrEqual, Strength(priority: compression),
                    .intrinsic(view, attribute, hugging: false)))
        }
        intrinsics.append((view, state.intrinsicGeneration, size, indices))
    }

    /// A system guide is its owning view's bounds less insets; the readable guide is also at most
    /// ``LayoutMetrics/readableWidth`` wide, centered.
    private func addGuideConstraints(
        _ guide: LayoutGuide, _ system: LayoutGuide.SystemGuide, owner: View, _ frame: Frame, _ ownerFrame: Frame
    ) {
        let insets = system.insets(of: owner)
        if system == .contentPart {
            // Where the owner lays the part out with frames; kept in step by `sync()`, with the
            // rectangle stored in the entry's insets (top, left: origin; bottom, right: size).
            let rect = guide.partFrame
            let indices = [
                add(LinearExpression(frame.minY) - Double(rect.minY), .equal, .required, .guide(guide, .top)),
                add(LinearExpression(frame.height) - Double(rect.height), .equal, .required, .guide(guide, .height)),
                add(LinearExpression(frame.minX) - Double(rect.minX), .equal, .required, .guide(guide, .left)),
                add(LinearExpression(frame.width) - Double(rect.width), .equal, .required, .guide(guide, .width)),
            ]
            guides.append((guide, owner, LayoutEngine.encoded(rect), indices))
            return
        }
        if system == .scrollContent {
            // At the content's origin; its size is what the app's constraints make it.
            let indices = [
                add(LinearExpression(frame.minY), .equal, .required, .guide(guide, .top)),
                add(LinearExpression(frame.minX), .equal, .required, .guide(guide, .left)),
            ]
            guides.append((guide, owner, insets, indices))
            return
        }
        var indices = [
            add(LinearExpression(frame.minY) - Double(insets.top), .equal, .required, .guide(guide, .top)),
            add(
                LinearExpression(frame.height) - ownerFrame.height + Double(insets.top + insets.bottom), .equal,
                .required,
                .guide(guide, .height)),
        ]
        if system == .readableContent {
            // centerX == owner's margins' centerX; width == available @999, width <= cap.
            indices += [
                add(
                    LinearExpression(frame.minX) + frame.width * 0.5 - ownerFrame.width * 0.5
                        - Double(insets.left - insets.right) / 2, .equal, .required, .guide(guide, .left)),
                add(
                    LinearExpression(frame.width) - ownerFrame.width + Double(insets.left + insets.right), .equal,
                    Strength(priority: 999), .guide(guide, .width)),
                add(
                    LinearExpression(frame.width) - Double(LayoutMetrics.readableWidth), .lessThanOrEqual, .required,
                    .guide(guide, .right)),
            ]
        } else {
            indices += [
                add(LinearExpression(frame.minX) - Double(insets.left), .equal, .required, .guide(guide, .left)),
                add(
                    LinearExpression(frame.width) - ownerFrame.width + Double(insets.left + insets.right), .equal,
                    .required,
                    .guide(guide, .width)),
            ]
        }
        guides.append((guide, owner, insets, indices))
    }

    // MARK: The app's constraints

    private func addUserConstraint(_ constraint: LayoutConstraint) {
        guard let (expression, base) = expression(for: constraint) else {
            logConstraintOutsideEngine(constraint)
            return
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let priority = constraint.priority.rawValue
        let index = add(
            expression, relation, Strength(priority: priority), .user(constraint, base: base), priority: priority)
        userRecords.append(index)
    }

    /// `first − multiplier × second − constant` in the items' closest common ancestor's
    /// coordinates, and the part of its constant that comes from the attributes; `nil` when the
    /// items are not both in this engine's tree.
    func expression(for constraint: LayoutConstraint) -> (LinearExpression, Double)? {
        guard let first = constraint.firstItem,
            let ancestor = LayoutConstraint.commonAncestor(of: first, constraint.secondItem),
            scope.contains(ObjectIdentifier(ancestor)),
            isInScope(first)
        else { return nil }
        // `addConstraint(_:)` sent to a view that does not contain the items: UIKit logs it.
        if let container = constraint.container, !ancestor.isDescendant(of: container) { return nil }
        var expression = attribute(constraint.firstAttribute, of: first, in: ancestor)
        if let second = constraint.secondItem {
            guard isInScope(second) else { return nil }
            expression =
                expression - attribute(constraint.secondAttribute, of: second, in: ancestor)
                * Double(constraint.multiplier)
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        return (expression, base)
    }

    private func isInScope(_ item: AnyObject) -> Bool {
        guard let view = LayoutItemGeometry.hostView(of: item) else { return false }
        return scope.contains(ObjectIdentifier(view))
    }

    /// The expression of `item`'s `attribute` in `ancestor`'s coordinates.
    private func attribute(_ attribute: LayoutConstraint.Attribute, of item: AnyObject, in ancestor: View)
        -> LinearExpression
    {
        if attribute.isMargin, let view = item as? View {
            return self.attribute(attribute.withoutMargin, of: view.layoutMarginsGuide, in: ancestor)
        }
        let frame = variables(for: item)
        let (x, y) = origin(of: item, in: ancestor)
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + frame.width
        case .centerX: return x + frame.width * 0.5
        case .top: return y
        case .bottom: return y + frame.height
        case .centerY: return y + frame.height * 0.5
        case .width: return LinearExpression(frame.width)
        case .height: return LinearExpression(frame.height)
        case .firstBaseline:
            if let offsets = LayoutItemGeometry.baselineOffsets(of: item) { return y + offsets.first }
            return y + frame.height
        case .lastBaseline:
            if let offsets = LayoutItemGeometry.baselineOffsets(of: item) { return y + frame.height - offsets.last }
            return y + frame.height
        default: return LinearExpression()
        }
    }

    /// `item`'s origin in `ancestor`'s coordinates: its own variables plus the origins of the
    /// views between (each in its superview's coordinates). The ancestor's own origin is zero.
    private func origin(of item: AnyObject, in ancestor: View) -> (LinearExpression, LinearExpression) {
        var x = LinearExpression()
        var y = LinearExpression()
        var view: View?
        if let guide = item as? LayoutGuide {
            let frame = variables(for: guide)
            x = LinearExpression(frame.minX)
            y = LinearExpression(frame.minY)
            view = guide.owningView
        } else if let itemView = item as? View {
            view = itemView
        }
        while let current = view, current !== ancestor {
            let frame = variables(for: current)
            x = x + frame.minX
            y = y + frame.minY
            view = current.superviewStorage
        }
        return (x, y)
    }

    // MARK: Adding

    /// Adds `expression relation 0` at `strength`; a required one that conflicts is logged and
    /// left out (broken). Returns the record's index.
    @discardableResult
    func add(
        _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, _ source: Source,
        priority: Float = 1000
    ) -> Int {
        let constraint = Constraint(expression: expression, relation: relation, strength: strength)
        var record = Record(
            constraint: constraint, source: source, constant: expression.constant, isInSolver: true, priority: priority)
        do {
            try solver.add(constraint)
        } catch {
            record.isInSolver = false
            records.append(record)
            logUnsatisfiable(breaking: records.count - 1)
            return records.count - 1
        }
        records.append(record)
        return records.count - 1
    }
}
