import Foundation

/// The headless metrics of a cell's standard layout, in points.
///
/// UIKit derives these from fonts, layout margins and private constants that vary by device and
/// OS; these round values approximate an iPhone in the default content size and are chosen so a
/// one-line ``TableViewCell/CellStyle/default`` cell measures exactly 44 (11 + 21 + 11, clamped up).
private enum CellMetrics {
    /// Space above and below the labels when measuring the height.
    static let verticalPadding: CGFloat = 11
    /// Space between the text and the detail text in the subtitle style.
    static let subtitleSpacing: CGFloat = 3
    /// Space between the content view's edges and the standard views (UIKit's cell layout margin).
    static let horizontalMargin: CGFloat = 16
    /// Space between the image and the text.
    static let imageToTextSpacing: CGFloat = 16
    /// Least space between the text and the right-aligned detail text in the value1 style.
    static let value1Spacing: CGFloat = 8
    /// Width of the text column in the value2 style.
    static let value2TextColumnWidth: CGFloat = 90
    /// Space between the text column and the detail text in the value2 style.
    static let value2Spacing: CGFloat = 6
    /// Width a standard accessory (any ``TableViewCell/AccessoryType`` but `.none`) takes.
    static let accessoryTypeWidth: CGFloat = 40
    /// Space between a custom accessory view and the cell's trailing edge.
    static let accessoryViewTrailingMargin: CGFloat = 16
    /// Width of the editing control (delete or insert button) the content moves right for.
    static let editingControlWidth: CGFloat = 38
    /// Width of the reorder control at the trailing edge in editing mode.
    static let reorderControlWidth: CGFloat = 38
}

/// Frames of the standard views in the content view, and the height they need.
private struct StandardFrames {
    var image = CGRect.zero
    var text = CGRect.zero
    var detail = CGRect.zero
    var neededHeight: CGFloat = 0
}

