import Foundation
import OpenTableViewCore

/// Section headers and footers in the layout pass: which sections show one, where, and the
/// balanced willDisplay/didEndDisplaying callbacks.
extension TableView {
    /// The reuse identifier of the header/footer views the table makes for titles.
    static let titleHeaderFooterIdentifier = "OpenTableView.TitleHeaderFooterView"

    /// A header's frame as displayed: floating in plain style, natural otherwise.
    func displayedHeaderFrame(inSection section: Int) -> CGRect {
        let metrics = model.section(section)
        let natural = model.headerMinY(section)
        var y = natural
        if style == .plain {
            y = FloatingHeaders.headerY(naturalMinY: natural, height: metrics.headerHeight,
                                        limitY: model.footerMinY(section),
                                        visibleTop: bounds.minY + adjustedContentInset.top)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: metrics.headerHeight)
    }

    /// A footer's frame as displayed: floating in plain style, natural otherwise.
    func displayedFooterFrame(inSection section: Int) -> CGRect {
        let metrics = model.section(section)
        let natural = model.footerMinY(section)
        var y = natural
        if style == .plain {
            y = FloatingHeaders.footerY(naturalMinY: natural, height: metrics.footerHeight,
                                        limitY: model.rowsMinY(section),
                                        visibleBottom: bounds.maxY - adjustedContentInset.bottom)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: metrics.footerHeight)
    }

    /// Sections intersecting the viewport.
    /// - Complexity: O(log sections + visible sections).
    func visibleSections() -> Range<Int> {
        let minY = bounds.minY, maxY = bounds.maxY
        guard maxY > minY else { return 0..<0 }
        let first = model.firstSection(atOrBelow: minY)
        var end = first
        while end < model.numberOfSections && model.sectionMinY(end) < maxY { end += 1 }
        return first..<end
    }

    func layoutHeadersAndFooters() {
        // A table without headers and footers (most long lists) pays nothing for them per pass.
        if model.headerFooterSectionCount == 0 && visibleHeaderViews.isEmpty && visibleFooterViews.isEmpty
            && headerlessSections.isEmpty && footerlessSections.isEmpty { return }
        // Sections come in ascending order, so these lists are sorted by section.
        var wantedHeaders: [(section: Int, frame: CGRect)] = []
        var wantedFooters: [(section: Int, frame: CGRect)] = []
        for section in visibleSections() {
            let metrics = model.section(section)
            guard metrics.headerHeight > 0 || metrics.footerHeight > 0 else { continue }
            if metrics.headerHeight > 0 {
                let frame = displayedHeaderFrame(inSection: section)
                if intersectsViewport(frame) { wantedHeaders.append((section, frame)) }
            }
            if metrics.footerHeight > 0 {
                let frame = displayedFooterFrame(inSection: section)
                if intersectsViewport(frame) { wantedFooters.append((section, frame)) }
            }
        }
        updateHeaderFooterViews(wantedHeaders, isHeader: true)
        updateHeaderFooterViews(wantedFooters, isHeader: false)
    }

    /// Ends display of headers (or footers) no longer wanted, moves the ones that stay, and asks
    /// for the ones that appear. Cells are inserted below every header and footer view, so no
    /// reordering of subviews is needed.
    private func updateHeaderFooterViews(_ wanted: [(section: Int, frame: CGRect)], isHeader: Bool) {
        let displayed = isHeader ? visibleHeaderViews : visibleFooterViews
        // The common case of a scroll past sections without headers or footers allocates nothing.
        if wanted.isEmpty && displayed.isEmpty && (isHeader ? headerlessSections : footerlessSections).isEmpty { return }
        let wantedSections = Set(wanted.map(\.section))
        for section in displayed.keys.sorted() where !wantedSections.contains(section) {
            if isHeader { endDisplayingHeader(inSection: section) } else { endDisplayingFooter(inSection: section) }
        }
        if isHeader {
            if !headerlessSections.isEmpty { headerlessSections.formIntersection(wantedSections) }
        } else if !footerlessSections.isEmpty {
            footerlessSections.formIntersection(wantedSections)
        }
        for (section, frame) in wanted {
            if let view = (isHeader ? visibleHeaderViews : visibleFooterViews)[section] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            guard !(isHeader ? headerlessSections : footerlessSections).contains(section) else { continue }
            guard let view = headerFooterView(section, isHeader: isHeader) else {
                if isHeader { headerlessSections.insert(section) } else { footerlessSections.insert(section) }
                continue
            }
            view.frame = frame
            addSubview(view)
            if isHeader {
                visibleHeaderViews[section] = view
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                visibleFooterViews[section] = view
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    private func intersectsViewport(_ frame: CGRect) -> Bool {
        frame.height > 0 && frame.minY < bounds.maxY && frame.maxY > bounds.minY
    }

    /// The delegate's view, else a title view the table makes, else `nil` (the section's header
    /// or footer is only space).
    private func headerFooterView(_ section: Int, isHeader: Bool) -> View? {
        if let view = customHeaderFooterView(section, isHeader: isHeader) { return view }
        let title = isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = headerFooterReuse.popQueued(TableView.titleHeaderFooterIdentifier).map { view -> TableViewHeaderFooterView in
            view.prepareForReuse()
            return view
        } ?? TableViewHeaderFooterView(reuseIdentifier: TableView.titleHeaderFooterIdentifier)
        view.textLabel?.text = title
        return view
    }

    func endDisplayingHeader(inSection section: Int) {
        guard let view = visibleHeaderViews.removeValue(forKey: section) else { return }
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        recycleHeaderFooter(view)
    }

    func endDisplayingFooter(inSection section: Int) {
        guard let view = visibleFooterViews.removeValue(forKey: section) else { return }
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        recycleHeaderFooter(view)
    }

    private func recycleHeaderFooter(_ view: View) {
        if let reusable = view as? TableViewHeaderFooterView, reusable.reuseIdentifier != nil {
            headerFooterReuse.enqueue(reusable)
        } else {
            view.removeFromSuperview()
        }
    }
}
