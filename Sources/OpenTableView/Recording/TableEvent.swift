import Foundation

/// One call a table makes to its data source, delegate, prefetching data source or scroll-view
/// delegate, or one lifecycle step of a cell or view, as a value tests can compare whole.
///
/// Cases are named after UIKit's methods and carry their index paths, sections and flags;
/// ``description`` prints UIKit's selector spelling followed by the arguments, for example
/// `tableView(_:willDisplay:forRowAt:) [0, 3]`. Row index paths are `[section, row]`, so an
/// expectation can be written with array literals:
///
/// ```swift
/// #expect(log.take() == [.numberOfSections, .numberOfRows(0), .cellForRow([0, 0]), .willDisplay([0, 0])])
/// ```
///
/// Events name rows, sections and views, never objects: two histories are equal when the same
/// calls happened in the same order, whichever cells the table reused.
///
/// The type lives in `OpenTableView` because a table reports its own calls in it to an attached
/// `TableCallRecorder` (`OpenTableViewTesting`); the recording doubles use it too.
public enum TableEvent: Equatable, Sendable {
    // MARK: Data source (`UITableViewDataSource`)

    /// `numberOfSections(in:)`.
    case numberOfSections
    /// `tableView(_:numberOfRowsInSection:)`, with the section.
    case numberOfRows(Int)
    /// `tableView(_:cellForRowAt:)`.
    case cellForRow(IndexPath)
    /// `tableView(_:titleForHeaderInSection:)`.
    case titleForHeader(Int)
    /// `tableView(_:titleForFooterInSection:)`.
    case titleForFooter(Int)
    /// `tableView(_:commit:forRowAt:)`: the editing style committed and the row.
    case commit(TableViewCell.EditingStyle, IndexPath)
    /// `tableView(_:moveRowAt:to:)`: the row the user moved, and where it went.
    case moveRow(IndexPath, to: IndexPath)
    /// `tableView(_:sectionForSectionIndexTitle:at:)`: the index title tapped and its position.
    case sectionForSectionIndexTitle(String, at: Int)
    /// `tableView(_:canEditRowAt:)`.
    case canEditRow(IndexPath)
    /// `tableView(_:canMoveRowAt:)`.
    case canMoveRow(IndexPath)
    /// `sectionIndexTitles(for:)`.
    case sectionIndexTitles
    /// A diffable data source's cell provider, called for `indexPath` with the item identifier
    /// (as text, so that every identifier type fits one event type).
    case provideCell(IndexPath, item: String)

    // MARK: Delegate: display (`UITableViewDelegate`)

    /// `tableView(_:willDisplay:forRowAt:)`.
    case willDisplay(IndexPath)
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    case didEndDisplaying(IndexPath)
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    case willDisplayHeader(Int)
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    case didEndDisplayingHeader(Int)
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    case willDisplayFooter(Int)
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    case didEndDisplayingFooter(Int)

    /// `tableView(_:viewForHeaderInSection:)`.
    case viewForHeader(Int)
    /// `tableView(_:viewForFooterInSection:)`.
    case viewForFooter(Int)
    /// `tableView(_:indentationLevelForRowAt:)`.
    case indentationLevel(IndexPath)
    /// `tableView(_:accessoryButtonTappedForRowWith:)`.
    case accessoryButtonTapped(IndexPath)

    // MARK: Delegate: heights

    /// `tableView(_:heightForRowAt:)`.
    case heightForRow(IndexPath)
    /// `tableView(_:heightForHeaderInSection:)`.
    case heightForHeader(Int)
    /// `tableView(_:heightForFooterInSection:)`.
    case heightForFooter(Int)
    /// `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRow(IndexPath)

    // MARK: Delegate: highlight and selection

    /// `tableView(_:shouldHighlightRowAt:)`.
    case shouldHighlight(IndexPath)
    /// `tableView(_:didHighlightRowAt:)`.
    case didHighlight(IndexPath)
    /// `tableView(_:didUnhighlightRowAt:)`.
    case didUnhighlight(IndexPath)
    /// `tableView(_:willSelectRowAt:)`.
    case willSelect(IndexPath)
    /// `tableView(_:didSelectRowAt:)`.
    case didSelect(IndexPath)
    /// `tableView(_:willDeselectRowAt:)`.
    case willDeselect(IndexPath)
    /// `tableView(_:didDeselectRowAt:)`.
    case didDeselect(IndexPath)

