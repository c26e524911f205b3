import Foundation
import OpenTableView

/// A data source over an array of row counts that records every call into a ``TableEventLog``:
/// `numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`
/// and, when ``recordsTitles`` is set, the header and footer title calls.
///
/// Cells are dequeued with ``identifier`` (register it on the table) and show
/// `"Row <section>.<row>"` in their `textLabel`. Change ``rowCounts`` to what the table should
/// find after a batch update, as a real data source changes its model.
@preconcurrency @MainActor
public final class RecordingDataSource: TableViewDataSource {
    /// Where the calls are recorded.
    public let log: TableEventLog
    /// The number of rows of each section; its count is the number of sections.
    public var rowCounts: [Int]
    /// The reuse identifier cells are dequeued with. Default `"Cell"`.
    public var identifier = "Cell"
    /// The answers to `tableView(_:titleForHeaderInSection:)`, by section; `nil` elsewhere.
    public var headerTitles: [Int: String] = [:]
    /// The answers to `tableView(_:titleForFooterInSection:)`, by section; `nil` elsewhere.
    public var footerTitles: [Int: String] = [:]
    /// Whether the title calls are recorded too. Default `false`: UIKit asks for titles at
    /// every reload, which most histories do not need to spell out.
    public var recordsTitles = false

    /// A data source with `rowCounts.count` sections of the given row counts.
    public init(_ rowCounts: [Int], log: TableEventLog) {
        self.rowCounts = rowCounts
        self.log = log
    }

    public func numberOfSections(in tableView: TableView) -> Int {
        log.record(.numberOfSections)
        return rowCounts.count
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log.record(.numberOfRows(section))
        return rowCounts[section]
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.record(.cellForRow(indexPath))
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        if recordsTitles { log.record(.titleForHeader(section)) }
        return headerTitles[section]
    }

    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        if recordsTitles { log.record(.titleForFooter(section)) }
        return footerTitles[section]
    }
}

/// A delegate that records display, highlight, selection and `scrollViewDidScroll(_:)` calls
/// into a ``TableEventLog``, and answers the selection questions from dictionaries.
///
/// The protocol's extension implements those methods; a conforming class adds what it needs
/// (``RecordingHeightDelegate`` adds the height methods). Whether a delegate implements
/// `tableView(_:heightForRowAt:)` changes how UIKit lays a table out, so the two are separate
/// types rather than one with a switch.
@preconcurrency @MainActor
public protocol RecordingTableDelegate: TableViewDelegate {
    /// Where the calls are recorded.
    var log: TableEventLog { get }
    /// Answers to `tableView(_:willSelectRowAt:)` by row; a row not listed answers itself.
    var willSelectAnswer: [IndexPath: IndexPath?] { get }
    /// Answers to `tableView(_:willDeselectRowAt:)` by row; a row not listed answers itself.
    var willDeselectAnswer: [IndexPath: IndexPath?] { get }
    /// Answers to `tableView(_:shouldHighlightRowAt:)` by row; a row not listed answers `true`.
    var shouldHighlightAnswer: [IndexPath: Bool] { get }
}

extension RecordingTableDelegate {
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.record(.willDisplay(indexPath))
    }
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.record(.didEndDisplaying(indexPath))
    }
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        log.record(.willDisplayHeader(section))
    }
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        log.record(.didEndDisplayingHeader(section))
    }
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        log.record(.willDisplayFooter(section))
    }
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        log.record(.didEndDisplayingFooter(section))
    }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.record(.shouldHighlight(indexPath))
        return shouldHighlightAnswer[indexPath] ?? true
    }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        log.record(.didHighlight(indexPath))
    }
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.record(.didUnhighlight(indexPath))
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record(.willSelect(indexPath))
        if let answer = willSelectAnswer[indexPath] { return answer }
        return indexPath
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.record(.didSelect(indexPath))
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record(.willDeselect(indexPath))
        if let answer = willDeselectAnswer[indexPath] { return answer }
        return indexPath
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.record(.didDeselect(indexPath))
    }
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.record(.didScroll(contentOffset: scrollView.contentOffset, isDragging: scrollView.isDragging))
    }
}

/// A recording delegate that implements no height method: the table uses its `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight` (and the estimates), as UIKit does when
/// the delegate does not respond to the height selectors.
@preconcurrency @MainActor
public final class RecordingDelegate: RecordingTableDelegate {
    public let log: TableEventLog
    public var willSelectAnswer: [IndexPath: IndexPath?] = [:]
    public var willDeselectAnswer: [IndexPath: IndexPath?] = [:]
    public var shouldHighlightAnswer: [IndexPath: Bool] = [:]

    /// A delegate recording into `log`.
    public init(log: TableEventLog) { self.log = log }
}

