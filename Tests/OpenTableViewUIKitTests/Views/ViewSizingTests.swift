import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A view that measures a fixed size and records which sizing entry point ran.
@MainActor
private final class FixedSizeView: View {
    let log = TableEventLog()

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        log.record(.sizeThatFits(size))
        return CGSize(width: size.width, height: 77)
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        log.record(.systemLayoutSizeFitting(targetSize))
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

@MainActor
@Suite struct ViewSizingTests {
    @Test func baseSizeThatFitsIsTheCurrentSize() {
        let view = View(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        expectEqual(view.sizeThatFits(CGSize(width: 1000, height: 1000)), CGSize(width: 30, height: 40))
        expectEqual(view.systemLayoutSizeFitting(CGSize(width: 1, height: 1)), CGSize(width: 30, height: 40))
    }

    @Test func noIntrinsicContentSize() {
        expectEqual(View().intrinsicContentSize, CGSize(width: -1, height: -1))
        expectEqual(View.noIntrinsicMetric, -1)
        expectEqual(View.layoutFittingCompressedSize, .zero)
    }

    @Test func sizeToFitKeepsTheOrigin() {
        let label = Label(frame: CGRect(x: 5, y: 6, width: 300, height: 300))
        label.text = "Hello"
        label.sizeToFit()
        expectEqual(label.frame, CGRect(x: 5, y: 6, width: 43, height: 21))
    }

    /// Apple: `systemLayoutSizeFitting(_:)` is the method with priorities at
    /// `fittingSizeLevel`; without constraints, the view's `sizeThatFits(_:)` answers.
    @Test func fittingGoesThroughTheMethodWithPriorities() {
        let view = FixedSizeView()
        let size = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
        expectEqual(size, CGSize(width: 320, height: 77))
        expectEqual(
            view.log.events,
            [
                .systemLayoutSizeFitting(CGSize(width: 320, height: 0)), .sizeThatFits(CGSize(width: 320, height: 0)),
            ])
    }

    @Test func layoutPriorityValues() {
        expectEqual(
            [LayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue),
            [
                1000, 750, 250, 50,
            ])
        #expect(LayoutPriority.fittingSizeLevel < .required)
        expectEqual(LayoutPriority(500), LayoutPriority(rawValue: 500))
    }
}