    // MARK: Delegate: editing

    /// `tableView(_:willBeginEditingRowAt:)` (swipe to delete begins).
    case willBeginEditing(IndexPath)
    /// `tableView(_:didEndEditingRowAt:)`; `nil` when the row no longer exists.
    case didEndEditing(IndexPath?)
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    case targetIndexPathForMove(from: IndexPath, proposed: IndexPath)
    /// `tableView(_:editingStyleForRowAt:)`.
    case editingStyle(IndexPath)
    /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
    case shouldIndentWhileEditing(IndexPath)
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    case titleForDeleteConfirmation(IndexPath)
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    case leadingSwipeActions(IndexPath)
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case trailingSwipeActions(IndexPath)
    /// `tableView(_:editActionsForRowAt:)` (deprecated in UIKit, still asked).
    case editActions(IndexPath)

    // MARK: Delegate: context menus

    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, with the press's point.
    case contextMenuConfiguration(IndexPath, point: CGPoint)
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    case previewForHighlightingContextMenu
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    case previewForDismissingContextMenu
    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`.
    case willPerformPreviewAction
    /// `tableView(_:willDisplayContextMenu:animator:)`.
    case willDisplayContextMenu
    /// `tableView(_:willEndContextMenuInteraction:animator:)`.
    case willEndContextMenuInteraction

    // MARK: Delegate: primary actions

    /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
    case canPerformPrimaryAction(IndexPath)
    /// `tableView(_:performPrimaryActionForRowAt:)`.
    case performPrimaryAction(IndexPath)

    // MARK: Prefetching (`UITableViewDataSourcePrefetching`)

    /// `tableView(_:prefetchRowsAt:)`, with the rows in the order they were given.
    case prefetch([IndexPath])
    /// `tableView(_:cancelPrefetchingForRowsAt:)`.
    case cancelPrefetching([IndexPath])

    // MARK: Scroll-view delegate (`UIScrollViewDelegate`)

    /// `scrollViewDidScroll(_:)`, with the offset and `isDragging` at that moment.
    case didScroll(contentOffset: CGPoint, isDragging: Bool)
    /// `scrollViewWillBeginDragging(_:)`, with the offset and `isDragging` at that moment.
    case willBeginDragging(contentOffset: CGPoint, isDragging: Bool)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the target offered.
    case willEndDragging(velocity: CGPoint, targetContentOffset: CGPoint)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, with the offset and `isDragging`.
    case didEndDragging(contentOffset: CGPoint, willDecelerate: Bool, isDragging: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation(_:)`, with the offset reached.
    case didEndScrollingAnimation(contentOffset: CGPoint)
    /// `scrollViewShouldScrollToTop(_:)`.
    case shouldScrollToTop
    /// `scrollViewDidScrollToTop(_:)`, with the offset reached.
    case didScrollToTop(contentOffset: CGPoint)
    /// `scrollViewDidChangeAdjustedContentInset(_:)`, with the new adjusted inset.
    case didChangeAdjustedContentInset(EdgeInsets)

    // MARK: Cell lifecycle (`UITableViewCell` overrides)

    /// `prepareForReuse()`.
    case prepareForReuse
    /// `setSelected(_:animated:)`.
    case setSelected(Bool, animated: Bool)
    /// `setHighlighted(_:animated:)`.
    case setHighlighted(Bool, animated: Bool)
    /// `setEditing(_:animated:)`.
    case setEditing(Bool, animated: Bool)
    /// `willTransition(to:)`, with the state the cell transitions to.
    case willTransition(to: TableViewCell.StateMask)
    /// `didTransition(to:)`, with the state the cell transitioned to.
    case didTransition(to: TableViewCell.StateMask)
    /// A cell lifecycle call the table made (``prepareForReuse``, ``setSelected(_:animated:)``,
    /// ``setHighlighted(_:animated:)`` or ``setEditing(_:animated:)``) on the cell of `indexPath`:
    /// the row it is dequeued for, or shows. A `TableCallRecorder` records these; a cell that
    /// records itself uses the bare cases. Its ``kind`` is the call's.
    indirect case cell(TableEvent, at: IndexPath?)

