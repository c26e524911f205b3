import Foundation

/// UIKit's system background styles: `systemBackground` for plain lists,
/// `secondarySystemGroupedBackground` for grouped cells, clear for sidebars,
/// grouped headers and footers; their selected and highlighted colors are in
/// ``BackgroundConfiguration/updated(for:)``.
extension BackgroundConfiguration {
    /// A cell in a plain list, as UIKit's `listPlainCell()`: `systemBackground`.
    public static func listPlainCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listPlainCell, backgroundColor: .systemBackground)
    }

    /// A cell in a grouped or inset grouped list, as UIKit's `listGroupedCell()`:
    /// `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A cell in a sidebar list, as UIKit's `listSidebarCell()`: clear, the tint when selected.
    public static func listSidebarCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listSidebarCell, backgroundColor: .clear)
    }

    /// A cell in an accompanied sidebar list, as UIKit's `listAccompaniedSidebarCell()`: clear,
    /// gray when selected.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listAccompaniedSidebarCell, backgroundColor: .clear)
    }

    /// A header or footer in a plain list, as UIKit's `listPlainHeaderFooter()`: `systemBackground`.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }

    /// A header or footer in a grouped list, as UIKit's `listGroupedHeaderFooter()`: clear.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
    }

    /// A header in a sidebar list, as UIKit's `listSidebarHeader()`: clear.
    public static func listSidebarHeader() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listSidebarHeader, backgroundColor: .clear)
    }

    /// A cell that adopts the list's style, as UIKit's `listCell()` (iOS 18). Headless there is no
    /// list environment to adopt, so it is a plain-list cell.
    public static func listCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listCell, backgroundColor: .systemBackground)
    }

    /// A header that adopts the list's style, as UIKit's `listHeader()` (iOS 18): a plain-list
    /// header headless, as ``listCell()``.
    public static func listHeader() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listHeader, backgroundColor: .systemBackground)
    }

    /// A footer that adopts the list's style, as UIKit's `listFooter()` (iOS 18): a plain-list footer
    /// headless.
    public static func listFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listFooter, backgroundColor: .systemBackground)
    }

    /// A clear background, as UIKit's `clear()`.
    public static func clear() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .clear, backgroundColor: .clear)
    }
}
