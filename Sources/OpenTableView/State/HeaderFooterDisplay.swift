import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A section's header or footer. The table treats both alike but for a handful of UIKit calls
/// (`viewForHeaderInSection` or `viewForFooterInSection`, `willDisplayHeaderView` or
/// `willDisplayFooterView`, …) and where they float; those are dispatched on the kind in one
/// place (`TableView+HeaderFooterCalls.swift`), so every other function is written once.
enum HeaderFooterKind: CaseIterable {
    case header
    case footer
}

/// A value per ``HeaderFooterKind``.
struct PerKind<Value> {
    var header: Value
    var footer: Value

    init(repeating value: Value) {
        header = value
        footer = value
    }

    subscript(kind: HeaderFooterKind) -> Value {
        get { kind == .header ? header : footer }
        set { if kind == .header { header = newValue } else { footer = newValue } }
    }
}

/// The header and footer views on screen: the one owner of which section shows which view.
///
/// For each kind: the displayed views by section, and the visible sections whose header (or
/// footer) is only space, with no view and no title. Those are remembered so that the data
/// source and delegate are not asked again on every pass while the sections stay on screen;
/// anything that can change the answer (an update, a reload) forgets them.
struct HeaderFooterDisplay {
    /// Displayed views by section.
    var views = PerKind<[Int: View]>(repeating: [:])
    /// Visible sections known to have no view for the kind.
    var spaceOnly = PerKind<Set<Int>>(repeating: [])

    /// Whether nothing is displayed or remembered, so a table without headers and footers pays
    /// nothing for them in a layout pass.
    var isEmpty: Bool {
        views.header.isEmpty && views.footer.isEmpty && spaceOnly.header.isEmpty && spaceOnly.footer.isEmpty
    }

    /// Forgets which sections have only space: after an update, their answers may differ.
    mutating func forgetSpaceOnlySections() {
        if !spaceOnly.header.isEmpty { spaceOnly.header.removeAll() }
        if !spaceOnly.footer.isEmpty { spaceOnly.footer.removeAll() }
    }
}
