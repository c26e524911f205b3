import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// List separators. Apple,
/// [UIListSeparatorConfiguration](https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct)
/// ("set a default sectionwide separatorConfiguration … To override list separator appearance on a
/// per-item basis, use the itemSeparatorHandler property"),
/// [showsSeparators](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators)
/// and [separatorLayoutGuide](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/separatorlayoutguide)
/// ("when you apply a system-provided content configuration to a list cell, the separator
/// automatically aligns to the primary text in the content view"). Where the list decides alone
/// (automatic visibility) is Compatibility/Evidence.md, "List separators".
@MainActor
@Suite struct ListSeparatorTests {
    private static func titled(_ cell: CollectionViewListCell, _ indexPath: IndexPath) {
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
    }

    @Test func aPlainListSeparatesEveryRowFromItsText() throws {
        let screen = ListCellScreen(configure: Self.titled)
        for item in 0..<3 {
            let separators = try #require(screen.cell(item)).shownSeparatorFrames
            expectEqual(separators.top, nil)
            // The text starts at the content's 16-point margin.
            expectEqual(separators.bottom, CGRect(x: 16, y: 44, width: 304, height: 0))
        }
        // The color defaults to the system's separator color.
        expectEqual(CollectionLayoutListConfiguration(appearance: .plain).separatorConfiguration.color, .separator)
    }

    @Test func groupedListsEndASectionWithoutAndSidebarsShowNone() throws {
        let grouped = ListCellScreen(appearance: .insetGrouped, configure: Self.titled)
        expectEqual(
            // The inset-grouped row is 288 wide (16 points in from each side of the list): its
            // separator runs from the 16-point margin to the row's trailing edge.
            try #require(grouped.cell(1)).shownSeparatorFrames.bottom, CGRect(x: 16, y: 44, width: 272, height: 0))
        expectEqual(try #require(grouped.cell(2)).shownSeparatorFrames.bottom, nil)
        let sidebar = ListCellScreen(appearance: .sidebar, configure: Self.titled)
        expectEqual(try #require(sidebar.cell(0)).shownSeparatorFrames.bottom, nil)
        let none = ListCellScreen(list: { $0.showsSeparators = false }, configure: Self.titled)
        expectEqual(try #require(none.cell(0)).shownSeparatorFrames.bottom, nil)
        // Outside a collection view, a list cell has no separators.
        expectEqual(CollectionViewListCell(frame: .zero).shownSeparatorFrames.bottom, nil)
    }

    @Test func theSectionsConfigurationAndTheItemHandlerDecidePerItem() throws {
        var asked: [String] = []
        let screen = ListCellScreen(
            list: { list in
                list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
                    top: 0, leading: 40, bottom: 0, trailing: 8)
                list.itemSeparatorHandler = { indexPath, section in
                    asked.append("\(indexPath.item) \(section.bottomSeparatorVisibility)")
                    var configuration = section
                    if indexPath.item == 0 {
                        configuration.topSeparatorVisibility = .visible
                        configuration.topSeparatorInsets = .zero
                    }
                    if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .hidden }
                    return configuration
                }
            }, configure: Self.titled)
        asked = []
        let first = try #require(screen.cell(0)).shownSeparatorFrames
        expectEqual(first.top, CGRect(x: 0, y: 0, width: 320, height: 0))
        expectEqual(first.bottom, CGRect(x: 40, y: 44, width: 272, height: 0))
        expectEqual(try #require(screen.cell(1)).shownSeparatorFrames.bottom, nil)
        // The handler gets the section's configuration with the item's visibility decided.
        expectEqual(asked, ["0 visible", "1 visible"])
    }

    @Test func theSeparatorFollowsTheIndentedContentAndTheAppsGuide() throws {
        let screen = ListCellScreen(configure: { cell, indexPath in
            Self.titled(cell, indexPath)
            cell.indentationLevel = indexPath.item
            cell.accessories = indexPath.item == 2 ? [.delete(displayed: .always)] : []
        })
        expectEqual(
            try #require(screen.cell(1)).shownSeparatorFrames.bottom, CGRect(x: 26, y: 44, width: 294, height: 0))
        // 20 of indentation, 38 of delete control, 16 of margin.
        expectEqual(
            try #require(screen.cell(2)).shownSeparatorFrames.bottom, CGRect(x: 74, y: 44, width: 246, height: 0))

        // A custom content: the guide constrained to the app's title.
        let cell = try #require(screen.cell(0))
        cell.contentConfiguration = nil
        let title = Label()
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 52),
            title.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            cell.separatorLayoutGuide.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            cell.separatorLayoutGuide.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            cell.separatorLayoutGuide.heightAnchor.constraint(equalToConstant: 1),
        ])
        cell.layoutIfNeeded()
        expectEqual(cell.shownSeparatorFrames.bottom, CGRect(x: 52, y: 44, width: 268, height: 0))
    }
}