    // MARK: View lifecycle and sizing (`UIView` overrides), views named by the test

    /// `willMove(toSuperview:)` of `view`; `nil` when it is being removed.
    case willMoveToSuperview(view: String, superview: String?)
    /// `didMoveToSuperview()` of `view`, with its superview then.
    case didMoveToSuperview(view: String, superview: String?)
    /// `didAddSubview(_:)` of `view`.
    case didAddSubview(view: String, subview: String)
    /// `willRemoveSubview(_:)` of `view`.
    case willRemoveSubview(view: String, subview: String)
    /// `layoutSubviews()` of `view`.
    case layoutSubviews(view: String)
    /// `adjustedContentInsetDidChange()` of a scroll view (or table) subclass.
    case adjustedContentInsetDidChange
    /// `sizeThatFits(_:)`, with the size offered.
    case sizeThatFits(CGSize)
    /// `systemLayoutSizeFitting(_:)`, with the target size.
    case systemLayoutSizeFitting(CGSize)

    // MARK: View controller lifecycle (`UIViewController` overrides)

    /// `viewDidLoad()`.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear(animated: Bool)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(animated: Bool)
}

extension TableEvent {
    /// What an event is, without its arguments: for filtering a history
    /// (`TableEventLog.events(ofKind:)`) or comparing only the order of calls.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case numberOfSections, numberOfRows, cellForRow, titleForHeader, titleForFooter, commit, moveRow
        case sectionForSectionIndexTitle, provideCell, canEditRow, canMoveRow, sectionIndexTitles
        case viewForHeader, viewForFooter, indentationLevel, accessoryButtonTapped
        case editingStyle, shouldIndentWhileEditing, titleForDeleteConfirmation, leadingSwipeActions
        case trailingSwipeActions, editActions
        case contextMenuConfiguration, previewForHighlightingContextMenu, previewForDismissingContextMenu
        case willPerformPreviewAction, willDisplayContextMenu, willEndContextMenuInteraction
        case willDisplay, didEndDisplaying, willDisplayHeader, didEndDisplayingHeader, willDisplayFooter
        case didEndDisplayingFooter
        case heightForRow, heightForHeader, heightForFooter, estimatedHeightForRow
        case shouldHighlight, didHighlight, didUnhighlight, willSelect, didSelect, willDeselect, didDeselect
        case willBeginEditing, didEndEditing, targetIndexPathForMove
        case canPerformPrimaryAction, performPrimaryAction
        case prefetch, cancelPrefetching
        case didScroll, willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating
        case didEndDecelerating, didEndScrollingAnimation, shouldScrollToTop, didScrollToTop
        case didChangeAdjustedContentInset
        case prepareForReuse, setSelected, setHighlighted, setEditing, willTransition, didTransition
        case willMoveToSuperview, didMoveToSuperview, didAddSubview, willRemoveSubview, layoutSubviews
        case adjustedContentInsetDidChange, sizeThatFits, systemLayoutSizeFitting
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// The event's kind.
    public var kind: Kind {
        switch self {
        case .cell(let call, _): call.kind
        case .canEditRow: .canEditRow
        case .canMoveRow: .canMoveRow
        case .sectionIndexTitles: .sectionIndexTitles
        case .viewForHeader: .viewForHeader
        case .viewForFooter: .viewForFooter
        case .indentationLevel: .indentationLevel
        case .accessoryButtonTapped: .accessoryButtonTapped
        case .editingStyle: .editingStyle
        case .shouldIndentWhileEditing: .shouldIndentWhileEditing
        case .titleForDeleteConfirmation: .titleForDeleteConfirmation
        case .leadingSwipeActions: .leadingSwipeActions
        case .trailingSwipeActions: .trailingSwipeActions
        case .editActions: .editActions
        case .contextMenuConfiguration: .contextMenuConfiguration
        case .previewForHighlightingContextMenu: .previewForHighlightingContextMenu
        case .previewForDismissingContextMenu: .previewForDismissingContextMenu
        case .willPerformPreviewAction: .willPerformPreviewAction
        case .willDisplayContextMenu: .willDisplayContextMenu
        case .willEndContextMenuInteraction: .willEndContextMenuInteraction
        case .numberOfSections: .numberOfSections
        case .numberOfRows: .numberOfRows
        case .cellForRow: .cellForRow
        case .titleForHeader: .titleForHeader
        case .titleForFooter: .titleForFooter
        case .commit: .commit
        case .moveRow: .moveRow
        case .provideCell: .provideCell
        case .willDisplay: .willDisplay
        case .didEndDisplaying: .didEndDisplaying
        case .willDisplayHeader: .willDisplayHeader
        case .didEndDisplayingHeader: .didEndDisplayingHeader
        case .willDisplayFooter: .willDisplayFooter
        case .didEndDisplayingFooter: .didEndDisplayingFooter
        case .heightForRow: .heightForRow
        case .heightForHeader: .heightForHeader
        case .heightForFooter: .heightForFooter
        case .estimatedHeightForRow: .estimatedHeightForRow
        case .shouldHighlight: .shouldHighlight
        case .didHighlight: .didHighlight
        case .didUnhighlight: .didUnhighlight
        case .willSelect: .willSelect
        case .didSelect: .didSelect
        case .willDeselect: .willDeselect
        case .didDeselect: .didDeselect
        case .willBeginEditing: .willBeginEditing
        case .didEndEditing: .didEndEditing
        case .targetIndexPathForMove: .targetIndexPathForMove
        case .canPerformPrimaryAction: .canPerformPrimaryAction
        case .performPrimaryAction: .performPrimaryAction
        case .prefetch: .prefetch
        case .cancelPrefetching: .cancelPrefetching
        case .didScroll: .didScroll
        case .willBeginDragging: .willBeginDragging
        case .willEndDragging: .willEndDragging
        case .didEndDragging: .didEndDragging
        case .willBeginDecelerating: .willBeginDecelerating
        case .didEndDecelerating: .didEndDecelerating
        case .didEndScrollingAnimation: .didEndScrollingAnimation
        case .shouldScrollToTop: .shouldScrollToTop
        case .didScrollToTop: .didScrollToTop
        case .didChangeAdjustedContentInset: .didChangeAdjustedContentInset
        case .prepareForReuse: .prepareForReuse
        case .setSelected: .setSelected
        case .setHighlighted: .setHighlighted
        case .setEditing: .setEditing
        case .willTransition: .willTransition
        case .didTransition: .didTransition
        case .willMoveToSuperview: .willMoveToSuperview
        case .didMoveToSuperview: .didMoveToSuperview
        case .didAddSubview: .didAddSubview
        case .willRemoveSubview: .willRemoveSubview
        case .layoutSubviews: .layoutSubviews
        case .adjustedContentInsetDidChange: .adjustedContentInsetDidChange
        case .sectionForSectionIndexTitle: .sectionForSectionIndexTitle
        case .sizeThatFits: .sizeThatFits
        case .systemLayoutSizeFitting: .systemLayoutSizeFitting
        case .viewDidLoad: .viewDidLoad
        case .viewWillAppear: .viewWillAppear
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        }
    }

