import Foundation

/// An element of a menu, standing in for UIKit's `UIMenuElement`: the common base of ``Action``
/// and ``Menu``.
///
/// Headless there is no menu to show; elements are values a test can read back (titles, images,
/// the tree of children), so a port that builds menus compiles and its menus can be checked.
@preconcurrency @MainActor
open class MenuElement {
    /// The title shown for the element.
    open var title: String
    /// The subtitle shown under the title, or `nil`.
    open var subtitle: String?
    /// The image shown next to the title, or `nil`.
    open var image: Image?

    /// Creates an element; subclasses call it from their own initializers.
    package init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
