import Foundation

@testable import OpenTableView

/// A shared, ordered history of callbacks, compared whole by the tests.
@MainActor
final class EventLog {
    var events: [String] = []
}

/// A view that records its hierarchy hooks and layout passes into a log, under its name.
@MainActor
final class RecordingView: View {
    let name: String
    let log: EventLog
    /// Runs inside `layoutSubviews`, after the event is recorded.
    var onLayout: (() -> Void)?

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    private static func label(_ view: View?) -> String {
        guard let view else { return "nil" }
        return (view as? RecordingView)?.name ?? "?"
    }

    override func willMove(toSuperview newSuperview: View?) {
        log.events.append("\(name).willMove(toSuperview: \(Self.label(newSuperview)))")
    }

    override func didMoveToSuperview() {
        log.events.append("\(name).didMoveToSuperview(\(Self.label(superview)))")
    }

    override func didAddSubview(_ subview: View) {
        log.events.append("\(name).didAddSubview(\(Self.label(subview)))")
    }

    override func willRemoveSubview(_ subview: View) {
        log.events.append("\(name).willRemoveSubview(\(Self.label(subview)))")
    }

    override func layoutSubviews() {
        log.events.append("\(name).layoutSubviews")
        onLayout?()
    }
}

/// A scroll view delegate that records every callback, with the offset at that moment.
@MainActor
final class RecordingScrollViewDelegate: ScrollViewDelegate {
    var events: [String] = []
    /// When set, `scrollViewWillEndDragging` replaces the target with this offset.
    var retarget: CGPoint?
    /// The answer to `scrollViewShouldScrollToTop`.
    var allowsScrollToTop = true

    private func offset(_ scrollView: ScrollView) -> String {
        "(\(format(scrollView.contentOffset.x)), \(format(scrollView.contentOffset.y)))"
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        events.append("didScroll \(offset(scrollView)) dragging: \(scrollView.isDragging)")
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        events.append("willBeginDragging \(offset(scrollView)) dragging: \(scrollView.isDragging)")
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let target = targetContentOffset.pointee
        events.append(
            "willEndDragging velocity (\(format(velocity.x)), \(format(velocity.y))) target (\(format(target.x)), \(format(target.y)))"
        )
        if let retarget { targetContentOffset.pointee = retarget }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append(
            "didEndDragging \(offset(scrollView)) decelerate: \(decelerate) dragging: \(scrollView.isDragging)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        events.append("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        events.append("didEndDecelerating")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        events.append("didEndScrollingAnimation \(offset(scrollView))")
    }

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        events.append("shouldScrollToTop")
        return allowsScrollToTop
    }

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        events.append("didScrollToTop \(offset(scrollView))")
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        let inset = scrollView.adjustedContentInset
        events.append(
            "didChangeAdjustedContentInset (\(format(inset.top)), \(format(inset.left)), \(format(inset.bottom)), \(format(inset.right)))"
        )
    }
}