    /// The row the event is about, if it names exactly one (a move names its destination).
    public var indexPath: IndexPath? {
        switch self {
        case .cellForRow(let p), .commit(_, let p), .provideCell(let p, _), .willDisplay(let p),
            .didEndDisplaying(let p), .heightForRow(let p), .estimatedHeightForRow(let p), .shouldHighlight(let p),
            .didHighlight(let p), .didUnhighlight(let p), .willSelect(let p), .didSelect(let p),
            .willDeselect(let p), .didDeselect(let p), .willBeginEditing(let p), .canPerformPrimaryAction(let p),
            .performPrimaryAction(let p):
            p
        case .moveRow(_, let p), .targetIndexPathForMove(_, let p): p
        case .cell(_, let p): p
        case .canEditRow(let p), .canMoveRow(let p), .indentationLevel(let p), .accessoryButtonTapped(let p),
            .editingStyle(let p), .shouldIndentWhileEditing(let p), .titleForDeleteConfirmation(let p),
            .leadingSwipeActions(let p), .trailingSwipeActions(let p), .editActions(let p),
            .contextMenuConfiguration(let p, _):
            p
        case .didEndEditing(let p): p
        default: nil
        }
    }

    /// The section the event is about: a section event's section, or its row's section.
    public var section: Int? {
        switch self {
        case .numberOfRows(let s), .titleForHeader(let s), .titleForFooter(let s), .willDisplayHeader(let s),
            .didEndDisplayingHeader(let s), .willDisplayFooter(let s), .didEndDisplayingFooter(let s),
            .heightForHeader(let s), .heightForFooter(let s), .viewForHeader(let s), .viewForFooter(let s):
            s
        default: indexPath.map { $0[0] }
        }
    }
}

