import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide` (Apple, "Working with scroll views"
/// in the Auto Layout Guide, and "contentLayoutGuide": "Use this layout guide when you want to
/// create Auto Layout constraints related to the content area of a scroll view"; the content's
/// size comes from the constraints between the content and this guide).
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    /// A form in a scroll view, as apps write one: a content view pinned to the content guide,
    /// as wide as the frame guide, its height set by what is in it.
    func makeForm(rows: Int) -> (root: View, scrollView: ScrollView, content: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = ScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        var constraints = [
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ]
        var previous = content.topAnchor
        for _ in 0..<rows {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            constraints += [
                row.topAnchor.constraint(equalTo: previous, constant: 20),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            previous = row.bottomAnchor
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: previous, constant: 20))
        LayoutConstraint.activate(constraints)
        return (root, scrollView, content)
    }

    @Test func theContentGuideSizedByConstraintsSetsTheContentSize() {
        let (root, scrollView, content) = makeForm(rows: 10)
        root.layoutIfNeeded()
        // 10 rows of 44 with 20 above each and 20 below the last.
        expectEqual(scrollView.contentSize, CGSize(width: 320, height: 660))
        expectEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 660))
        expectEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 660))
        expectEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 480))
        expectIdentical(scrollView.contentLayoutGuide, scrollView.contentLayoutGuide)
        expectIdentical(scrollView.contentLayoutGuide.owningView, scrollView)
        expectEqual(scrollView.frameLayoutGuide.identifier, "UIScrollViewFrameLayoutGuide")
        // The content can now scroll to its end.
        scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: false)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 180))
    }

    @Test func theContentSizeFollowsTheContentWhenItChanges() {
        let (root, scrollView, _) = makeForm(rows: 2)
        root.layoutIfNeeded()
        expectEqual(scrollView.contentSize, CGSize(width: 320, height: 148))
        root.frame.size.width = 400
        scrollView.frame = root.bounds
        root.layoutIfNeeded()
        expectEqual(scrollView.contentSize, CGSize(width: 400, height: 148))
    }

    @Test func aScrollViewWhoseContentGuideNoConstraintNamesKeepsItsContentSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = ScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            child.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 8),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 8, y: 8, width: 50, height: 50))
        expectEqual(scrollView.contentSize, CGSize(width: 320, height: 2000))
    }
}
