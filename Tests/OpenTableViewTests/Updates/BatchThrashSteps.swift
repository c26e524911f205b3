import Foundation
import Testing

@testable import OpenTableView

/// The steps a thrash run mixes in between its batches, as users mix them: 4-point scrolls,
/// `scrollToRow` in every position, width and `contentInset` changes, editing mode, `reloadData`,
/// and the editing simulations (tap on the delete control, swipe to delete, drag to reorder),
/// whose handlers update the table, sometimes inconsistently with their data. Each step is
/// followed by the same comparison with the brute-force reference as a batch
/// (``BatchThrashRun/verify()``), plus what the step itself promises about the content offset.
extension BatchThrashRun {
    // MARK: The reference for offsets

    /// The brute-force layout of the current model as the table has realized its heights.
    func currentBrute() -> BruteForceTable {
        BruteForceTable(spec: realizedSpec(for: store.model).spec, bounds: table.bounds, insets: table.contentInset)
    }

    /// The scrollable range of the content offset: from `-contentInset.top` to the end of the
    /// content plus the bottom inset (never above the start).
    func offsetRange() -> (min: CGFloat, max: CGFloat) {
        let inset = table.contentInset
        let minY = -inset.top
        return (minY, max(minY, currentBrute().contentHeight + inset.bottom - table.bounds.height))
    }

    /// The spec the brute force lays out. With estimated rows, the reference cannot know which
    /// rows the table has realized (UIKit does not document when it asks `heightForRowAt` for
    /// estimated rows), so each row may be 50 (the estimate) or its real height, and every
    /// displayed row must be real (``verify()``); everything else (every row's top, headers,
    /// footers, the content size, the visible rows) is then exact for those heights.
    func realizedSpec(for model: ThrashModel) -> (spec: TableSpec, problems: [String]) {
        var spec = spec(for: model)
        guard let estimate = config.estimatedRowHeight else { return (spec, []) }
        var problems: [String] = []
        spec.rowHeights = model.sections.enumerated().map { s, section in
            section.items.enumerated().map { r, item in
                let height = table.rectForRow(at: IndexPath(row: r, section: s)).height
                if config.selfSizing {
                    if let problem = checkSelfSizedHeight(height, of: item, at: IndexPath(row: r, section: s)),
                        problems.count < 3
                    {
                        problems.append(problem)
                    }
                } else if height != item.height && height != estimate, problems.count < 3 {
                    problems.append(
                        "rectForRow(at: \(describe(IndexPath(row: r, section: s)))) is \(fmt(height)) high: neither the estimate \(fmt(estimate)) nor heightForRowAt's \(fmt(item.height))"
                    )
                }
                return height
            }
        }
        return (spec, problems)
    }

    /// The offset a step that does not scroll must leave alone. With estimated rows the table
    /// may move it to keep the first row on screen in place while rows above get their real
    /// heights, and real heights may end the content above an offset that was in range (UIKit
    /// documents neither, and the table clamps only after updates), so then nothing is checked
    /// here; ``verify()`` still checks the rows shown at whatever offset the table chose.
    func offsetUnchanged(_ before: CGFloat, _ what: String) -> [String] {
        if config.estimatedRowHeight != nil { return [] }
        let y = table.contentOffset.y
        return y == before ? [] : ["contentOffset.y \(fmt(y)) after \(what), expected \(fmt(before)) (unchanged)"]
    }

    /// After a batch: the offset is kept, clamped to the new content. With estimated rows, only
    /// the range (see ``offsetInRange(_:orAt:)``).
    func offsetKeptClamped(_ before: CGFloat) -> [String] {
        if config.estimatedRowHeight != nil { return offsetInRange("the update", orAt: before) }
        let expected = min(before, offsetRange().max)
        let y = table.contentOffset.y
        return y == expected
            ? [] : ["contentOffset.y \(fmt(y)), expected \(fmt(expected)) (kept, clamped to the new content)"]
    }

    /// The offset is not past the end of the content, unless it already was at `before` (an
    /// offset the app set past the end is kept: `Compatibility/Porting.md`, "`reloadData()` and
    /// the content offset").
    func offsetInRange(_ what: String, orAt before: CGFloat) -> [String] {
        let y = table.contentOffset.y
        let maxY = offsetRange().max
        return y <= max(maxY, before)
            ? [] : ["contentOffset.y \(fmt(y)) after \(what) is past the end of the content (\(fmt(maxY)))"]
    }

