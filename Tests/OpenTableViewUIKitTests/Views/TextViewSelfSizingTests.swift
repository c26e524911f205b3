import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A text view that does not scroll sizes to its text in Auto Layout, as a multi-line label does:
/// pinned to its container's edges, the container's fitting height is the text's at the width the
/// constraints give it. (Apple: `UITextView` with `isScrollEnabled` false has an intrinsic content
/// height; this is what lets a self-sizing cell grow with a note.)
@MainActor
@Suite struct TextViewSelfSizingTests {
    @Test func aContainerFitsATextViewThatDoesNotScroll() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        let textView = TextView(frame: .zero)
        textView.isScrollEnabled = false
        textView.text = "A note long enough to wrap onto several lines at this width, as notes do"
        textView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            textView.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            textView.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
        ])
        let fitting = container.systemLayoutSizeFitting(
            CGSize(width: 240, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 208 points wide: the text wraps at 198 (the 5-point line fragment padding each side),
        // with the 8-point insets above and below.
        let text = TextMeasurement.size(
            of: textView.text, font: .preferredFont(forTextStyle: .body), numberOfLines: 0, width: 198)
        #expect(text.height > Font.preferredFont(forTextStyle: .body).lineHeight * 2)
        expectEqual(fitting.height, text.height + 16 + 8)
    }
}
