import Foundation
import OpenTableViewConstraintSolver
import OpenTableViewDiagnostics

// UIKit's Auto Layout diagnostics: the log of conflicting constraints, ambiguity, and which
// constraints affect a view.
extension LayoutEngine {
    /// Logs UIKit's "Unable to simultaneously satisfy constraints." for the required record at
    /// `index`, which is left out of the solver, listing a smallest set of required constraints
    /// it conflicts with (found by removing each in turn: the deletion filter).
    func logUnsatisfiable(breaking index: Int) {
        var offending = records[index].constraint.expression
        offending.constant = records[index].constant
        let broken = Constraint(expression: offending, relation: records[index].constraint.relation)
        var conflict = connectedRequiredRecords(to: broken)
        if conflict.count <= 64 {
            for candidate in conflict {
                let rest = conflict.filter { $0 != candidate }
                if conflicts(rest, with: broken) { conflict = rest }
            }
        }
        let list = (conflict + [index]).sorted()
        let mentionsAutoresizing = list.contains { if case .autoresizing = records[$0].source { true } else { false } }
        logToConsole(
            Messages.unsatisfiableConstraints(
                list.map(describe), breaking: describe(index), mentionsAutoresizing: mentionsAutoresizing))
    }

    /// The required records in the solver that share a variable with `constraint`, directly or
    /// through other required records.
    private func connectedRequiredRecords(to constraint: Constraint) -> [Int] {
        var variables = Set(constraint.expression.terms.map(\.variable.id))
        var chosen: Set<Int> = []
        var grew = true
        while grew {
            grew = false
            for (index, record) in records.enumerated()
            where record.isInSolver && record.constraint.strength.isRequired && !chosen.contains(index) {
                let ids = record.constraint.expression.terms.map(\.variable.id)
                guard ids.contains(where: variables.contains) else { continue }
                chosen.insert(index)
                variables.formUnion(ids)
                grew = true
            }
        }
        return chosen.sorted()
    }

    /// Whether the required records `indices` (with their current constants) and `constraint`
    /// cannot all hold.
    private func conflicts(_ indices: [Int], with constraint: Constraint) -> Bool {
        var trial = Solver()
        for index in indices {
            var expression = records[index].constraint.expression
            expression.constant = records[index].constant
            try? trial.add(Constraint(expression: expression, relation: records[index].constraint.relation))
        }
        do {
            try trial.add(Constraint(expression: constraint.expression, relation: constraint.relation))
            return false
        } catch {
            return true
        }
    }

    /// A record as UIKit prints it: an app's constraint by its description; the implicit ones
    /// as `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, the
    /// encapsulated layout size and the guides' `NSLayoutConstraint`s.
    func describe(_ index: Int) -> String {
        let record = records[index]
        let address = ConstraintDescription.address
        let value = Messages.formatNumber(-record.constant)
        switch record.source {
        case .user(let constraint, _):
            return constraint.description
        case .autoresizing(let view, let attribute):
            let mask = view.autoresizingMask
            let h =
                (mask.contains(.flexibleLeftMargin) ? "&" : "-") + (mask.contains(.flexibleWidth) ? "&" : "-")
                + (mask.contains(.flexibleRightMargin)
                    || !mask.contains(.flexibleLeftMargin)
                        && !mask.contains(.flexibleWidth)
                    ? "&" : "-")
            let v =
                (mask.contains(.flexibleTopMargin) ? "&" : "-") + (mask.contains(.flexibleHeight) ? "&" : "-")
                + (mask.contains(.flexibleBottomMargin)
                    || !mask.contains(.flexibleTopMargin)
                        && !mask.contains(.flexibleHeight)
                    ? "&" : "-")
            let name =
                switch attribute {
                case .left: "minX"
                case .top: "minY"
                default: attribute.name
                }
            let names =
                (attribute == .left || attribute == .top)
                ? ", names: '|':\(ConstraintDescription.describeItem(view.superview))" : ""
            return
                "<NSAutoresizingMaskLayoutConstraint:\(address) h=\(h) v=\(v) \(ConstraintDescription.describeItem(view)).\(name) == \(value)   (active\(names) )>"
                .replacingOccurrences(of: "(active )", with: "(active)")
        case .rootSize(let attribute):
            let which = attribute == .width ? "Width" : "Height"
            let name =
                mode == .fitting ? "'UIView-Fitting-Size-\(which)'" : "'UIView-Encapsulated-Layout-\(which)'"
            return
                "<NSLayoutConstraint:\(address) \(name) \(ConstraintDescription.describeItem(root)).\(attribute.name) == \(value)   (active)>"
        case .guide(let guide, let attribute):
            let owner = guide.owningView.map { ConstraintDescription.describeItem($0) } ?? "(null)"
            return
                "<NSLayoutConstraint:\(address) '\(guide.identifier)-\(attribute.name)' \(ConstraintDescription.describeItem(guide)).\(attribute.name) from \(owner)   (active)>"
        case .intrinsic(let view, let attribute, let hugging):
            let relation = hugging ? "<=" : ">="
            let priority = Messages.formatNumber(record.constraint.strength.priority)
            return
                "<NSContentSizeLayoutConstraint:\(address) \(ConstraintDescription.describeItem(view)).\(attribute.name) \(relation) \(value) Hug:\(hugging ? priority : "-") CompressionResistance:\(hugging ? "-" : priority)   (active)>"
        }
    }

