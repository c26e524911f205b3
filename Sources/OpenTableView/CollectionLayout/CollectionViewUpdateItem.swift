import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// One change of a batch update as the layout sees it, as UIKit's `UICollectionViewUpdateItem`
/// ([UICollectionViewUpdateItem](https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem)),
/// given to ``CollectionViewLayout/prepare(forCollectionViewUpdates:)``.
///
/// A section's change has the section's index path with an item of `NSNotFound`
/// (`IndexPath(item: NSNotFound, section: 2)`), as UIKit's, which is how apps tell them from
/// items' changes.
@preconcurrency @MainActor
open class CollectionViewUpdateItem {
    /// What the change does, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// An item or section inserted.
        case insert = 0
        /// An item or section deleted.
        case delete = 1
        /// An item or section reloaded.
        case reload = 2
        /// An item or section moved.
        case move = 3
        /// No change.
        case none = 4
    }

    /// The index path before the update; `nil` for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; `nil` for a delete.
    public let indexPathAfterUpdate: IndexPath?
    /// What the change does.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// The update items of `update`, validated as `plan`, in the order the app made the calls
    /// (UIKit documents no order): a reload's index path after the update is where its item goes;
    /// reconfigured items are not layout changes and have none.
    ///
    /// - Complexity: O(operations × changes in a section).
    static func items(of update: BatchUpdate, _ plan: UpdatePlan) -> [CollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var result: [CollectionViewUpdateItem] = []
        result.reserveCapacity(update.operations.count)
        for operation in update.operations {
            switch operation {
            case .deleteSection(let s): result.append(.init(before: section(s), after: nil, action: .delete))
            case .insertSection(let s): result.append(.init(before: nil, after: section(s), action: .insert))
            case .reloadSection(let s):
                let after = s < plan.sectionMap.count ? plan.sectionMap[s] : nil
                result.append(.init(before: section(s), after: after.map(section), action: .reload))
            case .moveSection(let from, let to):
                result.append(.init(before: section(from), after: section(to), action: .move))
            case .deleteRow(let indexPath): result.append(.init(before: indexPath, after: nil, action: .delete))
            case .insertRow(let indexPath): result.append(.init(before: nil, after: indexPath, action: .insert))
            case .reloadRow(let indexPath):
                result.append(.init(before: indexPath, after: plan.newIndexPath(forOld: indexPath), action: .reload))
            case .moveRow(let from, let to): result.append(.init(before: from, after: to, action: .move))
            case .reconfigureRow: continue
            }
        }
        return result
    }
}
