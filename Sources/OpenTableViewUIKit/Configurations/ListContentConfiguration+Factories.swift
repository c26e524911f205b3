import Foundation

/// UIKit's system styles. Apple documents what each one is for, not its fonts and metrics; the
/// values here are the package's headless metrics of the matching classic views, so a configured
/// cell or header measures as its classic counterpart:
/// - cells: 16 points of margin at the sides and 11 above and below (a one-line body text measures
///   11 + 21 + 11 = 43, shown at the 44-point minimum), 16 points between image and text, 3 between a
///   text and the secondary text below it, 8 between side-by-side texts; text in body and `label`;
/// - headers and footers: 16 points at the sides, 6 above and below, as `UITableViewHeaderFooterView`'s
///   title, in footnote and `secondaryLabel`; a grouped header's text is uppercase, as grouped
///   section titles are.
extension ListContentConfiguration {
    private static let cellMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let headerMargins = DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)

    private static func makeCell(_ style: Style, secondaryFont: Font.TextStyle) -> ListContentConfiguration {
        ListContentConfiguration(
            style: style, minimumHeight: 44,
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondaryText: TextProperties(font: .preferredFont(forTextStyle: secondaryFont), color: .secondaryLabel),
            margins: cellMargins, imageToTextPadding: 16, verticalPadding: 3)
    }

    private static func makeHeaderFooter(
        _ style: Style, font: Font = .preferredFont(forTextStyle: .footnote), color: Color = .secondaryLabel,
        transform: TextProperties.TextTransform = .none
    ) -> ListContentConfiguration {
        var text = TextProperties(font: font, color: color)
        text.transform = transform
        return ListContentConfiguration(
            style: style, minimumHeight: 0, text: text,
            secondaryText: TextProperties(font: .preferredFont(forTextStyle: .caption1), color: .secondaryLabel),
            margins: headerMargins, imageToTextPadding: 16, verticalPadding: 2)
    }

    // MARK: Cells

    /// A cell in a list: one text, with an optional image and secondary text below it, as UIKit's
    /// `cell()`. The layout of a `.default` classic cell.
    public static func cell() -> ListContentConfiguration {
        makeCell(.cell, secondaryFont: .subheadline)
    }

    /// A cell with a text and a secondary text below it (subheadline, `secondaryLabel`), as UIKit's
    /// `subtitleCell()`. The layout of a `.subtitle` classic cell.
    public static func subtitleCell() -> ListContentConfiguration {
        makeCell(.subtitleCell, secondaryFont: .subheadline)
    }

    /// A cell with a text and a value beside it at the trailing edge (body, `secondaryLabel`), as
    /// UIKit's `valueCell()`. The layout of a `.value1` classic cell.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = makeCell(.valueCell, secondaryFont: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A cell in a sidebar list, as UIKit's `sidebarCell()`. Selected, its texts and image turn
    /// white (see ``updated(for:)``).
    public static func sidebarCell() -> ListContentConfiguration {
        makeCell(.sidebarCell, secondaryFont: .subheadline)
    }

    /// A sidebar cell with a secondary text below the text, as UIKit's `sidebarSubtitleCell()`.
    public static func sidebarSubtitleCell() -> ListContentConfiguration {
        makeCell(.sidebarSubtitleCell, secondaryFont: .subheadline)
    }

    /// A cell in a sidebar accompanied by a supplementary list, as UIKit's `accompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> ListContentConfiguration {
        makeCell(.accompaniedSidebarCell, secondaryFont: .subheadline)
    }

    /// An accompanied sidebar cell with a secondary text below the text, as UIKit's
    /// `accompaniedSidebarSubtitleCell()`.
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        makeCell(.accompaniedSidebarSubtitleCell, secondaryFont: .subheadline)
    }

    // MARK: Headers and footers

    /// A header in a grouped list, as UIKit's `groupedHeader()`: footnote, `secondaryLabel`,
    /// uppercase.
    public static func groupedHeader() -> ListContentConfiguration {
        makeHeaderFooter(.groupedHeader, transform: .uppercase)
    }

    /// A footer in a grouped list, as UIKit's `groupedFooter()`: footnote, `secondaryLabel`.
    public static func groupedFooter() -> ListContentConfiguration {
        makeHeaderFooter(.groupedFooter)
    }

    /// A header in a plain list, as UIKit's `plainHeader()`: footnote, `secondaryLabel`.
    public static func plainHeader() -> ListContentConfiguration {
        makeHeaderFooter(.plainHeader)
    }

    /// A footer in a plain list, as UIKit's `plainFooter()`: footnote, `secondaryLabel`.
    public static func plainFooter() -> ListContentConfiguration {
        makeHeaderFooter(.plainFooter)
    }

    /// A header in a sidebar list, as UIKit's `sidebarHeader()`: headline, `label`.
    public static func sidebarHeader() -> ListContentConfiguration {
        makeHeaderFooter(.sidebarHeader, font: .preferredFont(forTextStyle: .headline), color: .label)
    }

    /// A prominent header in an inset grouped list, as UIKit's `prominentInsetGroupedHeader()`:
    /// bold 20 points (title3), `label`.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        makeHeaderFooter(.prominentInsetGroupedHeader, font: .boldSystemFont(ofSize: 20), color: .label)
    }

    /// An extra prominent header in an inset grouped list, as UIKit's
    /// `extraProminentInsetGroupedHeader()`: bold 22 points (title2), `label`.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        makeHeaderFooter(.extraProminentInsetGroupedHeader, font: .boldSystemFont(ofSize: 22), color: .label)
    }

    /// A header that adopts the list's style, as UIKit's `header()` (iOS 18). Headless there is no
    /// list environment to adopt, so it is a plain header.
    public static func header() -> ListContentConfiguration {
        makeHeaderFooter(.header)
    }

    /// A footer that adopts the list's style, as UIKit's `footer()` (iOS 18); a plain footer
    /// headless, as ``header()``.
    public static func footer() -> ListContentConfiguration {
        makeHeaderFooter(.footer)
    }
}
