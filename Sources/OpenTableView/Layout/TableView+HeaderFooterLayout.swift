import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Section headers and footers in the layout pass: which sections show one, where, and the
/// balanced willDisplay/didEndDisplaying callbacks. What is on screen is owned by
/// ``HeaderFooterDisplay`` (`State/HeaderFooterDisplay.swift`); each function here serves both
/// kinds.
extension TableView {
    /// The reuse identifier of the header/footer views the table makes for titles.
    static let titleHeaderFooterIdentifier = "OpenTableView.TitleHeaderFooterView"

    /// A header's or footer's frame as displayed: floating in plain style, natural otherwise.
    func displayedFrame(of kind: HeaderFooterKind, inSection section: Int) -> CGRect {
        let height = model.height(of: kind, inSection: section)
        let natural = model.minY(of: kind, inSection: section)
        var y = natural
        if settings.style == .plain {
            switch kind {
            case .header:
                y = FloatingHeaders.headerY(
                    naturalMinY: natural, height: height, limitY: model.footerMinY(section),
                    visibleTop: bounds.minY + adjustedContentInsetStorage.top)
            case .footer:
                y = FloatingHeaders.footerY(
                    naturalMinY: natural, height: height, limitY: model.rowsMinY(section),
                    visibleBottom: bounds.maxY - adjustedContentInsetStorage.bottom)
            }
        }
        return rowColumn.frame(y: y, height: height)
    }

    /// Sections intersecting the viewport.
    /// - Complexity: O(log sections + visible sections).
    func visibleSections() -> Range<Int> {
        let minY = bounds.minY
        let maxY = bounds.maxY
        guard maxY > minY else { return 0..<0 }
        let first = model.firstSection(atOrBelow: minY)
        var end = first
        while end < model.numberOfSections && model.sectionMinY(end) < maxY { end += 1 }
        return first..<end
    }

    func layoutHeadersAndFooters() {
        // A table without headers and footers (most long lists) pays nothing for them per pass.
        if model.headerFooterSectionCount == 0 && content.headerFooterDisplay.isEmpty { return }
        // Sections come in ascending order, so these lists are sorted by section.
        var wanted = PerKind<[(section: Int, frame: CGRect)]>(repeating: [])
        for section in visibleSections() {
            for kind in HeaderFooterKind.allCases where model.height(of: kind, inSection: section) > 0 {
                let frame = displayedFrame(of: kind, inSection: section)
                if intersectsViewport(frame) { wanted[kind].append((section, frame)) }
            }
        }
        for kind in HeaderFooterKind.allCases { updateViews(of: kind, wanted[kind]) }
    }

    /// Ends display of the headers (or footers) no longer wanted, moves the ones that stay, and
    /// asks for the ones that appear. Cells are inserted below every header and footer view, so
    /// no reordering of subviews is needed.
    private func updateViews(of kind: HeaderFooterKind, _ wanted: [(section: Int, frame: CGRect)]) {
        // The common case of a scroll past sections without headers or footers allocates nothing.
        if wanted.isEmpty && content.headerFooterDisplay.views[kind].isEmpty
            && content.headerFooterDisplay.spaceOnly[kind].isEmpty
        {
            return
        }
        let wantedSections = Set(wanted.map(\.section))
        for section in content.headerFooterDisplay.views[kind].keys.sorted() where !wantedSections.contains(section) {
            endDisplaying(kind, inSection: section)
        }
        if !content.headerFooterDisplay.spaceOnly[kind].isEmpty {
            content.headerFooterDisplay.spaceOnly[kind].formIntersection(wantedSections)
        }
        for (section, frame) in wanted {
            if let view = content.headerFooterDisplay.views[kind][section] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            guard !content.headerFooterDisplay.spaceOnly[kind].contains(section) else { continue }
            guard let view = viewForDisplay(kind, inSection: section) else {
                content.headerFooterDisplay.spaceOnly[kind].insert(section)
                continue
            }
            view.frame = frame
            addSubview(view)
            content.headerFooterDisplay.views[kind][section] = view
            (view as? TableViewHeaderFooterView)?.updateConfigurationIfNeeded()
            notifyWillDisplay(kind, view, inSection: section)
        }
    }

    private func intersectsViewport(_ frame: CGRect) -> Bool {
        frame.height > 0 && frame.minY < bounds.maxY && frame.maxY > bounds.minY
    }

    /// The delegate's view, else a title view the table makes, else `nil` (the section's header
    /// or footer is only space).
    private func viewForDisplay(_ kind: HeaderFooterKind, inSection section: Int) -> View? {
        if let view = customHeaderFooterView(kind, inSection: section) { return view }
        guard let title = askTitle(kind, inSection: section) else { return nil }
        let view: TableViewHeaderFooterView
        if let queued = headerFooterReuse.popQueued(TableView.titleHeaderFooterIdentifier) {
            queued.prepareForReuse()
            view = queued
        } else {
            view = TableViewHeaderFooterView(reuseIdentifier: TableView.titleHeaderFooterIdentifier)
        }
        view.textLabel?.text = title
        return view
    }

    /// Ends display of a section's header or footer view, if one is displayed.
    func endDisplaying(_ kind: HeaderFooterKind, inSection section: Int) {
        guard let view = content.headerFooterDisplay.views[kind].removeValue(forKey: section) else { return }
        notifyDidEndDisplaying(kind, view, inSection: section)
        recycleHeaderFooter(view)
    }

    /// Ends display of every header and footer view, in ascending sections, headers first.
    func endDisplayingHeadersAndFooters() {
        for kind in HeaderFooterKind.allCases {
            for section in content.headerFooterDisplay.views[kind].keys.sorted() {
                endDisplaying(kind, inSection: section)
            }
        }
        content.headerFooterDisplay.forgetSpaceOnlySections()
    }

    private func recycleHeaderFooter(_ view: View) {
        if let reusable = view as? TableViewHeaderFooterView, reusable.storedReuseIdentifier != nil {
            headerFooterReuse.enqueue(reusable)
        } else {
            view.removeFromSuperview()
        }
    }
}
