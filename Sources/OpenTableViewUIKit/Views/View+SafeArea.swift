import Foundation

/// The safe area: the part of a view that the window's unsafe edges (the notch or Dynamic Island,
/// the home indicator) and a view controller's additional insets leave clear.
///
/// As UIKit documents for `safeAreaInsets`: a window's insets are its device's
/// (``Window/deviceSafeAreaInsets``); every other view's are the part of its superview's unsafe
/// margins that its frame overlaps, so a full-screen view gets the window's insets and a view in the
/// middle of the screen gets none; a view controller's root view adds the controller's
/// `additionalSafeAreaInsets`. Outside a window only the additional insets apply (UIKit reports
/// zero for a view that is not on screen).
///
/// The value is cached in each view and worked out again only when something it depends on
/// changes (the view's frame, its superview's safe area or bounds, the hierarchy, the window's or
/// controller's insets), not at every read: a table's layout pass reads it often.
///
/// Difference from UIKit: the subviews of a scroll view do not inherit its safe area (the scroll
/// view puts it into ``ScrollView/adjustedContentInset`` instead). UIKit gives them the part the
/// adjusted inset does not absorb (the left and right insets of a table in landscape), changing as
/// they scroll.
extension View {
    /// The work of ``safeAreaInsets``, behind its open entry point in the class body.
    var safeAreaInsetsImplementation: EdgeInsets {
        safeAreaInsetsStorage
    }

    /// Whether subviews get a non-zero safe area from this view.
    package var passesSafeAreaToSubviews: Bool {
        hasSafeAreaInsets && insetsSubviewsForSafeArea
    }

    /// Works the safe area out again and tells whoever it concerns. The subviews follow when this
    /// view's insets or (with `boundsChanged`) its bounds changed while it passes insets down.
    /// - Complexity: O(1) for a view whose insets stay zero; otherwise O(the affected subtree).
    package func updateSafeAreaInsets(boundsChanged: Bool) {
        let old = safeAreaInsetsStorage
        let new = computedSafeAreaInsets()
        let changed = new != old
        if changed {
            safeAreaInsetsStorage = new
            hasSafeAreaInsets = new != .zero
            // The tree below has a safe area from now on: until then (no window with insets, no
            // additional insets) its geometry setters skip the safe-area check, which otherwise
            // loads the superview on every frame a table's cells lay out.
            if hasSafeAreaInsets { inherit(.safeArea) }
            setNeedsLayout()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        if changed || boundsChanged { safeAreaDidUpdate() }
        guard insetsSubviewsForSafeArea, changed || (boundsChanged && hasSafeAreaInsets) else { return }
        for subview in subviewsStorage where subview.hasSafeAreaInsets || hasSafeAreaInsets {
            subview.updateSafeAreaInsets(boundsChanged: false)
        }
    }

    /// The insets this view's position gives it: the window's own, or the overlap of the frame
    /// with the superview's unsafe margins, plus the controller's additional insets.
    private func computedSafeAreaInsets() -> EdgeInsets {
        var insets = ownSafeAreaInsets()
        if let parent = superviewStorage, parent.passesSafeAreaToSubviews {
            let safe = parent.bounds.inset(by: parent.safeAreaInsetsStorage)
            let frame = self.frame
            insets.top = min(max(0, safe.minY - frame.minY), frame.height)
            insets.left = min(max(0, safe.minX - frame.minX), frame.width)
            insets.bottom = min(max(0, frame.maxY - safe.maxY), frame.height)
            insets.right = min(max(0, frame.maxX - safe.maxX), frame.width)
        }
        if let additional = owningViewController?.additionalSafeAreaInsets, additional != .zero {
            insets.top += additional.top
            insets.left += additional.left
            insets.bottom += additional.bottom
            insets.right += additional.right
        }
        return insets
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)` on `CGRect`), never below zero size.
    package func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
