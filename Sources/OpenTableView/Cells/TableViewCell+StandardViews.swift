import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Building the standard views and keeping the cell's subviews in step with its state: which
/// accessory view is attached and whether the selected appearance shows.
///
/// The cell's subviews are kept in this order, back to front: ``TableViewCell/backgroundView``,
/// ``TableViewCell/selectedBackgroundView`` or ``TableViewCell/multipleSelectionBackgroundView``
/// (while shown), ``TableViewCell/contentView``, then the
/// accessory view in effect.
extension TableViewCell {
    /// Adds the standard views and gives them the fonts, colors and alignment of the style.
    ///
    /// Fonts follow UIKit's constants for the default content size: body text, footnote text in
    /// ``CellStyle/value2``; detail text in body (value1), footnote (value2) or caption1 (subtitle).
    func configureStandardViews() {
        addSubview(contentView)
        for view in [imageView, textLabel, detailTextLabel] as [View?] {
            if let view { contentView.addSubview(view) }
        }
        textLabel?.font = .preferredFont(forTextStyle: style == .value2 ? .footnote : .body)
        switch style {
        case .default:
            break
        case .value1:
            detailTextLabel?.font = .preferredFont(forTextStyle: .body)
            detailTextLabel?.textColor = .secondaryLabel
            detailTextLabel?.textAlignment = .right
        case .value2:
            textLabel?.textColor = .systemBlue
            textLabel?.textAlignment = .right
            detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
        case .subtitle:
            detailTextLabel?.font = .preferredFont(forTextStyle: .caption1)
            detailTextLabel?.textColor = .secondaryLabel
        }
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
            if let candidate, candidate !== shown, candidate.superview === self {
                candidate.removeFromSuperview()
            }
        }
        if let shown, shown.superview !== self {
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
            textLabel?.isHighlighted = showsSelection
            detailTextLabel?.isHighlighted = showsSelection
            imageView?.isHighlighted = showsSelection
        }
        // Most cells have neither selected background view: skip the lookup of the one in effect.
        guard selectedBackgroundView != nil || multipleSelectionBackgroundView != nil else { return }
        let backgrounds = selectionBackgroundViews
        if let other = backgrounds.other, other !== backgrounds.inEffect, other.superview === self {
            other.removeFromSuperview()
        }
        guard let selectedBackgroundView = backgrounds.inEffect else { return }
        if !showsSelection {
            if selectedBackgroundView.superview === self { selectedBackgroundView.removeFromSuperview() }
        } else if selectedBackgroundView.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
            } else {
                insertSubview(selectedBackgroundView, at: 0)
            }
        }
    }
}
