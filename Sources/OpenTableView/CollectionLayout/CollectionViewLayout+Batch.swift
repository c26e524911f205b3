import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// What a batch update changes for a built-in layout that re-prepares only what it touched.
extension CollectionViewLayout {
    /// For each section after the batch `plan`, the section it was before, or `nil` when it is
    /// inserted.
    ///
    /// - Complexity: O(S).
    static func oldSections(of plan: UpdatePlan) -> [Int?] {
        var result = [Int?](repeating: nil, count: plan.after.count)
        for (old, new) in plan.sectionMap.enumerated() {
            if let new, new < result.count, !plan.insertedSections.contains(new) { result[new] = old }
        }
        return result
    }

    /// The sections after `plan` whose items the batch changed: inserted and reloaded sections,
    /// sections with items inserted, deleted, moved in or out or reloaded, and any whose item
    /// count changed.
    ///
    /// - Complexity: O(S + changes).
    static func sectionsTouched(by plan: UpdatePlan, oldSection: [Int?]) -> Set<Int> {
        var touched = plan.insertedSections.union(plan.reloadedNewSections)
        touched.formUnion(plan.fixedRows.keys)
        for old in plan.removedRows.keys {
            if old < plan.sectionMap.count, let new = plan.sectionMap[old] { touched.insert(new) }
        }
        for indexPath in plan.reloadedRows {
            if indexPath.section < plan.sectionMap.count, let new = plan.sectionMap[indexPath.section] {
                touched.insert(new)
            }
        }
        for (new, old) in oldSection.enumerated() {
            guard let old else {
                touched.insert(new)
                continue
            }
            if plan.before[old] != plan.after[new] { touched.insert(new) }
        }
        return touched
    }
}
