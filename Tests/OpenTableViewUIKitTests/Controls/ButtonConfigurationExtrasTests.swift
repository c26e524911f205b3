import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIButton.Configuration`'s attributed title, background, image placement and the other
/// appearance settings (iOS 15). Apple's pages: "UIButton.Configuration", "attributedTitle",
/// "imagePlacement", "imagePadding", "configurationUpdateHandler".
@MainActor
@Suite struct ButtonConfigurationExtrasTests {
    @Test func defaultsAreUIKits() {
        let configuration = Button.Configuration.plain()
        expectEqual(configuration.attributedTitle, nil)
        expectEqual(configuration.imagePlacement, .leading)
        expectEqual(configuration.titleAlignment, .automatic)
        expectEqual(configuration.buttonSize, .medium)
        #expect(configuration.imagePadding == 0 && configuration.titlePadding == 0)
        #expect(!configuration.showsActivityIndicator)
        expectEqual(configuration.background, BackgroundConfiguration.clear())
        #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
    }

    @Test func theTitleAndTheAttributedTitleAreOneTitle() {
        var configuration = Button.Configuration.filled()
        var styled = AttributedString("Check Out")
        styled.link = URL(string: "https://example.com/checkout")
        configuration.attributedTitle = styled
        expectEqual(configuration.title, "Check Out")
        expectEqual(configuration.attributedTitle, styled, "setting it keeps its attributes")
        configuration.title = "Pay"
        expectEqual(configuration.attributedTitle.map { String($0.characters) }, "Pay")
        configuration.attributedTitle = nil
        expectEqual(configuration.title, nil)
        let button = Button(configuration: configuration)
        configuration.attributedTitle = AttributedString("Done")
        button.configuration = configuration
        expectEqual(button.currentTitle, "Done")
    }

    @Test func theImagePlacementDecidesHowTheButtonMeasures() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Share"
        configuration.image = Image(named: "share", size: CGSize(width: 20, height: 24))
        configuration.imagePadding = 6
        let button = Button(configuration: configuration)
        let title = TextMeasurement.size(of: "Share", font: .systemFont(ofSize: 15), numberOfLines: 1, width: 0)
        // Leading: side by side, the padding between.
        expectEqual(button.sizeThatFits(.zero), CGSize(width: 20 + 6 + title.width, height: max(24, title.height) + 12))
        // Top: stacked, the padding between.
        configuration.imagePlacement = .top
        button.configuration = configuration
        expectEqual(button.sizeThatFits(.zero), CGSize(width: max(20, title.width), height: 24 + 6 + title.height + 12))
    }

    @Test func appearanceSettingsAreRecorded() {
        var configuration = Button.Configuration.tinted()
        var background = BackgroundConfiguration.clear()
        background.backgroundColor = .systemGreen
        background.cornerRadius = 12
        configuration.background = background
        configuration.titleAlignment = .center
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        configuration.baseForegroundColor = .white
        configuration.showsActivityIndicator = true
        let button = Button(configuration: configuration)
        expectEqual(button.configuration?.background.backgroundColor, .systemGreen)
        expectEqual(button.configuration?.background.cornerRadius, 12)
        #expect(button.configuration?.titleAlignment == .center && button.configuration?.buttonSize == .large)
        expectEqual(button.configuration?.showsActivityIndicator, true)
    }

    /// "configurationUpdateHandler": called when the button's state changes, with the button.
    @Test func theUpdateHandlerRunsOnEachStateChangeWithTheButton() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Save"
        let button = Button(configuration: configuration)
        var seen: [String] = []
        button.configurationUpdateHandler = { updated in
            seen.append("\(updated === button) enabled=\(updated.isEnabled) selected=\(updated.isSelected)")
            updated.configuration?.showsActivityIndicator = updated.isSelected
        }
        button.isEnabled = false
        button.isSelected = true
        expectEqual(
            seen,
            [
                "true enabled=true selected=false", "true enabled=false selected=false",
                "true enabled=false selected=true",
            ])
        expectEqual(button.configuration?.showsActivityIndicator, true)
    }
}
