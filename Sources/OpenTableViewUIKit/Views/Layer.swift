import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The layer behind a view, standing in for Core Animation's `CALayer` as `UIView.layer` returns it.
///
/// Nothing is drawn headless, so a layer records its appearance (corner radius, border, shadow)
/// for tests to read. What UIKit keeps in one place stays in one place: ``masksToBounds`` is the
/// view's ``View/clipsToBounds``, ``opacity`` its ``View/alpha``, ``frame`` and ``bounds`` its
/// geometry, so setting either side changes both, as in UIKit. Layers cannot be created on their
/// own or given sublayers here: a view's layer is made by the view (`UIView.layerClass` is not
/// modelled).
@preconcurrency @MainActor
public final class Layer {
    /// The view that owns the layer (`CALayer.delegate` in UIKit). Weak: the view owns the layer,
    /// and a layer kept after its view is gone reads as a detached, empty layer.
    private weak var view: View?

    package init(view: View) {
        self.view = view
    }

    /// The layer's frame: the view's ``View/frame``.
    public var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    /// The layer's bounds: the view's ``View/bounds``.
    public var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds`` (one property
    /// in UIKit too).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The opacity, as `CALayer.opacity` (a `Float`): the view's ``View/alpha``.
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    /// Whether the layer is hidden: the view's ``View/isHidden``.
    public var isHidden: Bool {
        get { view?.isHidden ?? false }
        set { view?.isHidden = newValue }
    }

    /// The background color: the view's ``View/backgroundColor``, as a Core Graphics color.
    public var backgroundColor: GraphicsColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map(Color.init(cgColor:)) }
    }

    /// The radius of the rounded corners. Default 0. Recorded only: nothing is drawn.
    public var cornerRadius: CGFloat = 0
    /// The curve of the rounded corners. Default ``CornerCurve/circular``. Recorded only.
    public var cornerCurve: CornerCurve = .circular
    /// Which corners ``cornerRadius`` rounds. Default all four. Recorded only.
    public var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The width of the border. Default 0. Recorded only.
    public var borderWidth: CGFloat = 0
    /// The color of the border. Default opaque black, as Core Animation's. Recorded only.
    public var borderColor: GraphicsColor? = GraphicsColor(gray: 0, alpha: 1)
    /// The color of the shadow. Default opaque black. Recorded only.
    public var shadowColor: GraphicsColor? = GraphicsColor(gray: 0, alpha: 1)
    /// The opacity of the shadow, from 0 to 1. Default 0 (no shadow). Recorded only.
    public var shadowOpacity: Float = 0
    /// The offset of the shadow. Default (0, -3), Core Animation's. Recorded only.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow. Default 3. Recorded only.
    public var shadowRadius: CGFloat = 3
    /// The position on the z axis, for ordering sibling layers. Default 0. Recorded only: subviews
    /// keep their order for hit-testing.
    public var zPosition: CGFloat = 0

    /// The curve of rounded corners, as Core Animation's `CALayerCornerCurve`.
    public struct CornerCurve: RawRepresentable, Sendable, Hashable {
        /// Core Animation's string for the curve.
        public var rawValue: String

        /// Creates a curve from Core Animation's string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A quarter circle, the default.
        public static let circular = CornerCurve(rawValue: "circular")
        /// A continuous curve, as the system's rounded rectangles.
        public static let continuous = CornerCurve(rawValue: "continuous")
    }

    /// A set of corners, as Core Animation's `CACornerMask`, with its raw values.
    public struct CornerMask: OptionSet, Sendable, Hashable {
        /// The corners, one bit each.
        public var rawValue: UInt

        /// Creates a set from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The top-left corner (in UIKit's flipped coordinates).
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }
}

extension View {
    /// The view's layer, as `UIView.layer`: made on first use, then always the same object.
    public var layer: Layer {
        if let layerStorage { return layerStorage }
        let layer = Layer(view: self)
        layerStorage = layer
        return layer
    }
}