    /// A constraint that names a view outside this engine's tree, or views in different
    /// hierarchies: UIKit's log; it is left out of layout.
    func logConstraintOutsideEngine(_ constraint: LayoutConstraint) {
        logToConsole(Messages.viewHierarchyNotPrepared(constraint.description))
    }

    // MARK: Queries

    /// Whether the layout engine leaves `item`'s frame (along `axis`, or either) free.
    static func isAmbiguous(_ item: AnyObject?, along axis: LayoutConstraint.Axis?) -> Bool {
        guard let item, let host = LayoutItemGeometry.hostView(of: item) else { return false }
        if let view = item as? View, view.layoutState?.translatesAutoresizingMask ?? true { return false }
        let (engine, _) = layoutEngine(of: root(of: host))
        guard let frame = engine.frames[ObjectIdentifier(item)] else { return false }
        var variables: [Variable] = []
        if axis != .vertical { variables += [frame.minX, frame.width] }
        if axis != .horizontal { variables += [frame.minY, frame.height] }
        return variables.contains { engine.solver.isAmbiguous($0) }
    }

    /// Another frame the constraints allow `view`, or `nil` when they leave it none: each
    /// ambiguous variable of its frame pushed 100 points (up, else down) by a constraint weaker
    /// than any of the app's, in a copy of the engine's solver.
    static func exercisedFrame(of view: View) -> CGRect? {
        guard let host = LayoutItemGeometry.hostView(of: view), !(view.layoutState?.translatesAutoresizingMask ?? true)
        else { return nil }
        let (engine, _) = layoutEngine(of: root(of: host))
        guard let frame = engine.frames[ObjectIdentifier(view)] else { return nil }
        var solver = engine.solver
        var moved = false
        for variable in [frame.minX, frame.minY, frame.width, frame.height] where solver.isAmbiguous(variable) {
            let current = solver.value(of: variable)
            for step in [100.0, -100.0] {
                var trial = solver
                let push = Constraint(
                    expression: LinearExpression(variable) - (current + step), relation: .equal,
                    strength: Strength(priority: 1))
                guard (try? trial.add(push)) != nil, abs(trial.value(of: variable) - current) > 0.5 else { continue }
                solver = trial
                moved = true
                break
            }
        }
        guard moved else { return nil }
        return CGRect(
            x: rounded(solver.value(of: frame.minX)), y: rounded(solver.value(of: frame.minY)),
            width: rounded(solver.value(of: frame.width)), height: rounded(solver.value(of: frame.height)))
    }

    /// The app's active constraints in the layout engine that name `item`'s variables along
    /// `axis`.
    static func constraintsAffecting(_ item: AnyObject?, along axis: LayoutConstraint.Axis?) -> [LayoutConstraint] {
        guard let item, let host = LayoutItemGeometry.hostView(of: item) else { return [] }
        let (engine, _) = layoutEngine(of: root(of: host))
        guard let frame = engine.frames[ObjectIdentifier(item)] else { return [] }
        var ids: Set<Int> = []
        if axis != .vertical { ids.formUnion([frame.minX.id, frame.width.id]) }
        if axis != .horizontal { ids.formUnion([frame.minY.id, frame.height.id]) }
        return engine.userRecords.compactMap { index in
            guard case .user(let constraint, _) = engine.records[index].source,
                engine.records[index].constraint.expression.terms.contains(where: { ids.contains($0.variable.id) })
            else { return nil }
            return constraint
        }
    }
}
