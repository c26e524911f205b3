import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct AccessibilityTests {
    @Test func plainViewsAreNotElementsByDefault() {
        let view = View()
        expectEqual(view.isAccessibilityElement, false)
        expectEqual(view.accessibilityLabel, nil)
        expectEqual(view.accessibilityHint, nil)
        expectEqual(view.accessibilityValue, nil)
        expectEqual(view.accessibilityIdentifier, nil)
        expectEqual(view.accessibilityTraits, .none)
        expectEqual(view.accessibilityElementsHidden, false)
        expectEqual(view.accessibilityViewIsModal, false)
        expectEqual(view.shouldGroupAccessibilityChildren, false)
    }

    @Test func labelsAreStaticTextElementsNamedByTheirText() {
        let label = Label()
        #expect(label.isAccessibilityElement)
        expectEqual(label.accessibilityTraits, .staticText)
        expectEqual(label.accessibilityLabel, nil)
        label.text = "Inbox"
        expectEqual(label.accessibilityLabel, "Inbox")
        label.accessibilityLabel = "Mailbox"
        expectEqual(label.accessibilityLabel, "Mailbox")
        label.accessibilityLabel = nil
        expectEqual(label.accessibilityLabel, "Inbox")
    }

    @Test func propertiesAreRecorded() {
        let view = View()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Favourite"
        view.accessibilityHint = "Adds the song to your favourites"
        view.accessibilityValue = "Off"
        view.accessibilityIdentifier = "favouriteButton"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        #expect(view.accessibilityTraits.contains(.button))
        #expect(!view.accessibilityTraits.contains(.header))
        view.accessibilityTraits.remove(.selected)
        expectEqual(view.accessibilityTraits, .button)
        expectEqual(
            [view.accessibilityLabel, view.accessibilityHint, view.accessibilityValue, view.accessibilityIdentifier],
            ["Favourite", "Adds the song to your favourites", "Off", "favouriteButton"])
        #expect(
            view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
    }

    @Test func everyTraitIsItsOwnBit() {
        let traits: [AccessibilityTraits] = [
            .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement, .notEnabled,
            .updatesFrequently, .searchField, .startsMediaSession, .adjustable, .allowsDirectInteraction,
            .causesPageTurn, .header, .tabBar, .toggleButton, .supportsZoom,
        ]
        expectEqual(Set(traits.map(\.rawValue)).count, traits.count)
        #expect(traits.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }
}
