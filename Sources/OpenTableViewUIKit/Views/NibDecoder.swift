import Foundation

/// The decoder OpenTableView's Interface Builder loading hands to `init?(coder:)`.
///
/// UIKit creates the views and view controllers of a nib or storyboard with
/// `init?(coder:)`, passing a keyed unarchiver. Headless, the only coder that initializer
/// accepts is this one: a view or view controller created with it starts as `init(frame: .zero)`
/// or `init(nibName: nil, bundle: nil)` starts, and the loader then sets what the archive
/// describes. Any other coder traps (see `View.init?(coder:)`), because nothing headless can
/// decode UIKit's archives.
package final class NibDecoder: NSCoder {
    /// Creates the decoder for one object of an Interface Builder file.
    package override init() {
        super.init()
    }

    /// Keyed, as UIKit's nib unarchiver is.
    package override var allowsKeyedCoding: Bool { true }
}
