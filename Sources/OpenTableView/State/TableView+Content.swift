import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// The content's height model (`TableContent.model`): every change bumps the content's
    /// `modelVersion`.
    final var model: TableLayoutModel {
        @inline(__always) get { content.model }
        @inline(__always) _modify { yield &content.model }
    }

    /// Calls `body` with the model where it is stored, without copying it: a copy retains and
    /// releases the sections' array and the trees' storage, five atomic operations each way, which
    /// the layout pass paid for its visible-range search on every scroll step.
    /// `body` must not call out of the table (nothing may change the model while it reads it).
    @inline(__always)
    final func withModelInPlace<Result>(_ body: (UnsafeMutablePointer<TableLayoutModel>) -> Result) -> Result {
        // `body` is handed on as it is: a closure formed here and handed to the standard library
        // would check its actor isolation at run time on every call (see `withUnretainedObject`).
        withUnsafeMutablePointer(to: &content.modelStorage, body)
    }

    /// What does not hold in the table's content (see `TableContent.invariantViolations(viewport:)`)
    /// and in its display ledger: every displayed cell and header or footer view is the table's
    /// subview, and the content size is the model's once the data is loaded. Empty when all holds.
    /// Run by the randomized suites after every step.
    func contentInvariantViolations() -> [String] {
        var problems = content.invariantViolations(viewport: bounds)
        for cell in content.displayedRows.cells where cell.superviewStorage !== self {
            problems.append("a displayed cell is not the table's subview")
        }
        for kind in HeaderFooterKind.allCases {
            for (section, view) in content.headerFooterDisplay.views[kind] where view.superviewStorage !== self {
                problems.append("the \(kind) view of section \(section) is not the table's subview")
            }
        }
        if !content.needsDataReload && !content.needsHeightRefresh && contentSize.height != model.contentHeight {
            problems.append("content size height \(contentSize.height), the model's \(model.contentHeight)")
        }
        return problems
    }
}