    /// Where `scrollToRow(at:at:animated:)` puts the offset, by the rules of
    /// `Compatibility/Porting.md` ("`scrollToRow(at:at:animated:)`") and Apple's
    /// `UITableView.ScrollPosition` documentation: `.top`/`.bottom` put the row at the top or
    /// bottom of the area between the insets (in plain style just below its section's pinned
    /// header, just above its pinned footer), `.middle` centres it, `.none` does not move a fully
    /// visible row and otherwise moves the least; clamped to the scrollable range.
    func expectedScrollOffset(to p: IndexPath, at position: TableView.ScrollPosition) -> CGFloat {
        let brute = currentBrute()
        let inset = table.contentInset
        let height = table.bounds.height
        let target = brute.rowRect(p)
        let plain = config.style == .plain
        let pinnedHeader = plain ? brute.headerRect(p.section).height : 0
        let pinnedFooter = plain ? brute.footerRect(p.section).height : 0
        let current = table.contentOffset.y
        let topY = target.minY - pinnedHeader - inset.top
        let bottomY = target.maxY + pinnedFooter + inset.bottom - height
        var y: CGFloat
        switch position {
        case .top: y = topY
        case .middle: y = target.midY - inset.top - (height - inset.top - inset.bottom) / 2
        case .bottom: y = bottomY
        case .none:
            let visibleTop = current + inset.top + pinnedHeader
            let visibleBottom = current + height - inset.bottom - pinnedFooter
            if target.minY >= visibleTop && target.maxY <= visibleBottom {
                y = current
            } else {
                y = target.minY < visibleTop ? topY : bottomY
            }
        }
        let (minY, maxY) = offsetRange()
        return min(max(y, minY), maxY)
    }

    var allIndexPaths: [IndexPath] {
        store.model.sections.indices.flatMap { s in
            store.model.sections[s].items.indices.map { IndexPath(row: $0, section: s) }
        }
    }

    // MARK: Mixed steps

    /// One step that is not a batch; `false` after reporting a failure.
    func mixedStep() -> Bool {
        let kinds = [
            "4-point scroll", "4-point scroll", "scrollToRow", "scrollToRow", "width", "contentInset", "setEditing",
            "reloadData",
        ]
        let kind = pick(kinds)!
        count(kind)
        let before = table.contentOffset.y
        var problems: [String] = []
        var text = kind
        switch kind {
        case "4-point scroll":
            let direction: CGFloat = rng.bool() ? 4 : -4
            let steps = rng.int(1...6)
            text = "\(steps) scrolls by \(fmt(direction)) from \(fmt(before))"
            for _ in 0..<steps {
                let (minY, maxY) = offsetRange()
                let y = min(maxY, max(minY, table.contentOffset.y + direction))
                table.contentOffset = CGPoint(x: 0, y: y)
                table.layoutIfNeeded()
                problems += offsetUnchanged(y, "a 4-point scroll")
                problems += verify()
                if !problems.isEmpty { break }
            }
        case "scrollToRow":
            guard let p = pick(allIndexPaths) else { return true }
            let position = pick([TableView.ScrollPosition.none, .top, .middle, .bottom])!
            let expected = expectedScrollOffset(to: p, at: position)
            text = "scrollToRow(\(describe(p)), .\(position)) from \(fmt(before))"
            do {
                try table.checked.scrollToRow(at: p, at: position, animated: rng.bool())
            } catch {
                problems.append("scrollToRow threw \(error.reason)")
            }
            table.layoutIfNeeded()
            if config.estimatedRowHeight == nil {
                if table.contentOffset.y != expected {
                    problems.append("contentOffset.y \(fmt(table.contentOffset.y)), expected \(fmt(expected))")
                }
            } else {
                // The target's estimate is replaced before the scroll, but rows around it are
                // realized as they appear, with the first row on screen kept in place, so where
                // the target ends up is not pinned down; its height is.
                let height = table.rectForRow(at: p).height
                let item = store.model.item(at: p)!
                let real =
                    config.selfSizing
                    ? checkSelfSizedHeight(height, of: item, at: p) == nil && selfSizing.observed[item.id] == height
                    : height == item.height
                if !real {
                    problems.append("scrollToRow's target \(describe(p)) is \(fmt(height)) high, not its real height")
                }
            }
            problems += verify()
        case "width":
            let width = pick([320, 375, 200.5, 414].filter { $0 != table.bounds.width })!
            text = "width \(fmt(table.bounds.width)) → \(fmt(width))"
            table.frame = CGRect(x: 0, y: 0, width: width, height: table.frame.height)
            table.layoutIfNeeded()
            problems += checkRowsMeasuredAgainAfterWidthChange()
            problems += offsetUnchanged(before, "a width change")
            problems += verify()
        case "contentInset":
            let inset = EdgeInsets(top: pick([0, 20, 64, 91.5])!, left: 0, bottom: pick([0, 34, 49.5])!, right: 0)
            text = "contentInset top \(fmt(inset.top)) bottom \(fmt(inset.bottom))"
            table.contentInset = inset
            table.layoutIfNeeded()
            problems += offsetUnchanged(before, "a contentInset change")
            problems += verify()
        case "setEditing":
            let editing = !table.isEditing
            text = "setEditing(\(editing))"
            table.setEditing(editing, animated: rng.bool())
            table.layoutIfNeeded()
            if table.isEditing != editing {
                problems.append("isEditing \(table.isEditing) after setEditing(\(editing))")
            }
            problems += offsetUnchanged(before, "setEditing")
            problems += verify()
        default:  // "reloadData"
            // Every row is measured again (`Compatibility/Porting.md`, "Self-sized rows keep their
            // measured height when the table's width changes": "until the rows are reloaded").
            forgetMeasuredHeights()
            if let source = diffableSource, rng.bool() {
                text = "applySnapshotUsingReloadData"
                source.applySnapshotUsingReloadData(ThrashDiffableDataSource.snapshot(of: store.model))
            } else {
                table.reloadData()
            }
            table.layoutIfNeeded()
            // `reloadData()` clears the selection: the library's choice where UIKit is
            // uncertain (`Compatibility/Porting.md`, "`reloadData()` clears the selection").
            selectedIDs = []
            // The data did not change, so the table does not shrink and the offset is kept, even
            // one a `contentInset` change left past the end: Apple's `reloadData()` "adjusts
            // offsets if the table shrinks" only (`Compatibility/Porting.md`, "`reloadData()`
            // and the content offset"). With estimates, only the range (``offsetInRange``).
            problems +=
                config.estimatedRowHeight == nil
                ? offsetUnchanged(before, "reloadData") : offsetInRange("reloadData", orAt: before)
            problems += verify()
        }
        note(text)
        guard problems.isEmpty else {
            report(problems, context: text, offset: before)
            return false
        }
        return true
    }