/// The standard layout: the content view fills the cell between the editing control and the
/// accessory; the image and labels are placed in it by style, each vertically centred:
/// - default: image, then the text across the remaining width (UIKit's default-style label spans
///   the row between the margins);
/// - subtitle: image, then the text with the detail text 3 points below it, each as wide as its
///   text;
/// - value1: image, the text as wide as its text, and the detail text at its natural width against
///   the right margin (the detail keeps its width; the text gets what is left);
/// - value2: a 90-point text column, then the detail text as wide as its text (no image).
///
/// Labels sized to their text leave the rest of the row to views an app adds after them, as on
/// iOS (`Compatibility/Porting.md`, "The built-in cell styles' geometry").
///
/// The height needed is 11 + the tallest column of text + 11, at least 44; the image does not count.
/// Labels that have no text take no room, nor do standard views not made yet.
extension TableViewCell {
    /// Lays out the background views, the content view, the accessory view and the standard views.
    func layoutStandardViews() {
        let size = bounds.size
        // Most cells have no background, accessory or editing views, are not editing and show no
        // accessory: the content view takes the cell's width. One flag stands for the five
        // optional views (`hasDecorationViews`), where reading each through its overridable
        // getter retained it and cost a cell that only changed height a tenth of its relayout
        // (`Benchmarks/README.md`, "Cell swap"); UIKit's own layout reads its instance variables, not the getters, too.
        if !hasDecorationViews && !isEditing && accessoryType == .none {
            let contentWidth = max(0, size.width)
            frameContentView(CGRect(x: 0, y: 0, width: contentWidth, height: size.height))
            frameStandardViews(contentWidth: contentWidth, height: size.height)
            return
        }
        backgroundView?.frame = CGRect(origin: .zero, size: size)
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: size)
        multipleSelectionBackgroundView?.frame = CGRect(origin: .zero, size: size)
        let contentWidth = contentWidth(forCellWidth: size.width)
        frameContentView(CGRect(x: leadingEditingInset, y: 0, width: contentWidth, height: size.height))
        // Most cells show no accessory: skip building the accessory in effect.
        if hasAccessoryView, let accessory = effectiveAccessory.view {
            let accessorySize = accessory.bounds.size
            let reorderWidth = showsReorderControlNow ? CellMetrics.reorderControlWidth : 0
            accessory.frame = CGRect(
                x: size.width - reorderWidth - CellMetrics.accessoryViewTrailingMargin - accessorySize.width,
                y: (size.height - accessorySize.height) / 2,
                width: accessorySize.width,
                height: accessorySize.height
            )
        }
        frameStandardViews(contentWidth: contentWidth, height: size.height)
    }

    /// Sets the content view's frame through an unretained reference: the cell holds its content
    /// view, and setting a frame cannot replace it, so the retain and release that a call on the
    /// loaded property would make (two atomic operations a relayout) are not needed.
    @inline(__always)
    private func frameContentView(_ frame: CGRect) {
        View.setFrame(frame, ofUnretained: Unmanaged.passUnretained(contentViewStorage))
    }

    /// Frames the standard views that were made; nothing to compute for a cell that made none (a
    /// custom design, a content configuration).
    @inline(__always)
    private func frameStandardViews(contentWidth: CGFloat, height: CGFloat) {
        guard imageViewIfCreated != nil || textLabelIfCreated != nil || detailTextLabelIfCreated != nil else { return }
        let frames = standardFrames(contentWidth: contentWidth, height: height)
        imageViewIfCreated?.frame = frames.image
        textLabelIfCreated?.frame = frames.text
        detailTextLabelIfCreated?.frame = frames.detail
    }

    /// The height the standard views need in a cell `width` wide, at least UIKit's default row height.
    func standardHeight(forWidth width: CGFloat) -> CGFloat {
        let needed = standardFrames(contentWidth: contentWidth(forCellWidth: width), height: 0).neededHeight
        return max(TableMetrics.defaultRowHeight, needed)
    }

    /// Whether an accessory view is set, normal or for editing (either may be the one in effect).
    private var hasAccessoryView: Bool {
        accessoryView != nil || editingAccessoryView != nil
    }

    private var showsReorderControlNow: Bool {
        isEditing && showsReorderControl
    }

    /// How far the content view moves right for the editing control.
    private var leadingEditingInset: CGFloat {
        isEditing && shouldIndentWhileEditing && editingStyleStorage != .none ? CellMetrics.editingControlWidth : 0
    }

    /// The content view's width in a cell `width` wide: less the editing control, the accessory
    /// in effect and, in editing mode, the reorder control.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        // Most cells show no accessory and are not editing: skip building the accessory in effect.
        if !isEditing && accessoryType == .none && accessoryView == nil { return max(0, width) }
        var trailing: CGFloat = showsReorderControlNow ? CellMetrics.reorderControlWidth : 0
        let accessory = effectiveAccessory
        if let view = accessory.view {
            trailing += view.bounds.width + CellMetrics.accessoryViewTrailingMargin
        } else if accessory.type != .none {
            trailing += CellMetrics.accessoryTypeWidth
        }
        return max(0, width - leadingEditingInset - trailing)
    }

    // Inlined: returning the five-field result from a call cost a relaid cell a tenth of its layout.
    @inline(__always)
    private func standardFrames(contentWidth: CGFloat, height: CGFloat) -> StandardFrames {
        let margin = CellMetrics.horizontalMargin
        let padding = CellMetrics.verticalPadding
        var frames = StandardFrames()
        var textX = margin + CGFloat(indentationLevel) * indentationWidth
        if style != .value2, let imageSize = measuredSize(imageViewIfCreated), imageSize.width > 0 {
            frames.image = CGRect(
                x: textX, y: (height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            textX = frames.image.maxX + CellMetrics.imageToTextSpacing
        }
        let available = max(0, contentWidth - textX - margin)

        switch style {
        case .default:
            let textHeight = measuredSize(textLabelIfCreated, width: available).height
            frames.text = CGRect(x: textX, y: (height - textHeight) / 2, width: available, height: textHeight)
            frames.neededHeight = padding + textHeight + padding
        case .subtitle:
            // Each label as wide as its text (at most the free width), as UIKit sizes them.
            let textSize = measuredSize(textLabelIfCreated, width: available)
            let detailSize = measuredSize(detailTextLabelIfCreated, width: available)
            let spacing = textSize.height > 0 && detailSize.height > 0 ? CellMetrics.subtitleSpacing : 0
            let blockHeight = textSize.height + spacing + detailSize.height
            let top = (height - blockHeight) / 2
            frames.text = CGRect(x: textX, y: top, width: min(textSize.width, available), height: textSize.height)
            frames.detail = CGRect(
                x: textX, y: top + textSize.height + spacing, width: min(detailSize.width, available),
                height: detailSize.height)
            frames.neededHeight = padding + blockHeight + padding
        case .value1:
            // The detail text keeps its width against the trailing margin; the text is as wide as
            // its text, at most what the detail leaves, so a view an app places after it has the
            // rest of the row.
            let detailSize = measuredSize(detailTextLabelIfCreated, width: available)
            let detailWidth = min(detailSize.width, available)
            let spacing = detailWidth > 0 ? CellMetrics.value1Spacing : 0
            let textRoom = max(0, available - detailWidth - spacing)
            let textSize = measuredSize(textLabelIfCreated, width: textRoom)
            frames.text = CGRect(
                x: textX, y: (height - textSize.height) / 2, width: min(textSize.width, textRoom),
                height: textSize.height)
            frames.detail = CGRect(
                x: textX + available - detailWidth, y: (height - detailSize.height) / 2,
                width: detailWidth, height: detailSize.height)
            frames.neededHeight = padding + max(textSize.height, detailSize.height) + padding
        case .value2:
            // A text column (its text right-aligned in it), then the detail text as wide as its text.
            let columnWidth = min(CellMetrics.value2TextColumnWidth, available)
            let detailX = textX + columnWidth + CellMetrics.value2Spacing
            let detailRoom = max(0, contentWidth - detailX - margin)
            let textHeight = measuredSize(textLabelIfCreated, width: columnWidth).height
            let detailSize = measuredSize(detailTextLabelIfCreated, width: detailRoom)
            frames.text = CGRect(x: textX, y: (height - textHeight) / 2, width: columnWidth, height: textHeight)
            frames.detail = CGRect(
                x: detailX, y: (height - detailSize.height) / 2, width: min(detailSize.width, detailRoom),
                height: detailSize.height)
            frames.neededHeight = padding + max(textHeight, detailSize.height) + padding
        }
        return frames
    }

    private func measuredSize(_ label: Label?, width: CGFloat) -> CGSize {
        guard let label else { return .zero }
        // A plain label without text measures zero: most cells leave a standard label empty, and
        // asking it (an overridable call) was most of the cost of relaying out a cell that only
        // changed height. A subclass is asked: it may measure otherwise.
        if label.hasNoText && type(of: label) == Label.self { return .zero }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The image view's size, as ``measuredSize(_:width:)`` the labels': a plain image view
    /// without an image is not asked. `nil` without an image view.
    private func measuredSize(_ imageView: ImageView?) -> CGSize? {
        guard let imageView else { return nil }
        if !imageView.hasImage && type(of: imageView) == ImageView.self { return .zero }
        return imageView.sizeThatFits(.zero)
    }
}
