import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewHeaderFooterViewTests {
    @Test func initialState() throws {
        let header = TableViewHeaderFooterView(reuseIdentifier: "header")
        expectEqual(header.reuseIdentifier, "header")
        expectEqual(header.frame, .zero)
        expectEqual(header.subviews.count, 1)
        expectIdentical(header.subviews.first, header.contentView)
        let textLabel = try #require(header.textLabel)
        let detailTextLabel = try #require(header.detailTextLabel)
        expectEqual(header.contentView.subviews.count, 2)
        expectIdentical(header.contentView.subviews.first, textLabel)
        expectIdentical(header.contentView.subviews.last, detailTextLabel)
        expectEqual(textLabel.text, nil)
        expectEqual(textLabel.font, .preferredFont(forTextStyle: .footnote))
        expectEqual(textLabel.numberOfLines, 0)
        expectEqual(header.backgroundView, nil)
    }

    @Test func initWithFrameHasNoIdentifier() {
        let footer = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        expectEqual(footer.reuseIdentifier, nil)
        expectEqual(footer.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    @Test func requiredInitializerBuildsFromTheType() {
        let type: TableViewHeaderFooterView.Type = TableViewHeaderFooterView.self
        expectEqual(type.init(reuseIdentifier: "x").reuseIdentifier, "x")
    }

    @Test func oneLineTitleMeasures28() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        expectEqual(header.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 28))
        expectEqual(header.systemLayoutSizeFitting(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 28))
    }

    @Test func detailAndWrappingAddHeight() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        header.detailTextLabel?.text = "More"
        expectEqual(header.sizeThatFits(CGSize(width: 320, height: 0)).height, 45)
        header.detailTextLabel?.text = nil
        header.textLabel?.text = String(repeating: "x", count: 100)
        expectEqual(header.sizeThatFits(CGSize(width: 320, height: 0)).height, 60)
    }

    @Test func withoutTextTheCurrentHeightIsKept() {
        let header = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        expectEqual(header.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 50))
        expectEqual(header.sizeThatFits(.zero), CGSize(width: 200, height: 50))
    }

    @Test func layoutCentresTheLabelsWithinMargins() {
        let header = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let background = View()
        header.backgroundView = background
        header.textLabel?.text = "Section"
        header.layoutIfNeeded()
        expectIdentical(header.subviews.first, background)
        expectEqual(background.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
        expectEqual(header.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
        expectEqual(header.textLabel?.frame, CGRect(x: 16, y: 12, width: 288, height: 16))
        expectEqual(header.detailTextLabel?.frame, CGRect(x: 16, y: 28, width: 288, height: 0))
    }

    @Test func prepareForReuseKeepsTheText() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "h")
        header.textLabel?.text = "Section"
        header.prepareForReuse()
        expectEqual(header.textLabel?.text, "Section")
    }
}
