import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIListContentView`'s layout guides (Apple, "UIListContentView": `textLayoutGuide` is "the
/// layout guide for the primary text", `nil` when the configuration has no text; the same for
/// the secondary text and the image).
@MainActor
@Suite struct ListContentLayoutGuideTests {
    func makeContent(secondaryText: String? = nil, image: Bool = false) -> ListContentView {
        var configuration = ListContentConfiguration.subtitleCell()
        configuration.text = "Passport"
        configuration.secondaryText = secondaryText
        if image { configuration.image = Image(named: "suitcase", size: CGSize(width: 24, height: 24)) }
        let content = ListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        return content
    }

    @Test func theGuidesHaveTheFramesOfTheTextAndImageAndAreNilForWhatIsNotShown() throws {
        let content = makeContent(secondaryText: "In the drawer", image: true)
        content.layoutIfNeeded()
        let text = try #require(content.textLayoutGuide)
        let secondary = try #require(content.secondaryTextLayoutGuide)
        let image = try #require(content.imageLayoutGuide)
        expectEqual(text.layoutFrame, content.textLabel.frame)
        expectEqual(secondary.layoutFrame, content.secondaryTextLabel.frame)
        expectEqual(image.layoutFrame, content.imageView.frame)
        #expect(text.layoutFrame.minX > image.layoutFrame.maxX)
        expectIdentical(text.owningView, content)
        expectIdentical(content.textLayoutGuide, text)

        let plain = makeContent()
        plain.layoutIfNeeded()
        expectNotEqual(plain.textLayoutGuide, nil)
        expectEqual(plain.secondaryTextLayoutGuide, nil)
        expectEqual(plain.imageLayoutGuide, nil)
    }

    @Test func aViewConstrainedToTheTextGuideLinesUpWithTheText() throws {
        // The inset separator pattern: a line under the row that starts where the text starts.
        let row = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let content = makeContent(image: true)
        row.addSubview(content)
        let separator = View()
        separator.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(separator)
        let textGuide = try #require(content.textLayoutGuide)
        LayoutConstraint.activate([
            separator.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        row.layoutIfNeeded()
        let textX = content.textLabel.frame.minX
        #expect(textX > 0)
        expectEqual(separator.frame, CGRect(x: textX, y: 59.5, width: 320 - textX, height: 0.5))
    }
}
