import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `anchorWithOffset(to:)` (Apple, "NSLayoutXAxisAnchor.anchorWithOffset(to:)": "Creates a layout
/// dimension object from two anchors"; the dimension is the distance from this anchor to the other
/// one, so two such distances can be made equal).
@MainActor
@Suite struct AnchorOffsetTests {
    func box(in root: View, width: CGFloat) -> View {
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: width),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        return box
    }

    @Test func twoEqualGapsSpreadThreeViewsEvenly() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (a, b, c) = (box(in: root, width: 50), box(in: root, width: 50), box(in: root, width: 50))
        let leftGap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let rightGap = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            leftGap.constraint(equalTo: rightGap),
        ])
        root.layoutIfNeeded()
        // (320 − 3 × 50) / 2 = 85 between each.
        expectEqual(a.frame.minX, 0)
        expectEqual(b.frame.minX, 135)
        expectEqual(c.frame.minX, 270)
        #expect(!b.hasAmbiguousLayout)
    }

    @Test func aVerticalDistanceTakesAConstant() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = box(in: root, width: 100)
        let body = View()
        body.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.widthAnchor.constraint(equalToConstant: 100),
            body.heightAnchor.constraint(equalToConstant: 20),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.bottomAnchor.anchorWithOffset(to: body.topAnchor).constraint(equalToConstant: 12),
        ])
        root.layoutIfNeeded()
        expectEqual(body.frame, CGRect(x: 0, y: 62, width: 100, height: 20))
    }
}
