import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// Creates an index path for a row in a table section, as UIKit's `IndexPath(row:section:)`.
    ///
    /// Foundation on Linux does not carry UIKit's table-view additions to `IndexPath`;
    /// this restores them with the same meaning: element 0 is the section, element 1 the row.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index of the section (element 0), as UIKit's `IndexPath.section`.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index of the row within its section (element 1), as UIKit's `IndexPath.row`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
