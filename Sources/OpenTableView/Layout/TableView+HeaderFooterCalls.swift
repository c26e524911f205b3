import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The UIKit calls and model values that differ between headers and footers, dispatched on the
/// kind in one place.
extension TableView {
    /// The data source's title for a section's header or footer.
    func askTitle(_ kind: HeaderFooterKind, inSection section: Int) -> String? {
        guard let dataSource = settings.dataSource else { return nil }
        recordCall(titleEvent(kind, inSection: section))
        return title(kind, inSection: section, of: dataSource)
    }

    /// ``askTitle(_:inSection:)`` as a header's or footer's height asks it (twice a section at
    /// reload): once the first answer of a kind came from the protocol's default (which answers `nil`
    /// and does nothing else), the call is recorded as before but not made, until the next reload or
    /// data source, so a section costs no load of the weak `dataSource` and no call for it (about 300
    /// instructions a section). A recorder sees the same calls.
    ///
    /// The known default is decided inline and the rest out of line: the reload asks it twice a
    /// section, and the call itself cost more than the decision.
    @inline(__always)
    func askTitleForHeight(_ kind: HeaderFooterKind, inSection section: Int) -> String? {
        if content.heightPolicy.dataSourceTitles[kind] == false {
            if callRecorder != nil { recordDefaultTitle(kind, inSection: section) }
            return nil
        }
        return askTitleNotKnownToBeDefault(kind, inSection: section)
    }

    /// The recorded call of a title the data source leaves to the default, as a recorder sees it.
    @inline(never)
    private func recordDefaultTitle(_ kind: HeaderFooterKind, inSection section: Int) {
        recordCall(to: settings.dataSource, titleEvent(kind, inSection: section))
    }

    /// ``askTitleForHeight(_:inSection:)`` while the data source is not known to leave the title
    /// to the default.
    @inline(never)
    private func askTitleNotKnownToBeDefault(_ kind: HeaderFooterKind, inSection section: Int) -> String? {
        guard let dataSource = settings.dataSource else { return nil }
        recordCall(titleEvent(kind, inSection: section))
        let title = ifImplemented(kind == .header ? .titleForHeader : .titleForFooter) {
            self.title(kind, inSection: section, of: dataSource)
        }
        content.heightPolicy.learnDataSourceTitles(kind, implemented: title != nil)
        return title ?? nil
    }

    /// The title call itself, without recording it.
    @inline(__always)
    private func title(_ kind: HeaderFooterKind, inSection section: Int, of dataSource: TableViewDataSource)
        -> String?
    {
        switch kind {
        case .header: dataSource.tableView(self, titleForHeaderInSection: section)
        case .footer: dataSource.tableView(self, titleForFooterInSection: section)
        }
    }

    /// The recorded event of a title call.
    private func titleEvent(_ kind: HeaderFooterKind, inSection section: Int) -> TableEvent {
        kind == .header ? .titleForHeader(section) : .titleForFooter(section)
    }

    /// The delegate's custom view, or `nil` when the delegate does not implement the method.
    func askCustomView(_ delegate: TableViewDelegate, _ kind: HeaderFooterKind, inSection section: Int) -> View?? {
        switch kind {
        case .header:
            recordImplementedCall(
                ifImplemented(.viewForHeader) { delegate.tableView(self, viewForHeaderInSection: section) },
                .viewForHeader(section))
        case .footer:
            recordImplementedCall(
                ifImplemented(.viewForFooter) { delegate.tableView(self, viewForFooterInSection: section) },
                .viewForFooter(section))
        }
    }

    /// The delegate's height, or `nil` when the delegate does not implement the method.
    func askHeight(_ delegate: TableViewDelegate, _ kind: HeaderFooterKind, inSection section: Int) -> CGFloat? {
        switch kind {
        case .header:
            recordImplementedCall(
                ifImplemented(.heightForHeader) { delegate.tableView(self, heightForHeaderInSection: section) },
                .heightForHeader(section))
        case .footer:
            recordImplementedCall(
                ifImplemented(.heightForFooter) { delegate.tableView(self, heightForFooterInSection: section) },
                .heightForFooter(section))
        }
    }

    func notifyWillDisplay(_ kind: HeaderFooterKind, _ view: View, inSection section: Int) {
        recordCall(to: tableDelegate, kind == .header ? .willDisplayHeader(section) : .willDisplayFooter(section))
        switch kind {
        case .header: tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer: tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    func notifyDidEndDisplaying(_ kind: HeaderFooterKind, _ view: View, inSection section: Int) {
        recordCall(
            to: tableDelegate, kind == .header ? .didEndDisplayingHeader(section) : .didEndDisplayingFooter(section))
        switch kind {
        case .header: tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer: tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// UIKit's message for a negative height.
    func invalidHeight(_ kind: HeaderFooterKind, _ height: CGFloat, inSection section: Int) -> TableViewException? {
        switch kind {
        case .header: Messages.invalidHeaderHeight(height, section: section)
        case .footer: Messages.invalidFooterHeight(height, section: section)
        }
    }

    /// The table's property for the kind: ``sectionHeaderHeight`` or ``sectionFooterHeight``.
    func sectionHeight(_ kind: HeaderFooterKind) -> CGFloat {
        kind == .header ? settings.sectionHeaderHeight : settings.sectionFooterHeight
    }
}

extension TableLayoutModel {
    /// A section's header or footer height.
    func height(of kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        kind == .header ? self.section(section).headerHeight : self.section(section).footerHeight
    }

    /// Where a section's header or footer starts, unpinned.
    func minY(of kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        kind == .header ? headerMinY(section) : footerMinY(section)
    }

    /// Sets a section's header or footer height.
    mutating func setHeight(_ height: CGFloat, of kind: HeaderFooterKind, section: Int) {
        if kind == .header {
            setHeaderHeight(height, section: section)
        } else {
            setFooterHeight(height, section: section)
        }
    }
}
