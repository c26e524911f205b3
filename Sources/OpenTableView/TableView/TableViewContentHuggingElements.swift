import Foundation

/// Which elements of a table hug their content instead of filling the table's width, as UIKit's
/// `UITableViewContentHuggingElements` (iOS 18), for ``TableView/contentHuggingElements``.
///
/// UIKit's `UITableViewContentHuggingElementsNone` is the empty set, `[]`, in Swift. Recorded
/// only: headers keep the table's width headless.
public struct TableViewContentHuggingElements: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Section headers hug their content: narrower than the table when their content is.
    public static let sectionHeaders = TableViewContentHuggingElements(rawValue: 1)
}
