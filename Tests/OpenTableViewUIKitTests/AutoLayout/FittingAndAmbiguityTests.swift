import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIView.layoutFittingExpandedSize` and `exerciseAmbiguityInLayout()` (Apple, "UIView":
/// "To obtain a view that is as large as possible, specify the constant
/// layoutFittingExpandedSize"; exerciseAmbiguityInLayout "randomly changes the frame of a view
/// with an ambiguous layout between the different valid values").
@MainActor
@Suite struct FittingAndAmbiguityTests {
    @Test func theExpandedSizeAsksForTheLargestSizeTheConstraintsAllow() {
        let card = View()
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            content.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            content.heightAnchor.constraint(lessThanOrEqualToConstant: 200),
            content.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
        ])
        expectEqual(View.layoutFittingExpandedSize, CGSize(width: 10_000_000, height: 10_000_000))
        expectEqual(card.systemLayoutSizeFitting(View.layoutFittingExpandedSize), CGSize(width: 300, height: 200))
        expectEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 40, height: 0))
    }

    @Test func exercisingAnAmbiguousViewMovesItAlongItsFreeAxisUntilTheNextLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        // No horizontal position: the x of the badge is free.
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let solved = badge.frame
        #expect(badge.hasAmbiguousLayout)
        #expect(solved.origin.y == 10 && solved.size == CGSize(width: 100, height: 50))

        badge.exerciseAmbiguityInLayout()
        expectEqual(badge.frame, CGRect(x: solved.minX + 100, y: 10, width: 100, height: 50))

        root.setNeedsLayout()
        root.layoutIfNeeded()
        expectEqual(badge.frame, solved)
    }

    @Test func exercisingAViewWhoseLayoutIsDeterminedKeepsItsFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(!badge.hasAmbiguousLayout)
        badge.exerciseAmbiguityInLayout()
        expectEqual(badge.frame, CGRect(x: 20, y: 10, width: 100, height: 50))
        // A view laid out with frames is never ambiguous.
        let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(plain)
        plain.exerciseAmbiguityInLayout()
        expectEqual(plain.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
