import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

extension NibLoader {
    /// Gives `tableView` the static sections of a storyboard's static-cells table; its
    /// ``TableViewController`` answers from them (see ``StaticTableSection``).
    public func setStaticSections(_ sections: [StaticTableSection], of tableView: TableView) {
        tableView.settings.staticSections = sections
    }

    /// Makes a selection of `cell` (a prototype or static cell) trigger `segue`, with the cell as
    /// sender, as a storyboard's segue from a cell does: the table performs it after selecting
    /// the row and before `tableView(_:didSelectRowAt:)`, as UIKit does. The source is the
    /// controller of the table the cell is in.
    public func trigger(_ segue: StoryboardSegueTemplate, fromSelectionOf cell: TableViewCell) {
        cell.interfaceBuilderSelectionSegue = { cell in
            guard let source = cell.nearestViewController else { return }
            segue.perform(from: source, sender: cell, triggered: true)
        }
    }
}
