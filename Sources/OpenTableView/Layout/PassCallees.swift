/// The versions of the data source and delegate a layout pass read once for the rows it
/// displays (`LayoutPassState.dataSourceVersion`, `LayoutPassState.delegateVersion`), and whether there was a
/// delegate: a callback that sets either makes the pass read it again.
struct PassCallees {
    let dataSource: Int
    let delegate: Int
    let delegatePresent: Bool
}

/// Stands for "no delegate" where the layout pass hands the delegate down as a non-optional
/// argument (Swift retains an optional one around every call, a side-table update each). It is
/// never called: the pass checks `PassCallees.delegatePresent` first.
@MainActor
final class AbsentDelegate: TableViewDelegate {
    static let shared = AbsentDelegate()
}

extension TableView {
    /// See ``AbsentDelegate``.
    var absentDelegate: TableViewDelegate { AbsentDelegate.shared }
}
