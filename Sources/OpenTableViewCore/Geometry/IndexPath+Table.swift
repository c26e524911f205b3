import Foundation

// UIKit declares `IndexPath.row`, `.section` and `init(row:section:)`; Foundation on Linux does
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
