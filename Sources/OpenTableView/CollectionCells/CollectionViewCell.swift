import Foundation

/// A cell of a collection view, as UIKit's `UICollectionViewCell`.
///
/// The cell's ``contentView`` fills it and holds the app's subviews; ``backgroundView`` and
/// ``selectedBackgroundView`` sit behind it. Selection and highlighting, configurations and the
/// configuration state are not part of this type yet (ARCHITECTURE.md, "The collection view").
open class CollectionViewCell: CollectionReusableView {
    /// The view the cell's content goes in: the cell's size, resized with it.
    open var contentView: View { contentViewStorage }
    final let contentViewStorage: View

    /// A view behind the content view, sized to the cell; `nil` by default.
    open var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, below: contentViewStorage) }
    }

    /// A view shown behind the content view when the cell is selected; `nil` by default. Kept
    /// out of the view tree until selection exists (ARCHITECTURE.md, "The collection view").
    open var selectedBackgroundView: View?

    /// Creates a cell with `frame` and an empty content view of the same size.
    public required init(frame: CGRect) {
        contentViewStorage = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

    /// Creates the cell from an archive, as UIKit's `init(coder:)`.
    public required init?(coder: NSCoder) {
        contentViewStorage = View(frame: .zero)
        super.init(coder: coder)
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

    /// Puts `new` where `old` was: below `reference`, sized to the cell and resized with it.
    private func replace(_ old: View?, with new: View?, below reference: View) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, belowSubview: reference)
    }
}
