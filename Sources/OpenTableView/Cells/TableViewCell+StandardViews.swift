import Foundation

/// Making the standard views and keeping the cell's subviews in step with its state: which
/// accessory view is attached and whether the selected appearance shows.
///
/// The cell's subviews are kept in this order, back to front: ``TableViewCell/backgroundView``,
/// ``TableViewCell/selectedBackgroundView`` or ``TableViewCell/multipleSelectionBackgroundView``
/// (while shown), ``TableViewCell/contentView``, then the
/// accessory view in effect.
///
/// The standard views are made on first access, as UIKit makes them: most cells of a custom
/// design never touch them, and a cell without them is cheaper to lay out when reuse changes its
/// height. Each goes into the content view behind the app's own subviews, in the order image view,
/// text label, detail text label (Compatibility/API.md, "Cells").
extension TableViewCell {
    /// Makes the text label with the font, color and alignment of the style: body text, footnote
    /// text in blue, right-aligned, in ``CellStyle/value2``. `nil` after a content configuration.
    func makeTextLabel() -> Label? {
        guard !standardViewsDropped else { return nil }
        let label = Label()
        label.font = .preferredFont(forTextStyle: style == .value2 ? .footnote : .body)
        if style == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        textLabelIfCreated = label
        addStandardView(label)
        return label
    }

    /// Makes the detail text label: body text, secondary color, right-aligned (value1); footnote
    /// text (value2); caption1 text, secondary color (subtitle). `nil` in the default style and
    /// after a content configuration.
    func makeDetailTextLabel() -> Label? {
        guard !standardViewsDropped, style != .default else { return nil }
        let label = Label()
        switch style {
        case .default:
            break
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .preferredFont(forTextStyle: .footnote)
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .caption1)
            label.textColor = .secondaryLabel
        }
        detailTextLabelIfCreated = label
        addStandardView(label)
        return label
    }

    /// Makes the image view, without an image. `nil` after a content configuration.
    func makeImageView() -> ImageView? {
        guard !standardViewsDropped else { return nil }
        let imageView = ImageView()
        imageViewIfCreated = imageView
        addStandardView(imageView)
        return imageView
    }

    /// Puts a standard view just made into the content view, after the standard views before it
    /// (image view, text label, detail text label) and behind everything else, shows the selected
    /// appearance on it if the cell shows it, and asks for a layout to frame it.
    private func addStandardView(_ view: View) {
        let order: [View?] = [imageViewIfCreated, textLabelIfCreated, detailTextLabelIfCreated]
        var index = 0
        for case let standard? in order {
            if standard === view { break }
            if standard.superviewStorage === contentViewStorage { index += 1 }
        }
        contentViewStorage.insertSubview(view, at: min(index, contentViewStorage.subviewsStorage.count))
        if standardViewsShowSelection { setStandardViewsHighlighted(true) }
        setNeedsLayout()
    }

    /// Highlights or unhighlights the standard views made so far.
    private func setStandardViewsHighlighted(_ highlighted: Bool) {
        textLabelIfCreated?.isHighlighted = highlighted
        detailTextLabelIfCreated?.isHighlighted = highlighted
        imageViewIfCreated?.isHighlighted = highlighted
    }

    /// The accessory in effect: the editing one in editing mode, the normal one otherwise.
    var effectiveAccessory: (view: View?, type: AccessoryType) {
        isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    /// Attaches the accessory view in effect and detaches `removed` and the one not in effect.
    func accessoryViewsDidChange(removing removed: View?) {
        let shown = effectiveAccessory.view
        let notShown = isEditing ? accessoryView : editingAccessoryView
        for candidate in [removed, notShown] {
            if let candidate, candidate !== shown, candidate.superviewStorage === self {
                candidate.removeFromSuperview()
            }
        }
        if let shown, shown.superviewStorage !== self {
            addSubview(shown)
        }
        setNeedsLayout()
    }

    /// Shows the selected appearance while the cell is selected or highlighted, unless the
    /// selection style is ``SelectionStyle/none``: the labels and image view are highlighted and
    /// ``selectedBackgroundView`` is attached above the background view.
    func updateSelectionAppearance() {
        let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
        // The labels change only when the appearance does: a reused cell, unselected before and
        // after, touches none of them.
        if showsSelection != standardViewsShowSelection {
            standardViewsShowSelection = showsSelection
            setStandardViewsHighlighted(showsSelection)
        }
        // Most cells have neither selected background view: skip the lookup of the one in effect.
        guard selectedBackgroundView != nil || multipleSelectionBackgroundView != nil else { return }
        let backgrounds = selectionBackgroundViews
        if let other = backgrounds.other, other !== backgrounds.inEffect, other.superviewStorage === self {
            other.removeFromSuperview()
        }
        guard let selectedBackgroundView = backgrounds.inEffect else { return }
        if !showsSelection {
            if selectedBackgroundView.superviewStorage === self { selectedBackgroundView.removeFromSuperview() }
        } else if selectedBackgroundView.superviewStorage !== self {
            if let backgroundView, backgroundView.superviewStorage === self {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
            } else {
                insertSubview(selectedBackgroundView, at: 0)
            }
        }
    }
}
