import Foundation
import OpenTableViewTesting

@testable import OpenTableViewUIKit

/// A view that records its hierarchy hooks and layout passes into a log, under its name.
@MainActor
final class RecordingView: View {
    let name: String
    let log: TableEventLog
    /// Runs inside `layoutSubviews`, after the event is recorded.
    var onLayout: (() -> Void)?

    init(_ name: String, log: TableEventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A recording view's name, `"?"` for another view, `nil` for none.
    private static func label(_ view: View?) -> String? {
        guard let view else { return nil }
        return (view as? RecordingView)?.name ?? "?"
    }

    override func willMove(toSuperview newSuperview: View?) {
        log.record(.willMoveToSuperview(view: name, superview: Self.label(newSuperview)))
    }

    override func didMoveToSuperview() {
        log.record(.didMoveToSuperview(view: name, superview: Self.label(superview)))
    }

    override func didAddSubview(_ subview: View) {
        log.record(.didAddSubview(view: name, subview: Self.label(subview) ?? "?"))
    }

    override func willRemoveSubview(_ subview: View) {
        log.record(.willRemoveSubview(view: name, subview: Self.label(subview) ?? "?"))
    }

    override func layoutSubviews() {
        log.record(.layoutSubviews(view: name))
        onLayout?()
    }
}
