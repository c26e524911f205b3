import Foundation

/// The decoder OpenTableView's Interface Builder loading hands to `init?(coder:)`, carrying the
/// attributes UIKit's own `init?(coder:)` reads from the archive before app code runs.
///
/// UIKit creates the views and view controllers of a nib or storyboard with `init?(coder:)`,
/// passing a keyed unarchiver; `UIView.init?(coder:)` has already set the frame and tag, a cell's
/// its reuse identifier and style, a controller's its title and storyboard, when the app's
/// `super.init(coder:)` returns. Headless, code generated from the Interface Builder file creates
/// each object with this decoder instead (`Compatibility/InterfaceBuilder.md`), so an app's
/// `required init?(coder:)` sees the same values as on iOS. Everything else the file describes
/// (text, colours, constraints, outlets) the generated code sets afterwards, before
/// `awakeFromNib()`, as UIKit's nib loading does.
///
/// Any other coder makes `init?(coder:)` trap (see `View.init?(coder:)`), because nothing
/// headless can decode UIKit's archives.
///
/// Differs from UIKit: the values are typed properties, not keys of an archive; the `decode…`
/// methods of `NSCoder` find nothing.
public final class NibDecoder: NSCoder {
    /// The view's frame, as `UIView.init?(coder:)` decodes it; `nil` keeps the class's default
    /// (a zero frame for a view, 320 × 44 points for a cell).
    public var frame: CGRect?
    /// The view's `tag`. Default 0.
    public var tag: Int
    /// The controller's `title`, or `nil`.
    public var title: String?
    /// The storyboard identifier of the controller's scene, or `nil` (UIKit keeps it as the
    /// controller's `restorationIdentifier` when "Use Storyboard ID" is set; headless it is only
    /// informational).
    public var storyboardIdentifier: String?
    /// The reuse identifier of a table cell or header-footer view (the prototype's identifier),
    /// as `UITableViewCell.init?(coder:)` decodes it.
    public var reuseIdentifier: String?
    /// The storyboard the object is loaded from, set by the loading itself (``NibLoader``), so
    /// that a controller's `storyboard` is set when its `init?(coder:)` returns, as in UIKit.
    public internal(set) var storyboard: Storyboard?
    /// Attributes that modules above this one decode (a cell's style, a table's style), by name.
    package var values: [String: Any] = [:]

    /// Creates the decoder for one object of an Interface Builder file, with the attributes UIKit
    /// decodes in `init?(coder:)`.
    public init(
        frame: CGRect? = nil, tag: Int = 0, title: String? = nil, storyboardIdentifier: String? = nil,
        reuseIdentifier: String? = nil
    ) {
        self.frame = frame
        self.tag = tag
        self.title = title
        self.storyboardIdentifier = storyboardIdentifier
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Keyed, as UIKit's nib unarchiver is.
    public override var allowsKeyedCoding: Bool { true }
}
