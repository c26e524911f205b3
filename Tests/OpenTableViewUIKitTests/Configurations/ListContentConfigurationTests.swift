import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The system list styles and what a list content configuration holds. Metrics: body 17 points
/// (21-point lines, 8.5 points a character), subheadline 15 (18), footnote 13 (16).
@MainActor
@Suite struct ListContentConfigurationTests {
    @Test func cellStylesHaveTheClassicCellMetrics() {
        for configuration in [ListContentConfiguration.cell(), .subtitleCell(), .valueCell(), .sidebarCell()] {
            expectEqual(configuration.textProperties.font, .preferredFont(forTextStyle: .body))
            expectEqual(configuration.textProperties.color, .label)
            expectEqual(
                configuration.directionalLayoutMargins,
                DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
            expectEqual(configuration.imageToTextPadding, 16)
            expectEqual(configuration.textToSecondaryTextVerticalPadding, 3)
            expectEqual(configuration.textToSecondaryTextHorizontalPadding, 8)
            expectEqual(configuration.textProperties.numberOfLines, 0)
            expectEqual(configuration.textProperties.transform, .none)
            #expect(configuration.text == nil && configuration.secondaryText == nil && configuration.image == nil)
        }
        expectEqual(
            ListContentConfiguration.subtitleCell().secondaryTextProperties.font,
            .preferredFont(forTextStyle: .subheadline))
        expectEqual(ListContentConfiguration.subtitleCell().secondaryTextProperties.color, .secondaryLabel)
        expectEqual(
            ListContentConfiguration.valueCell().secondaryTextProperties.font, .preferredFont(forTextStyle: .body))
        #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!ListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    }

    @Test func headerStyles() {
        let grouped = ListContentConfiguration.groupedHeader()
        expectEqual(grouped.textProperties.font, .preferredFont(forTextStyle: .footnote))
        expectEqual(grouped.textProperties.color, .secondaryLabel)
        expectEqual(grouped.textProperties.transform, .uppercase)
        expectEqual(ListContentConfiguration.plainHeader().textProperties.transform, .none)
        expectEqual(ListContentConfiguration.groupedFooter().textProperties.transform, .none)
        expectEqual(ListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize, 20)
        expectEqual(ListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize, 22)
        expectEqual(
            ListContentConfiguration.sidebarHeader().textProperties.font, .preferredFont(forTextStyle: .headline))
        expectEqual(
            ListContentConfiguration.header().directionalLayoutMargins,
            DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        expectEqual(ListContentConfiguration.footer(), ListContentConfiguration.footer())
        expectNotEqual(ListContentConfiguration.header(), ListContentConfiguration.footer())
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Plain"
        configuration.attributedText = NSAttributedString(string: "Rich")
        expectEqual(configuration.text, nil)
        expectEqual(configuration.attributedText?.string, "Rich")
        configuration.text = "Plain again"
        expectEqual(configuration.attributedText, nil)
        configuration.secondaryAttributedText = NSAttributedString(string: "S")
        configuration.secondaryText = "s"
        #expect(configuration.secondaryAttributedText == nil && configuration.secondaryText == "s")
    }

    @Test func aGroupedHeaderShowsItsTextUppercase() {
        var configuration = ListContentConfiguration.groupedHeader()
        configuration.text = "Recent Items"
        let view = ListContentView(configuration: configuration)
        expectEqual(view.textLabel.text, "RECENT ITEMS")
        expectEqual(view.textLabel.font, .preferredFont(forTextStyle: .footnote))
        expectEqual((view.configuration as? ListContentConfiguration)?.text, "Recent Items")
    }

    @Test func aSelectedSidebarCellTurnsWhiteUnlessTheAppChoseAColor() {
        var selected = CellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        let normal = CellConfigurationState(traitCollection: .current)
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Inbox"
        let onTint = sidebar.updated(for: selected)
        expectEqual(onTint.textProperties.color, .white)
        expectEqual(onTint.secondaryTextProperties.color, .white)
        expectEqual(onTint.imageProperties.tintColor, .white)
        expectEqual(onTint.text, "Inbox")
        expectEqual(onTint.updated(for: normal).textProperties.color, .label)
        expectEqual(onTint.updated(for: normal).imageProperties.tintColor, nil)

        sidebar.textProperties.color = .systemRed
        expectEqual(sidebar.updated(for: selected).textProperties.color, .systemRed)
        expectEqual(ListContentConfiguration.cell().updated(for: selected), ListContentConfiguration.cell())
    }

    @Test func resolvedColorsGoThroughTheTransformers() {
        var configuration = ListContentConfiguration.cell()
        configuration.textProperties.color = Color(red: 1, green: 0, blue: 0, alpha: 1)
        configuration.textProperties.colorTransformer = .grayscale
        expectEqual(configuration.textProperties.resolvedColor(), Color(white: 0.299, alpha: 1))
        expectEqual(configuration.imageProperties.resolvedTintColor(for: .systemBlue), .systemBlue)
        configuration.imageProperties.tintColorTransformer = .monochromeTint
        expectEqual(configuration.imageProperties.resolvedTintColor(for: .systemBlue), .systemGray)
    }

    // MARK: The list content view

    private func laidOut(_ configuration: ListContentConfiguration, width: CGFloat = 320) -> ListContentView {
        let view = ListContentView(configuration: configuration)
        let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
        return view
    }

    @Test func stackedTextsAreCentredAsABlock() {
        var configuration = ListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Sub"
        let view = laidOut(configuration)
        // 11 + 21 + 3 + 18 + 11 = 64.
        expectEqual(view.frame.height, 64)
        expectEqual(view.textLabel.frame, CGRect(x: 16, y: 11, width: 288, height: 21))
        expectEqual(view.secondaryTextLabel.frame, CGRect(x: 16, y: 35, width: 288, height: 18))
        #expect(view.imageView.isHidden)
    }

    @Test func sideBySideTextsShareTheRow() {
        var configuration = ListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let view = laidOut(configuration)
        expectEqual(view.frame.height, 44)
        // "Home": 4 × 8.5 = 34 points, against the trailing margin; the text gets the rest less 8.
        expectEqual(view.secondaryTextLabel.frame, CGRect(x: 270, y: 11.5, width: 34, height: 21))
        expectEqual(view.textLabel.frame, CGRect(x: 16, y: 11.5, width: 246, height: 21))
    }

    @Test func theImageIsScaledDownAndCentredInItsReservedRoom() {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Photos"
        configuration.image = Image(named: "photo", size: CGSize(width: 40, height: 20))
        configuration.imageProperties.maximumSize = CGSize(width: 20, height: 0)
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        let view = laidOut(configuration)
        expectEqual(view.imageView.frame, CGRect(x: 21, y: 17, width: 20, height: 10))
        expectEqual(view.textLabel.frame, CGRect(x: 62, y: 11.5, width: 242, height: 21))
    }

    @Test func longTextWrapsAndTheViewGrows() {
        var configuration = ListContentConfiguration.cell()
        // 288 points hold 33 body characters a line: 40 characters take two lines.
        configuration.text = String(repeating: "a", count: 40)
        let view = laidOut(configuration)
        expectEqual(view.frame.height, 64)  // 11 + 2 × 21 + 11
        configuration.textProperties.numberOfLines = 1
        expectEqual(laidOut(configuration).frame.height, 44)
    }

    @Test func aHeaderHasNoMinimumHeight() {
        var configuration = ListContentConfiguration.plainHeader()
        configuration.text = "Section"
        expectEqual(laidOut(configuration).frame.height, 28)  // 6 + 16 + 6
    }

    @Test func settingTheConfigurationAppliesIt() {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "One"
        let view = laidOut(configuration)
        configuration.text = "Two"
        configuration.textProperties.color = .systemRed
        view.configuration = configuration
        expectEqual(view.textLabel.text, "Two")
        expectEqual(view.textLabel.textColor, .systemRed)
        #expect(view.supports(ListContentConfiguration.valueCell()))
        #expect(view.needsLayout)
    }
}

extension ListContentConfigurationTests {
    @Test func aSymbolImageIsSizedByItsConfigurationOrTheTextFont() {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Starred"
        configuration.image = Image(systemName: "star")
        let view = ListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        // Body text: a 21 × 21 symbol.
        expectEqual(view.imageView.frame, CGRect(x: 16, y: 11.5, width: 21, height: 21))
        expectEqual(view.textLabel.frame.minX, 53)
        configuration.imageProperties.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 10)
        view.configuration = configuration
        view.layoutIfNeeded()
        expectEqual(view.imageView.frame, CGRect(x: 16, y: 16, width: 12, height: 12))
    }
}