extension TableEvent: CustomStringConvertible {
    /// UIKit's selector, then the arguments: `tableView(_:willDisplay:forRowAt:) [0, 3]`,
    /// `tableView(_:numberOfRowsInSection:) 2`, `scrollViewDidScroll(_:) (0.0, 88.0) dragging`.
    public var description: String {
        func path(_ p: IndexPath) -> String { "[\(p.map(String.init).joined(separator: ", "))]" }
        func paths(_ ps: [IndexPath]) -> String { "[\(ps.map(path).joined(separator: ", "))]" }
        func point(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
        func dragging(_ d: Bool) -> String { d ? " dragging" : "" }
        func animated(_ a: Bool) -> String { a ? " animated" : "" }
        func mask(_ m: TableViewCell.StateMask) -> String {
            let names = [
                (TableViewCell.StateMask.showingEditControl, "showingEditControl"),
                (.showingDeleteConfirmation, "showingDeleteConfirmation"),
            ]
            return "[\(names.filter { m.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", "))]"
        }
        // A data-source or delegate call prints the selector its row in `TableMethod` gives.
        let selector = TableMethod(event: kind)?.row.selector ?? ""
        switch self {
        case .numberOfSections: return "\(selector)"
        case .numberOfRows(let s): return "\(selector) \(s)"
        case .cellForRow(let p): return "\(selector) \(path(p))"
        case .titleForHeader(let s): return "\(selector) \(s)"
        case .titleForFooter(let s): return "\(selector) \(s)"
        case .commit(let style, let p): return "\(selector) \(style) \(path(p))"
        case .moveRow(let from, let to): return "\(selector) \(path(from)) \(path(to))"
        case .provideCell(let p, let item): return "cellProvider \(path(p)) \(item)"
        case .willDisplay(let p): return "\(selector) \(path(p))"
        case .didEndDisplaying(let p): return "\(selector) \(path(p))"
        case .willDisplayHeader(let s): return "\(selector) \(s)"
        case .didEndDisplayingHeader(let s): return "\(selector) \(s)"
        case .willDisplayFooter(let s): return "\(selector) \(s)"
        case .didEndDisplayingFooter(let s): return "\(selector) \(s)"
        case .heightForRow(let p): return "\(selector) \(path(p))"
        case .heightForHeader(let s): return "\(selector) \(s)"
        case .heightForFooter(let s): return "\(selector) \(s)"
        case .estimatedHeightForRow(let p): return "\(selector) \(path(p))"
        case .shouldHighlight(let p): return "\(selector) \(path(p))"
        case .didHighlight(let p): return "\(selector) \(path(p))"
        case .didUnhighlight(let p): return "\(selector) \(path(p))"
        case .willSelect(let p): return "\(selector) \(path(p))"
        case .didSelect(let p): return "\(selector) \(path(p))"
        case .willDeselect(let p): return "\(selector) \(path(p))"
        case .didDeselect(let p): return "\(selector) \(path(p))"
        case .willBeginEditing(let p): return "\(selector) \(path(p))"
        case .didEndEditing(let p): return "\(selector) \(p.map(path) ?? "nil")"
        case .targetIndexPathForMove(let from, let proposed):
            return "\(selector) \(path(from)) \(path(proposed))"
        case .canPerformPrimaryAction(let p): return "\(selector) \(path(p))"
        case .performPrimaryAction(let p): return "\(selector) \(path(p))"
        case .prefetch(let ps): return "tableView(_:prefetchRowsAt:) \(paths(ps))"
        case .cancelPrefetching(let ps): return "tableView(_:cancelPrefetchingForRowsAt:) \(paths(ps))"
        case .didScroll(let offset, let d): return "scrollViewDidScroll(_:) \(point(offset))\(dragging(d))"
        case .willBeginDragging(let offset, let d):
            return "scrollViewWillBeginDragging(_:) \(point(offset))\(dragging(d))"
        case .willEndDragging(let velocity, let target):
            return "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) \(point(velocity)) \(point(target))"
        case .didEndDragging(let offset, let decelerate, let d):
            return "scrollViewDidEndDragging(_:willDecelerate:) \(point(offset)) \(decelerate)\(dragging(d))"
        case .willBeginDecelerating: return "scrollViewWillBeginDecelerating(_:)"
        case .didEndDecelerating: return "scrollViewDidEndDecelerating(_:)"
        case .didEndScrollingAnimation(let offset): return "scrollViewDidEndScrollingAnimation(_:) \(point(offset))"
        case .shouldScrollToTop: return "scrollViewShouldScrollToTop(_:)"
        case .didScrollToTop(let offset): return "scrollViewDidScrollToTop(_:) \(point(offset))"
        case .didChangeAdjustedContentInset(let i):
            return "scrollViewDidChangeAdjustedContentInset(_:) (\(i.top), \(i.left), \(i.bottom), \(i.right))"
        case .prepareForReuse: return "prepareForReuse()"
        case .setSelected(let on, let a): return "setSelected(_:animated:) \(on)\(animated(a))"
        case .setHighlighted(let on, let a): return "setHighlighted(_:animated:) \(on)\(animated(a))"
        case .setEditing(let on, let a): return "setEditing(_:animated:) \(on)\(animated(a))"
        case .willTransition(let state): return "willTransition(to:) \(mask(state))"
        case .didTransition(let state): return "didTransition(to:) \(mask(state))"
        case .canEditRow(let p): return "\(selector) \(path(p))"
        case .canMoveRow(let p): return "\(selector) \(path(p))"
        case .sectionIndexTitles: return "\(selector)"
        case .viewForHeader(let s): return "\(selector) \(s)"
        case .viewForFooter(let s): return "\(selector) \(s)"
        case .indentationLevel(let p): return "\(selector) \(path(p))"
        case .accessoryButtonTapped(let p): return "\(selector) \(path(p))"
        case .editingStyle(let p): return "\(selector) \(path(p))"
        case .shouldIndentWhileEditing(let p): return "\(selector) \(path(p))"
        case .titleForDeleteConfirmation(let p):
            return "\(selector) \(path(p))"
        case .leadingSwipeActions(let p): return "\(selector) \(path(p))"
        case .trailingSwipeActions(let p):
            return "\(selector) \(path(p))"
        case .editActions(let p): return "\(selector) \(path(p))"
        case .contextMenuConfiguration(let p, let at):
            return "\(selector) \(path(p)) \(point(at))"
        case .previewForHighlightingContextMenu:
            return "\(selector)"
        case .previewForDismissingContextMenu: return "\(selector)"
        case .willPerformPreviewAction: return "\(selector)"
        case .willDisplayContextMenu: return "\(selector)"
        case .willEndContextMenuInteraction: return "\(selector)"
        case .cell(let call, let p): return "\(call)" + (p.map { " \(path($0))" } ?? "")
        case .willMoveToSuperview(let view, let superview):
            return "\(view).willMove(toSuperview:) \(superview ?? "nil")"
        case .didMoveToSuperview(let view, let superview): return "\(view).didMoveToSuperview() \(superview ?? "nil")"
        case .didAddSubview(let view, let subview): return "\(view).didAddSubview(_:) \(subview)"
        case .willRemoveSubview(let view, let subview): return "\(view).willRemoveSubview(_:) \(subview)"
        case .layoutSubviews(let view): return "\(view).layoutSubviews()"
        case .adjustedContentInsetDidChange: return "adjustedContentInsetDidChange()"
        case .sectionForSectionIndexTitle(let title, let index):
            return "\(selector) \(title) \(index)"
        case .sizeThatFits(let size): return "sizeThatFits(_:) (\(size.width), \(size.height))"
        case .systemLayoutSizeFitting(let size): return "systemLayoutSizeFitting(_:) (\(size.width), \(size.height))"
        case .viewDidLoad: return "viewDidLoad()"
        case .viewWillAppear(let a): return "viewWillAppear(_:) \(a)"
        case .viewDidAppear(let a): return "viewDidAppear(_:) \(a)"
        case .viewWillDisappear(let a): return "viewWillDisappear(_:) \(a)"
        case .viewDidDisappear(let a): return "viewDidDisappear(_:) \(a)"
        }
    }
}
