import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Where plain-style headers and footers sit while their section scrolls: pure functions of the
/// section's natural geometry and the visible area.
///
/// A header pins at the top of the visible area (below `adjustedContentInset.top`) and is pushed
/// up by the end of its section's rows; it never moves below its natural position. A footer pins
/// at the bottom of the visible area and never rises above its section's header. These rules are
/// the observed UIKit ones (`Compatibility/Evidence.md` §4.1).
enum FloatingHeaders {
    /// The y of a floating header.
    /// - Parameters:
    ///   - naturalMinY: the header's position when not floating.
    ///   - height: the header's height.
    ///   - limitY: the y its bottom must not pass (the section's footer top).
    ///   - visibleTop: `contentOffset.y + adjustedContentInset.top`.
    static func headerY(naturalMinY: CGFloat, height: CGFloat, limitY: CGFloat, visibleTop: CGFloat) -> CGFloat {
        let upper = max(naturalMinY, limitY - height)
        return min(max(visibleTop, naturalMinY), upper)
    }

    /// The y of a floating footer.
    /// - Parameters:
    ///   - naturalMinY: the footer's position when not floating.
    ///   - height: the footer's height.
    ///   - limitY: the y its top must not rise above (the section header's bottom).
    ///   - visibleBottom: `contentOffset.y + bounds.height − adjustedContentInset.bottom`.
    static func footerY(naturalMinY: CGFloat, height: CGFloat, limitY: CGFloat, visibleBottom: CGFloat) -> CGFloat {
        let lower = min(naturalMinY, limitY)
        return max(min(visibleBottom - height, naturalMinY), lower)
    }
}
