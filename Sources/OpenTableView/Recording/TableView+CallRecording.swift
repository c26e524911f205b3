import Foundation

/// Receives, in order, the calls a table makes to its data source, delegate, prefetching data
/// source and scroll-view delegate, and the lifecycle calls it makes on its cells.
/// `TableCallRecorder` (`OpenTableViewTesting`) is the public face of this hook.
@MainActor
package protocol TableCallRecording: AnyObject {
    /// The table is about to make `event`'s call (or, for calls the table makes only to
    /// implementations, has just made it).
    func tableView(_ tableView: TableView, willMake event: TableEvent)
}

extension TableView {
    /// Reports `event` to the attached recorder. Without one this is a load and a branch, and the
    /// event is never built: the call sites pay nothing else (see `Benchmarks/README.md`).
    @inline(__always)
    final func recordCall(_ event: @autoclosure () -> TableEvent) {
        if let recorder = callRecorder { recorder.tableView(self, willMake: event()) }
    }

    /// Keeps the scroll view's delegate-call observer in step with the recorder, so the scroll
    /// view's calls land in the same history, with the offset and drag state at that moment.
    final func callRecorderDidChange() {
        guard callRecorder != nil else {
            delegateCallObserver = nil
            return
        }
        delegateCallObserver = { scrollView, call in
            guard let table = scrollView as? TableView else { return }
            table.recordCall(TableEvent(call, of: scrollView))
        }
    }
}

extension TableEvent {
    /// The event for a scroll-view delegate call, with `scrollView`'s state at that moment.
    @MainActor
    init(_ call: ScrollViewDelegateCall, of scrollView: ScrollView) {
        let offset = scrollView.contentOffset
        let dragging = scrollView.isDragging
        switch call {
        case .didScroll: self = .didScroll(contentOffset: offset, isDragging: dragging)
        case .willBeginDragging: self = .willBeginDragging(contentOffset: offset, isDragging: dragging)
        case .willEndDragging(let velocity, let target):
            self = .willEndDragging(velocity: velocity, targetContentOffset: target)
        case .didEndDragging(let decelerate):
            self = .didEndDragging(contentOffset: offset, willDecelerate: decelerate, isDragging: dragging)
        case .didEndScrollingAnimation: self = .didEndScrollingAnimation(contentOffset: offset)
        case .shouldScrollToTop: self = .shouldScrollToTop
        case .didScrollToTop: self = .didScrollToTop(contentOffset: offset)
        case .didChangeAdjustedContentInset:
            self = .didChangeAdjustedContentInset(scrollView.adjustedContentInsetStorage)
        }
    }
}

extension TableView {
    /// Reports `event` when a recorder is attached and `target` (the data source or delegate the
    /// call goes to) exists; the target is read only when a recorder is attached.
    @inline(__always)
    final func recordCall(to target: @autoclosure () -> AnyObject?, _ event: @autoclosure () -> TableEvent) {
        if let recorder = callRecorder, target() != nil { recorder.tableView(self, willMake: event()) }
    }

    /// Reports, after the fact, a call made through `ifImplemented`, only when
    /// the conformer implements it: UIKit does not call a method the object does not respond to.
    /// Returns `answer`, so the call site reads as before.
    @inline(__always)
    final func recordImplementedCall<T>(_ answer: T?, _ event: @autoclosure () -> TableEvent) -> T? {
        if let recorder = callRecorder, answer != nil { recorder.tableView(self, willMake: event()) }
        return answer
    }
}