/// A recording delegate that also implements the primary-action methods (iOS 16+), recorded:
/// `tableView(_:canPerformPrimaryActionForRowAt:)` answers from ``canPerformAnswer`` (a row not
/// listed answers UIKit's default, `true` unless the table is editing) and
/// `tableView(_:performPrimaryActionForRowAt:)` is recorded. A separate type so that the other
/// recording delegates' histories of a tap stay as they were.
@preconcurrency @MainActor
public final class RecordingPrimaryActionDelegate: RecordingTableDelegate {
    public let log: TableEventLog
    public var willSelectAnswer: [IndexPath: IndexPath?] = [:]
    public var willDeselectAnswer: [IndexPath: IndexPath?] = [:]
    public var shouldHighlightAnswer: [IndexPath: Bool] = [:]
    /// Answers to `tableView(_:canPerformPrimaryActionForRowAt:)` by row.
    public var canPerformAnswer: [IndexPath: Bool] = [:]
    /// Runs in `tableView(_:performPrimaryActionForRowAt:)`, after it is recorded, so a test can
    /// look at the table at that moment.
    public var onPerform: ((IndexPath) -> Void)?

    /// A delegate recording into `log`.
    public init(log: TableEventLog) { self.log = log }

    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        log.record(.canPerformPrimaryAction(indexPath))
        return canPerformAnswer[indexPath] ?? !tableView.isEditing
    }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        log.record(.performPrimaryAction(indexPath))
        onPerform?(indexPath)
    }
}

/// A recording delegate that implements `tableView(_:heightForRowAt:)` (recorded, unless
/// ``recordsHeights`` is off) and the header and footer height methods (not recorded), answering
/// from closures.
@preconcurrency @MainActor
public final class RecordingHeightDelegate: RecordingTableDelegate {
    public let log: TableEventLog
    public var willSelectAnswer: [IndexPath: IndexPath?] = [:]
    public var willDeselectAnswer: [IndexPath: IndexPath?] = [:]
    public var shouldHighlightAnswer: [IndexPath: Bool] = [:]
    /// The height of each row.
    public var rowHeight: (IndexPath) -> CGFloat
    /// The height of each section's header. Default 0.
    public var headerHeight: (Int) -> CGFloat = { _ in 0 }
    /// The height of each section's footer. Default 0.
    public var footerHeight: (Int) -> CGFloat = { _ in 0 }
    /// Whether `tableView(_:heightForRowAt:)` is recorded. Default `true`.
    public var recordsHeights = true

    /// A delegate recording into `log` that answers row heights with `rowHeight`.
    public init(log: TableEventLog, rowHeight: @escaping (IndexPath) -> CGFloat) {
        self.log = log
        self.rowHeight = rowHeight
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if recordsHeights { log.record(.heightForRow(indexPath)) }
        return rowHeight(indexPath)
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight(section)
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight(section)
    }
}

/// A prefetching data source that records `tableView(_:prefetchRowsAt:)` and
/// `tableView(_:cancelPrefetchingForRowsAt:)`, with the rows in the order the table gave them.
@preconcurrency @MainActor
public final class RecordingPrefetchingDataSource: TableViewDataSourcePrefetching {
    /// Where the calls are recorded.
    public let log: TableEventLog

    /// A prefetching data source recording into `log`.
    public init(log: TableEventLog) { self.log = log }

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log.record(.prefetch(indexPaths))
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.record(.cancelPrefetching(indexPaths))
    }
}

/// A scroll-view delegate that records every callback with the offset (and `isDragging`) at
/// that moment, and can retarget a drag or refuse a scroll to the top.
@preconcurrency @MainActor
public final class RecordingScrollViewDelegate: ScrollViewDelegate {
    /// Where the calls are recorded.
    public let log: TableEventLog
    /// When set, `scrollViewWillEndDragging` replaces the target with this offset.
    public var retarget: CGPoint?
    /// The answer to `scrollViewShouldScrollToTop(_:)`. Default `true`.
    public var allowsScrollToTop = true

    /// A delegate recording into `log`.
    public init(log: TableEventLog) { self.log = log }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.record(.didScroll(contentOffset: scrollView.contentOffset, isDragging: scrollView.isDragging))
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.record(.willBeginDragging(contentOffset: scrollView.contentOffset, isDragging: scrollView.isDragging))
    }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.record(.willEndDragging(velocity: velocity, targetContentOffset: targetContentOffset.pointee))
        if let retarget { targetContentOffset.pointee = retarget }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.record(
            .didEndDragging(
                contentOffset: scrollView.contentOffset, willDecelerate: decelerate, isDragging: scrollView.isDragging))
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        log.record(.willBeginDecelerating)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.record(.didEndDecelerating)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.record(.didEndScrollingAnimation(contentOffset: scrollView.contentOffset))
    }

    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        log.record(.shouldScrollToTop)
        return allowsScrollToTop
    }

    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        log.record(.didScrollToTop(contentOffset: scrollView.contentOffset))
    }

    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        log.record(.didChangeAdjustedContentInset(scrollView.adjustedContentInset))
    }
}
