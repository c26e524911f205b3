import Foundation
import OpenTableViewConstraintSolver

// Bringing a built engine up to date with the tree, incrementally.
extension LayoutEngine {
    /// Makes the solution match the tree as it is now: rebuilds after a change of structure,
    /// else edits the constants (and optional priorities) that changed. Returns whether anything
    /// changed.
    ///
    /// - Complexity: O(constraints) comparisons, plus an incremental solver edit per change.
    func sync() -> Bool {
        if builtGeneration != LayoutEngine.generation {
            rebuild()
            resolveWrapping()
            return true
        }
        var changed = false
        if mode == .layout, root.bounds.size != rootSize {
            rootSize = root.bounds.size
            update(rootRecords[0], to: -Double(rootSize.width))
            update(rootRecords[1], to: -Double(rootSize.height))
            changed = true
        }
        for index in heldFrames.indices {
            let view = heldFrames[index].view
            let frame = view.frame
            guard frame != heldFrames[index].frame else { continue }
            heldFrames[index].frame = frame
            let indices = heldFrames[index].records
            update(indices[0], to: -Double(frame.minX))
            update(indices[1], to: -Double(frame.minY))
            update(indices[2], to: -Double(frame.width))
            update(indices[3], to: -Double(frame.height))
            changed = true
        }
        for index in guides.indices {
            let entry = guides[index]
            guard let system = entry.guide.system else { continue }
            if system == .contentPart {
                let rect = entry.guide.partFrame
                guard LayoutEngine.encoded(rect) != entry.insets else { continue }
                guides[index].insets = LayoutEngine.encoded(rect)
                // The records were made in the order top, height, left, width.
                update(entry.records[0], to: -Double(rect.minY))
                update(entry.records[1], to: -Double(rect.height))
                update(entry.records[2], to: -Double(rect.minX))
                update(entry.records[3], to: -Double(rect.width))
                changed = true
                continue
            }
            let insets = system.insets(of: entry.owner)
            guard insets != entry.insets else { continue }
            guides[index].insets = insets
            // The records were made in the order top, height, then left, width (and the cap).
            update(entry.records[0], to: -Double(insets.top))
            update(entry.records[1], to: Double(insets.top + insets.bottom))
            if system == .readableContent {
                update(entry.records[2], to: -Double(insets.left - insets.right) / 2)
                update(entry.records[3], to: Double(insets.left + insets.right))
            } else {
                update(entry.records[2], to: -Double(insets.left))
                update(entry.records[3], to: Double(insets.left + insets.right))
            }
            changed = true
        }
        for index in intrinsics.indices {
            let view = intrinsics[index].view
            let generation = view.layoutState?.intrinsicGeneration ?? 0
            guard generation != intrinsics[index].generation else { continue }
            intrinsics[index].generation = generation
            let size = view.intrinsicContentSize
            let old = intrinsics[index].size
            guard size != old else { continue }
            if (size.width == View.noIntrinsicMetric) != (old.width == View.noIntrinsicMetric)
                || (size.height == View.noIntrinsicMetric) != (old.height == View.noIntrinsicMetric)
            {
                // An axis gained or lost its intrinsic size: the constraints themselves change.
                LayoutEngine.generation += 1
                rebuild()
                resolveWrapping()
                return true
            }
            intrinsics[index].size = size
            setIntrinsicConstants(intrinsics[index].records, size)
            changed = true
        }
        for index in userRecords {
            guard case .user(let constraint, let base) = records[index].source else { continue }
            let priority = constraint.priority.rawValue
            if priority != records[index].priority {
                replace(index, priority: priority)
                changed = true
            }
            let constant = base - Double(constraint.constant)
            if constant != records[index].constant {
                update(index, to: constant)
                changed = true
            }
        }
        // Wrapped heights hold until the solution moves: measuring text again on every sync (each
        // laid-out superview syncs) would repeat the same work in one pass.
        if changed || targetChanged { resolveWrapping() }
        targetChanged = false
        return changed
    }

    /// In a fitting engine: the size asked for, at its priorities.
    func setTarget(_ target: CGSize, priorities: (Float, Float)) {
        if builtGeneration != LayoutEngine.generation || priorities != targetPriorities {
            targetPriorities = priorities
            rootSize = target
            builtGeneration = -1
            return
        }
        guard target != rootSize else { return }
        rootSize = target
        update(rootRecords[0], to: -Double(target.width))
        update(rootRecords[1], to: -Double(target.height))
        targetChanged = true
    }

    /// The hugging and compression constants of one view: `size − intrinsic`, per axis present.
    private func setIntrinsicConstants(_ indices: [Int], _ size: CGSize) {
        for index in indices {
            guard case .intrinsic(_, let attribute, _) = records[index].source else { continue }
            update(index, to: -Double(attribute == .width ? size.width : size.height))
        }
    }

    /// Multi-line labels are as tall as their text wrapped at the width they get, which the
    /// solution decides: measure at that width and solve again until the heights hold (UIKit's
    /// second constraint pass for labels without `preferredMaxLayoutWidth`).
    @discardableResult
    func resolveWrapping() -> Bool {
        guard !wrappingLabels.isEmpty else { return false }
        var changed = false
        for _ in 0..<4 {
            var moved = false
            for (label, entry) in wrappingLabels {
                guard let frame = frames[ObjectIdentifier(label)] else { continue }
                let width = CGFloat(solver.value(of: frame.width))
                let height = label.sizeThatFits(CGSize(width: max(0, width), height: 0)).height
                guard height != intrinsics[entry].size.height else { continue }
                intrinsics[entry].size.height = height
                for index in intrinsics[entry].records {
                    guard case .intrinsic(_, .height, _) = records[index].source else { continue }
                    update(index, to: -Double(height))
                }
                moved = true
            }
            guard moved else { break }
            changed = true
        }
        return changed
    }

    /// Changes a record's constant in the solver; a required constraint that can no longer hold
    /// is broken (taken out) and logged, as UIKit does.
    func update(_ index: Int, to constant: Double) {
        guard records[index].constant != constant else { return }
        records[index].constant = constant
        guard records[index].isInSolver else { return }
        do {
            try solver.updateConstant(of: records[index].constraint, to: constant)
        } catch {
            try? solver.remove(records[index].constraint)
            records[index].isInSolver = false
            logUnsatisfiable(breaking: index)
        }
    }

    /// An optional constraint moves to another optional priority: the solver's strengths are
    /// fixed, so it is replaced.
    private func replace(_ index: Int, priority: Float) {
        let old = records[index]
        if old.isInSolver { try? solver.remove(old.constraint) }
        var expression = old.constraint.expression
        expression.constant = old.constant
        let constraint = Constraint(
            expression: expression, relation: old.constraint.relation, strength: Strength(priority: priority))
        records[index].constraint = constraint
        records[index].priority = priority
        records[index].isInSolver = (try? solver.add(constraint)) != nil
        if !records[index].isInSolver { logUnsatisfiable(breaking: index) }
    }
}

extension LayoutEngine {
    /// A part guide's rectangle, kept where the other guides keep their insets: origin as top and
    /// left, size as bottom and right.
    static func encoded(_ rect: CGRect) -> EdgeInsets {
        EdgeInsets(top: rect.minY, left: rect.minX, bottom: rect.height, right: rect.width)
    }
}
