import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// a space between views, or one of a view's system guides (``View/layoutMarginsGuide``,
/// ``View/safeAreaLayoutGuide``, ``View/readableContentGuide``).
///
/// Add one to a view with ``View/addLayoutGuide(_:)``, then constrain its anchors; its frame in
/// the owning view is ``layoutFrame`` after the view's layout.
@preconcurrency @MainActor
open class LayoutGuide: @MainActor CustomStringConvertible {
    /// The view the guide belongs to, or `nil` until it is added to one. Weak, as in UIKit.
    public package(set) weak var owningView: View?
    /// A name for the guide, printed in constraint descriptions. The system guides are named as
    /// in UIKit (`UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`,
    /// `UIViewReadableContentGuide`).
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates: for the system guides the owning
    /// view's bounds less its margins, safe area or readable margins; for a guide of yours, what
    /// its constraints make of it at the owning view's last layout (zero before).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if system == .contentPart { return partFrame }
        if let system, system != .scrollContent { return system.frame(in: owningView) }
        return LayoutEngine.frame(of: self) ?? .zero
    }

    /// Whether the constraints leave the guide's frame free (see ``View/hasAmbiguousLayout``).
    open var hasAmbiguousLayout: Bool {
        LayoutEngine.isAmbiguous(self, along: nil)
    }

    /// The active constraints that affect the guide along `axis`.
    open func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, along: axis)
    }

    /// Creates a guide that belongs to no view yet.
    public init() {}

    package init(system: SystemGuide, owningView: View) {
        self.system = system
        self.owningView = owningView
        identifier = system.identifier
    }

    /// A guide of `owningView` whose frame is its subview `part`'s (a list content view's text,
    /// secondary text or image guide).
    package init(mirroring part: View, owningView: View, identifier: String) {
        self.system = .contentPart
        self.owningView = owningView
        self.mirroredView = part
        self.identifier = identifier
    }

    /// The subview whose frame a `SystemGuide.contentPart` guide has.
    package private(set) weak var mirroredView: View?

    /// A part guide's frame: where its owner lays the part out at the owner's current size (so
    /// the engine of the tree reads it before the owner's own layout has run), else the part's
    /// frame.
    package var partFrame: CGRect {
        guard let part = mirroredView else { return .zero }
        guard let owner = owningView as? PartLayoutProviding else { return part.frame }
        return owner.layoutFrame(ofPart: part)
    }

    // MARK: Anchors

    /// The leading edge (the left edge: layout is left-to-right).
    open var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge).
    open var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    open var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    open var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// `<UILayoutGuide: 0x…; identifier = 'x'; layoutFrame = {…}; owningView = <…>>`, close to
    /// UIKit's, with the package's fixed placeholder address.
    open var description: String {
        "<UILayoutGuide: \(ConstraintDescription.address) - \"\(identifier)\", layoutFrame = \(layoutFrame)>"
    }

    // MARK: Internals

    /// Which system guide this is, or `nil` for one of the app's.
    package private(set) var system: SystemGuide?

    /// The guides UIKit gives every view.
    package enum SystemGuide {
        case layoutMargins, safeArea, readableContent
        /// A scroll view's `contentLayoutGuide`: at the content's origin, sized by the app's
        /// constraints; its size becomes the scroll view's `contentSize`.
        case scrollContent
        /// A scroll view's `frameLayoutGuide`: the scroll view's bounds at a zero content offset.
        case scrollFrame
        /// A part of a list content view (its text, secondary text or image): the frame of the
        /// subview that shows it.
        case contentPart

        var identifier: String {
            switch self {
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent: "UIScrollViewContentLayoutGuide"
            case .scrollFrame: "UIScrollViewFrameLayoutGuide"
            case .contentPart: "UIListContentViewPartGuide"
            }
        }

        /// The insets from the owning view's bounds that define the guide; the readable guide
        /// also caps its width (see ``LayoutMetrics``).
        @MainActor func insets(of view: View) -> EdgeInsets {
            switch self {
            case .layoutMargins, .readableContent: view.layoutMargins
            case .safeArea: view.safeAreaInsets
            case .scrollContent, .scrollFrame, .contentPart: .zero
            }
        }

        @MainActor func frame(in view: View) -> CGRect {
            let insets = insets(of: view)
            let bounds = CGRect(origin: .zero, size: view.bounds.size)
            var frame = CGRect(
                x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
                height: max(0, bounds.height - insets.top - insets.bottom))
            if self == .readableContent, frame.width > LayoutMetrics.readableWidth {
                frame.origin.x += (frame.width - LayoutMetrics.readableWidth) / 2
                frame.size.width = LayoutMetrics.readableWidth
            }
            return frame
        }
    }
}

extension LayoutMetrics {
    /// The widest the readable content guide gets: about 672 points at the default text size,
    /// the line length UIKit keeps text readable at (Compatibility/AutoLayout.md).
    package static let readableWidth: CGFloat = 672
}

/// A view whose layout guides follow subviews it lays out with frames: it says where a subview
/// goes at its current size (a list content view's text, secondary text and image).
@MainActor
package protocol PartLayoutProviding: AnyObject {
    func layoutFrame(ofPart part: View) -> CGRect
}
