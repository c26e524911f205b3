import Foundation
import OpenTableViewTesting
import Testing

@testable import OpenTableView

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewHeaderFooterViewTests {
    @Test func initialState() throws {
        let header = TableViewHeaderFooterView(reuseIdentifier: "header")
        #expect(header.reuseIdentifier == "header")
        #expect(header.frame == .zero)
        #expect(header.subviews.count == 1)
        #expect(header.subviews.first === header.contentView)
        let textLabel = try #require(header.textLabel)
        let detailTextLabel = try #require(header.detailTextLabel)
        #expect(header.contentView.subviews.count == 2)
        #expect(header.contentView.subviews.first === textLabel)
        #expect(header.contentView.subviews.last === detailTextLabel)
        #expect(textLabel.text == nil)
        #expect(textLabel.font == .preferredFont(forTextStyle: .footnote))
        #expect(textLabel.numberOfLines == 0)
        #expect(header.backgroundView == nil)
    }

    @Test func initWithFrameHasNoIdentifier() {
        let footer = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(footer.reuseIdentifier == nil)
        #expect(footer.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    @Test func requiredInitializerBuildsFromTheType() {
        let type: TableViewHeaderFooterView.Type = TableViewHeaderFooterView.self
        #expect(type.init(reuseIdentifier: "x").reuseIdentifier == "x")
    }

    @Test func oneLineTitleMeasures28() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        #expect(header.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 28))
        #expect(header.systemLayoutSizeFitting(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 28))
    }

    @Test func detailAndWrappingAddHeight() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        header.detailTextLabel?.text = "More"
        #expect(header.sizeThatFits(CGSize(width: 320, height: 0)).height == 45)
        header.detailTextLabel?.text = nil
        header.textLabel?.text = String(repeating: "x", count: 100)
        #expect(header.sizeThatFits(CGSize(width: 320, height: 0)).height == 60)
    }

    @Test func withoutTextTheCurrentHeightIsKept() {
        let header = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(header.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 50))
        #expect(header.sizeThatFits(.zero) == CGSize(width: 200, height: 50))
    }

    @Test func layoutCentresTheLabelsWithinMargins() {
        let header = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let background = View()
        header.backgroundView = background
        header.textLabel?.text = "Section"
        header.layoutIfNeeded()
        #expect(header.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(header.textLabel?.frame == CGRect(x: 16, y: 12, width: 288, height: 16))
        #expect(header.detailTextLabel?.frame == CGRect(x: 16, y: 28, width: 288, height: 0))
    }

    @Test func prepareForReuseKeepsTheText() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "h")
        header.textLabel?.text = "Section"
        header.prepareForReuse()
        #expect(header.textLabel?.text == "Section")
    }
}
