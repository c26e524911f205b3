import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// The work of ``register(_:forCellReuseIdentifier:)``, behind its open entry point in the class body.
    func registerImplementation(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellReuse.register(
            identifier,
            factory: cellClass.map { type in
                { identifier in type.init(style: .default, reuseIdentifier: identifier) }
            })
    }

    /// The work of ``register(_:forHeaderFooterViewReuseIdentifier:)``, behind its open entry point in the class body.
    func registerImplementation(
        _ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        headerFooterReuse.register(
            identifier,
            factory: aClass.map { type in
                { identifier in type.init(reuseIdentifier: identifier) }
            })
    }

    /// The work of ``dequeueReusableCell(withIdentifier:)``, behind its open entry point in the class body.
    func dequeueReusableCellImplementation(withIdentifier identifier: String) -> TableViewCell? {
        dequeueCell(withIdentifier: identifier, for: nil)
    }

    /// ``dequeueReusableCell(withIdentifier:)``, knowing the row the cell is for when the caller
    /// said (for the call recorder's `prepareForReuse()` event).
    private func dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath?) -> TableViewCell? {
        if let cell = reconfiguringCell(identifier: identifier) { return cell }
        if let cell = cellReuse.popQueued(identifier) {
            counters.cellsReused += 1
            recordCall(.cell(.prepareForReuse, at: indexPath))
            cell.prepareForReuse()
            return cell
        }
        guard let cell = cellReuse.makeRegistered(identifier) else { return nil }
        counters.cellsCreated += 1
        cell.configurationTableStyle(settings.style)
        return cell
    }

    /// The work of ``dequeueReusableCell(withIdentifier:for:)``, behind its open entry point in the class body.
    func dequeueReusableCellImplementation(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell
    {
        // `trapping { … }` without its closure: a main-actor closure handed to the non-isolated
        // `trapping` checks its isolation at run time, on every cell a table asks for.
        do {
            return try checkedDequeueReusableCell(withIdentifier: identifier, for: indexPath)
        } catch {
            raise(error)
        }
    }

    /// The work of ``dequeueReusableHeaderFooterView(withIdentifier:)``, behind its open entry point in the class body.
    func dequeueReusableHeaderFooterViewImplementation(withIdentifier identifier: String) -> TableViewHeaderFooterView?
    {
        if let view = headerFooterReuse.popQueued(identifier) {
            view.prepareForReuse()
            return view
        }
        let view = headerFooterReuse.makeRegistered(identifier)
        view?.configurationTableStyle(settings.style)
        return view
    }

    // MARK: - Internals

    func checkedDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        throws(TableViewException) -> TableViewCell
    {
        guard cellReuse.isRegistered(identifier) || reconfiguringCell(identifier: identifier, peek: true) != nil else {
            throw Messages.unregisteredCell(identifier)
        }
        let column = rowColumn
        let height: CGFloat
        if let pending = pass.pendingRow,
            pending.answers(indexPath, modelVersion: content.modelVersion, width: column.width)
        {
            // The row the layout pass is asking for: its frame is already known.
            height = pending.frame.height
        } else {
            guard indexPath.count == 2,
                let rowHeight = model.rowHeightIfPresent(indexPath.row, inSection: indexPath.section)
            else {
                throw Messages.invalidIndexPathRect(indexPath)
            }
            height = rowHeight
        }
        // Registered, so this cannot be nil.
        let cell = dequeueCell(withIdentifier: identifier, for: indexPath)!
        // Framed through an unretained reference: `cell` owns it (see `withUnretainedObject`).
        withUnretainedObject(Unmanaged.passUnretained(cell)) { cell in
            cell.frame = CGRect(x: column.minX, y: cell.frame.minY, width: column.width, height: height)
        }
        return cell
    }

    /// Puts a cell that left the screen in its queue (cells without an identifier are dropped).
    func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview(calledBy: self)
        if let identifier = cell.storedReuseIdentifier {
            cellReuse.enqueue(cell, identifier: identifier)
        }
    }

    /// During `reconfigureRows(at:)`, the cell being reconfigured is handed back by dequeue
    /// without `prepareForReuse()`. Outside a reconfigure there is none.
    func reconfiguringCell(identifier: String, peek: Bool = false) -> TableViewCell? {
        guard let cell = interaction.reconfigureTarget, cell.storedReuseIdentifier == identifier else { return nil }
        if !peek { interaction.reconfigureTarget = nil }
        return cell
    }
}