    // MARK: Editing simulations

    /// A simulated editing gesture whose handler updates the table: a tap on the delete control
    /// or a drag in editing mode, a swipe to delete outside it. Valid handlers update their data
    /// and the table alike; an invalid one (`invalid`) updates the table inconsistently with its
    /// data, and the throwing variant (`table.checked.…`) must throw the reason
    /// ``ThrashExpectations`` derives for the table calls it made, leaving the table untouched.
    func editingSimulation(invalid: Bool) -> Bool {
        let before = store.model
        guard let p = pick(allIndexPaths) else { return true }
        // A diffable data source moves the item in its snapshot itself before the handler runs
        // (`moveRowAt` calls `super`), so a rejected drag could not leave its data untouched.
        let kinds =
            table.isEditing
            ? (diffable && invalid ? ["tap the delete control"] : ["tap the delete control", "drag a row"])
            : ["swipe to delete", "full swipe to delete"]
        let kind = pick(kinds)!
        var ops: [ThrashOp] = []
        var data = before
        var corruption = "consistent"
        var proposed = p
        if kind == "drag a row" {
            let s = rng.int(0...(before.sections.count - 1))
            let rows = before.sections[s].items.count - (s == p.section ? 1 : 0)
            proposed = IndexPath(row: rng.int(0...rows), section: s)
            let item = data.sections[p.section].items.remove(at: p.row)
            data.sections[proposed.section].items.insert(item, at: proposed.row)
            if invalid {
                if rng.bool() {
                    corruption = "moveRowAt also inserts the row into the table"
                    ops = [.insertRows([proposed])]
                } else {
                    corruption = "moveRowAt also deletes the row from the table"
                    ops = [.deleteRows([p])]
                }
            }
        } else {
            data.sections[p.section].items.remove(at: p.row)
            ops = [.deleteRows([p])]
            if invalid {
                let others = allIndexPaths.filter { $0.section != p.section }
                switch rng.int(0...3) {
                case 0:
                    corruption = "commit does not update its data"
                    data = before
                case 1 where before.sections[p.section].items.count > 1:
                    corruption = "commit removes two rows from its data"
                    data.sections[p.section].items.removeLast()
                case 2 where !others.isEmpty:
                    corruption = "commit deletes a row of another section from the table"
                    ops = [.deleteRows([pick(others)!])]
                default:
                    corruption = "commit inserts the row instead of deleting it"
                    ops = [.insertRows([p])]
                }
                // A diffable data source answers counts from its snapshot, which the handler
                // does not apply: the table calls are all that change.
                if diffable {
                    data = before
                    if ops == [.deleteRows([p])] { corruption = "commit deletes the row without applying a snapshot" }
                }
            }
        }
        let context = "\(kind) \(describe(p))\(kind == "drag a row" ? " to \(describe(proposed))" : ""), \(corruption)"
        count(invalid ? "rejected: \(corruption)" : kind)
        var reasons: [String]?
        if invalid {
            reasons = ThrashExpectations.expectedReasons(ops, before: before.counts, after: data.counts)
            guard reasons != nil else {
                report(["test bug: the reference accepts the handler's update"], context: context, before: before)
                return false
            }
        }
        var problems: [String] = []
        store.onCommit = { tableView, style, path in
            if style != .delete || path != p {
                self.store.problems.append(
                    "commit(\(style), \(describe(path))), expected commit(.delete, \(describe(p)))")
            }
            self.store.model = data
            if let source = self.diffableSource, !invalid {
                source.apply(ThrashDiffableDataSource.snapshot(of: data), animatingDifferences: self.rng.bool())
            } else {
                for op in ops { op.issue(on: tableView) }
            }
        }
        store.onMove = { tableView, from, to in
            if from != p || to != proposed {
                self.store.problems.append(
                    "moveRowAt(\(describe(from)), \(describe(to))), expected \(describe(p)) → \(describe(proposed))")
            }
            self.store.model = data
            for op in ops { op.issue(on: tableView) }
        }
        defer {
            store.onCommit = nil
            store.onMove = nil
        }
        let snapshotBefore = snapshot()
        let offsetBefore = table.contentOffset.y
        let events = tracker.events
        store.cellRequests = 0
        var thrown: TableViewException?
        let throwing = invalid || rng.bool()
        do {
            switch kind {
            case "tap the delete control":
                if throwing {
                    try table.checked.tapEditingControl(forRowAt: p)
                } else {
                    table.simulate.tapEditingControl(forRowAt: p)
                }
            case "drag a row":
                let landed =
                    throwing
                    ? try table.checked.dragRow(at: p, to: proposed) : table.simulate.dragRow(at: p, to: proposed)
                if landed != proposed { problems.append("dragRow landed at \(describe(landed))") }
            case "swipe to delete":
                let configuration = throwing ? try table.checked.swipeRow(at: p) : table.simulate.swipeRow(at: p)
                if configuration?.actions.first?.title != "Delete" {
                    problems.append("swipe revealed \(configuration?.actions.map(\.title) ?? []), expected Delete")
                }
                if throwing { try table.checked.tapSwipeAction(at: 0) } else { table.simulate.tapSwipeAction(at: 0) }
            default:
                if throwing {
                    try table.checked.swipeRow(at: p, fullSwipe: true)
                } else {
                    table.simulate.swipeRow(at: p, fullSwipe: true)
                }
            }
        } catch {
            thrown = error
        }
        table.layoutIfNeeded()
        if table.content.rowState.swiped != nil { problems.append("the swipe did not end") }
        if let reasons {
            // The caller undoes what its handler did to its own data.
            store.model = before
            if let thrown {
                if thrown.name != .internalInconsistency || !reasons.contains(thrown.reason) {
                    problems.append(
                        "threw \(thrown.name.rawValue): \(thrown.reason)\n    expected: \(reasons.joined(separator: "\n    or: "))"
                    )
                }
            } else {
                problems.append("accepted an invalid update; expected: \(reasons.joined(separator: "\n    or: "))")
            }
            let snapshotAfter = snapshot()
            if snapshotAfter != snapshotBefore {
                problems.append(
                    "the table changed: before visible \(snapshotBefore.visible.map(describe)) offset \(fmt(snapshotBefore.offset)); after visible \(snapshotAfter.visible.map(describe)) offset \(fmt(snapshotAfter.offset)); same cells \(snapshotAfter.cells == snapshotBefore.cells), frames \(snapshotAfter.frames == snapshotBefore.frames), selection \(snapshotAfter.selected == snapshotBefore.selected), rects \(snapshotAfter.rowRects == snapshotBefore.rowRects)"
                )
            }
            if tracker.events != events { problems.append("\(tracker.events - events) display callbacks") }
            if store.cellRequests != 0 { problems.append("\(store.cellRequests) cellForRowAt calls") }
        } else {
            if let thrown { problems.append("threw \(thrown.reason)") }
            if store.model != data { problems.append("the handler did not run") }
            selectedIDs.formIntersection(store.model.allIDs)
            problems += offsetKeptClamped(offsetBefore)
        }
        note(context)
        problems += verify()
        guard problems.isEmpty else {
            report(
                problems, context: context, ops: ops.isEmpty ? nil : ops, before: before, after: data,
                offset: offsetBefore)
            return false
        }
        return true
    }
}
