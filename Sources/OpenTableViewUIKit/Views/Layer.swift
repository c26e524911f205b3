import Foundation

/// A layer, standing in for Core Animation's `CALayer`: the layer behind every view
/// (`UIView.layer`) and layers an app makes and adds itself (`CAGradientLayer`, `CAShapeLayer`…).
///
/// Nothing is drawn headless, so a layer records its appearance (corner radius, border, shadow)
/// for tests to read. What UIKit keeps in one place stays in one place: for a view's layer,
/// ``masksToBounds`` is the view's ``View/clipsToBounds``, ``opacity`` its ``View/alpha``,
/// ``frame`` and ``bounds`` its geometry, so setting either side changes both, as in UIKit. A
/// layer made with ``init()`` keeps them itself.
///
/// Layers form a tree of their own (``addSublayer(_:)``, ``sublayers``, ``superlayer``, ``mask``).
/// Where Core Animation differs: a view's layer lists only the layers added to it, not its
/// subviews' layers (which Core Animation also lists), since a view's subviews are its
/// ``View/subviews``. Animations added with ``add(_:forKey:)`` complete at once, like UIKit's block
/// animations (`Layer+Animation.swift`).
@preconcurrency @MainActor
open class Layer {
    /// The view that owns the layer (`CALayer.delegate` in UIKit), or `nil` for a layer made on its
    /// own. Weak: the view owns the layer.
    private weak var view: View?

    private var frameStorage = CGRect.zero
    private var masksToBoundsStorage = false
    private var opacityStorage: Float = 1
    private var isHiddenStorage = false
    private var backgroundColorStorage: GraphicsColor?

    package init(view: View) {
        self.view = view
    }

    /// Creates a layer of its own, as `CALayer()`: zero frame, opacity 1, no sublayers.
    public init() {}

    /// Creates a copy of `layer`'s appearance and geometry, as `CALayer(layer:)` (which Core
    /// Animation uses for presentation layers). Sublayers, mask and animations are not copied.
    public init(layer: Any) {
        guard let other = layer as? Layer else { return }
        frameStorage = other.frame
        masksToBoundsStorage = other.masksToBounds
        opacityStorage = other.opacity
        isHiddenStorage = other.isHidden
        backgroundColorStorage = other.backgroundColor
        name = other.name
        cornerRadius = other.cornerRadius
        cornerCurve = other.cornerCurve
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        zPosition = other.zPosition
    }

    /// The layer's name, as `CALayer.name`. Default `nil`.
    open var name: String?

    /// The layer's frame: the view's ``View/frame`` for a view's layer.
    open var frame: CGRect {
        get { view?.frame ?? frameStorage }
        set {
            if let view { view.frame = newValue } else { frameStorage = newValue }
        }
    }

