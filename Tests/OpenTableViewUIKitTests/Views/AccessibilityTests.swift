import Foundation
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct AccessibilityTests {
    @Test func plainViewsAreNotElementsByDefault() {
        let view = View()
        #expect(view.isAccessibilityElement == false)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElementsHidden == false)
        #expect(view.accessibilityViewIsModal == false)
        #expect(view.shouldGroupAccessibilityChildren == false)
    }

    @Test func labelsAreStaticTextElementsNamedByTheirText() {
        let label = Label()
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == nil)
        label.text = "Inbox"
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityLabel = "Mailbox"
        #expect(label.accessibilityLabel == "Mailbox")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
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
        #expect(view.accessibilityTraits == .button)
        #expect(
            [view.accessibilityLabel, view.accessibilityHint, view.accessibilityValue, view.accessibilityIdentifier]
                == ["Favourite", "Adds the song to your favourites", "Off", "favouriteButton"])
        #expect(
            view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
    }

    @Test func everyTraitIsItsOwnBit() {
        let traits: [AccessibilityTraits] = [
            .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement, .notEnabled,
            .updatesFrequently, .searchField, .startsMediaSession, .adjustable, .allowsDirectInteraction,
            .causesPageTurn, .header, .tabBar, .toggleButton, .supportsZoom,
        ]
        #expect(Set(traits.map(\.rawValue)).count == traits.count)
        #expect(traits.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }
}
