import Foundation

// UIKit declares `IndexPath.row`, `.item`, `.section`, `init(row:section:)` and
// `init(item:section:)`; Foundation on Linux does
// not. The core compiles on iOS without UIKit, so its own code reads the elements through
// `sectionIndex` and `rowIndex` below, and CI builds it with OPENTABLEVIEW_CORE_WITHOUT_UIKIT_ADDITIONS
// to prove it needs nothing else.
#if !canImport(UIKit) && !OPENTABLEVIEW_CORE_WITHOUT_UIKIT_ADDITIONS
    extension IndexPath {
        /// Creates an index path for a row in a table section, as UIKit's `IndexPath(row:section:)`.
        ///
        /// Foundation on Linux does not carry UIKit's table-view additions to `IndexPath`;
        /// this restores them with the same meaning: element 0 is the section, element 1 the row.
        ///
        /// Built from one index and an append, which Foundation keeps in its inline two-element
        /// storage; `IndexPath(indexes: [section, row])` would allocate an array first.
        @inlinable public init(row: Int, section: Int) {
            self.init(index: section)
            append(row)
        }

        /// The index of the section (element 0), as UIKit's `IndexPath.section`.
        @inlinable public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The index of the row within its section (element 1), as UIKit's `IndexPath.row`.
        @inlinable public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)`
        /// (the collection-view spelling). The same index path as `IndexPath(row: item, section:)`:
        /// element 0 is the section, element 1 the item. Allocation-free, as `init(row:section:)`.
        @inlinable public init(item: Int, section: Int) {
            self.init(index: section)
            append(item)
        }

        /// The index of the item within its section (element 1), as UIKit's `IndexPath.item`.
        /// The same element as ``row``: code shared by tables and collection views may read either.
        @inlinable public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif

extension IndexPath {
    /// Element 0 of a table index path: the section. The core's spelling of `section`, which
    /// UIKit (not Foundation) declares on iOS.
    @inlinable package var sectionIndex: Int { self[0] }
    /// Element 1 of a table index path: the row within its section (UIKit's `row`).
    @inlinable package var rowIndex: Int { self[1] }
    /// A table index path, as UIKit's `IndexPath(row:section:)`.
    @inlinable package init(rowIndex: Int, sectionIndex: Int) {
        self.init(index: sectionIndex)
        append(rowIndex)
    }
}