    /// The layer's bounds: the view's ``View/bounds`` for a view's layer; for a layer of its own,
    /// the frame's size at the origin.
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: frameStorage.size) }
        set {
            if let view {
                view.bounds = newValue
            } else {
                // The anchor point stays at the centre, as Core Animation keeps `position`.
                let center = CGPoint(x: frameStorage.midX, y: frameStorage.midY)
                frameStorage = CGRect(
                    x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                    width: newValue.width, height: newValue.height)
            }
        }
    }

    /// The position of the layer's centre in its superlayer, as `CALayer.position` with the default
    /// anchor point (0.5, 0.5).
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = CGRect(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds`` (one property
    /// in UIKit too).
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? masksToBoundsStorage }
        set {
            if let view { view.clipsToBounds = newValue } else { masksToBoundsStorage = newValue }
        }
    }

    /// The opacity, as `CALayer.opacity` (a `Float`): the view's ``View/alpha``. Default 1.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? opacityStorage }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { opacityStorage = newValue }
        }
    }

    /// Whether the layer is hidden: the view's ``View/isHidden``.
    open var isHidden: Bool {
        get { view?.isHidden ?? isHiddenStorage }
        set {
            if let view { view.isHidden = newValue } else { isHiddenStorage = newValue }
        }
    }

    /// The background color: the view's ``View/backgroundColor``, as a Core Graphics color.
    open var backgroundColor: GraphicsColor? {
        get {
            guard let view else { return backgroundColorStorage }
            return view.backgroundColor?.cgColor
        }
        set {
            if let view {
                view.backgroundColor = newValue.map(Color.init(cgColor:))
            } else {
                backgroundColorStorage = newValue
            }
        }
    }

    // MARK: The layer tree

    /// The layer's sublayers, in drawing order (back to front), as `CALayer.sublayers`; `nil` when
    /// it has none. Setting it replaces them (each new one leaves its old superlayer).
    open var sublayers: [Layer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
        }
    }

    private var sublayerStorage: [Layer] = []

    /// The layer this one is a sublayer of, as `CALayer.superlayer`.
    open private(set) weak var superlayer: Layer?

    /// A layer whose opacity masks this one, as `CALayer.mask`. Default `nil`. Recorded only;
    /// the mask is not a sublayer, as in Core Animation.
    open var mask: Layer?

    /// Adds `layer` on top of the sublayers, as `addSublayer(_:)`, removing it from its former
    /// superlayer first.
    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count, as Core Animation
    /// does), as `insertSublayer(_:at:)`.
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        layer.removeFromSuperlayer()
        sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is `nil` or not a sublayer), as
    /// `insertSublayer(_:above:)`.
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { sibling in sublayerStorage.firstIndex { $0 === sibling } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? sublayerStorage.count))
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is `nil` or not a
    /// sublayer), as `insertSublayer(_:below:)`.
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { sibling in sublayerStorage.firstIndex { $0 === sibling } }
        insertSublayer(layer, at: UInt32(index ?? 0))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at its place, as
    /// `replaceSublayer(_:with:)`; nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer, as `removeFromSuperlayer()`.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayerStorage.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// Animations by key (see `Layer+Animation.swift`).
    package var animationsByKey: [(key: String, animation: Animation)] = []

    /// The radius of the rounded corners. Default 0. Recorded only: nothing is drawn.
    open var cornerRadius: CGFloat = 0
    /// The curve of the rounded corners. Default ``CornerCurve/circular``. Recorded only.
    open var cornerCurve: CornerCurve = .circular
    /// Which corners ``cornerRadius`` rounds. Default all four. Recorded only.
    open var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The width of the border. Default 0. Recorded only.
    open var borderWidth: CGFloat = 0
    /// The color of the border. Default opaque black, as Core Animation's. Recorded only.
    open var borderColor: GraphicsColor? = GraphicsColor(gray: 0, alpha: 1)
    /// The color of the shadow. Default opaque black. Recorded only.
    open var shadowColor: GraphicsColor? = GraphicsColor(gray: 0, alpha: 1)
    /// The opacity of the shadow, from 0 to 1. Default 0 (no shadow). Recorded only.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow. Default (0, -3), Core Animation's. Recorded only.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow. Default 3. Recorded only.
    open var shadowRadius: CGFloat = 3
    /// The outline the shadow takes, as `CALayer.shadowPath`; `nil` (the default) makes Core
    /// Animation derive it from the layer's content. Recorded only: apps set it
    /// (`UIBezierPath(roundedRect:cornerRadius:).cgPath`) so that the shadow need not be computed
    /// offscreen, and a test can read it back (its `boundingBox`, its elements).
    open var shadowPath: CGPath?
    /// The position on the z axis, for ordering sibling layers. Default 0. Recorded only: subviews
    /// keep their order for hit-testing.
    open var zPosition: CGFloat = 0

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
    /// The work of ``layer``, behind its open entry point in the class body.
    var layerImplementation: Layer {
        if let layerStorage { return layerStorage }
        let layer = Layer(view: self)
        layerStorage = layer
        return layer
    }
}
