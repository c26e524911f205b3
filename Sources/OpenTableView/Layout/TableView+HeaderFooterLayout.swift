import Foundation

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
        let sections = visibleSections()
        var wantedHeaders: [Int: CGRect] = [:]
        var wantedFooters: [Int: CGRect] = [:]
        for section in sections {
            let metrics = model.section(section)
            if metrics.headerHeight > 0 {
                let frame = displayedHeaderFrame(inSection: section)
                if intersectsViewport(frame) { wantedHeaders[section] = frame }
            }
            if metrics.footerHeight > 0 {
                let frame = displayedFooterFrame(inSection: section)
                if intersectsViewport(frame) { wantedFooters[section] = frame }
            }
        }
        for section in visibleHeaderViews.keys.sorted() where wantedHeaders[section] == nil {
            endDisplayingHeader(inSection: section)
        }
        headerlessSections = headerlessSections.filter { wantedHeaders[$0] != nil }
        for section in visibleFooterViews.keys.sorted() where wantedFooters[section] == nil {
            endDisplayingFooter(inSection: section)
        }
        footerlessSections = footerlessSections.filter { wantedFooters[$0] != nil }

        for (section, frame) in wantedHeaders.sorted(by: { $0.key < $1.key }) {
            if let view = visibleHeaderViews[section] {
                if view.frame != frame { view.frame = frame }
                bringSubviewToFront(view)
            } else if !headerlessSections.contains(section) {
                guard let view = headerFooterView(section, isHeader: true) else {
                    headerlessSections.insert(section)
                    continue
                }
                view.frame = frame
                addSubview(view)
                visibleHeaderViews[section] = view
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        }
        for (section, frame) in wantedFooters.sorted(by: { $0.key < $1.key }) {
            if let view = visibleFooterViews[section] {
                if view.frame != frame { view.frame = frame }
                bringSubviewToFront(view)
            } else if !footerlessSections.contains(section) {
                guard let view = headerFooterView(section, isHeader: false) else {
                    footerlessSections.insert(section)
                    continue
                }
                view.frame = frame
                addSubview(view)
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
