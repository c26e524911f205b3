import Foundation

/// A layer that would draw a color gradient, as Core Animation's `CAGradientLayer`, with its
/// defaults. Recorded only: nothing is drawn.
@preconcurrency @MainActor
open class GradientLayer: Layer {
    /// The colors of the stops, as `CGColor`s (Core Animation's `[Any]?`). Default `nil`.
    open var colors: [Any]?
    /// The positions (0 to 1) of the stops. Default `nil` (evenly spaced).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square. Default (0.5, 0): the top centre.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit square. Default (0.5, 1): the bottom centre.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient. Default ``GradientLayerType/axial``.
    open var type: GradientLayerType = .axial

    /// Creates a gradient layer, as `CAGradientLayer()`.
    public override init() {
        super.init()
    }
}

/// The kinds of gradient, as `CAGradientLayerType`, with Core Animation's strings.
public struct GradientLayerType: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string.
    public var rawValue: String
    /// Creates a type from Core Animation's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = GradientLayerType(rawValue: "axial")
    /// Outwards from the start point.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = GradientLayerType(rawValue: "conic")
}

/// A layer that would draw a path, as Core Animation's `CAShapeLayer`, with its defaults.
/// Recorded only: ``path`` (a `CGPath`, declared on Linux by this module) is kept, not drawn.
@preconcurrency @MainActor
open class ShapeLayer: Layer {
    /// The shape, as `CAShapeLayer.path`. Default `nil`. Recorded only.
    open var path: CGPath?
    /// The fill color. Default opaque black, as Core Animation's.
    open var fillColor: GraphicsColor? = GraphicsColor(gray: 0, alpha: 1)
    /// The stroke color. Default `nil` (no stroke).
    open var strokeColor: GraphicsColor?
    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1
    /// Where the stroke starts along the path, 0 to 1. Default 0.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0 to 1. Default 1.
    open var strokeEnd: CGFloat = 1
    /// The dash lengths. Default `nil` (solid).
    open var lineDashPattern: [NSNumber]?
    /// The line cap. Default ``LineCap/butt``.
    open var lineCap: LineCap = .butt
    /// The line join. Default ``LineJoin/miter``.
    open var lineJoin: LineJoin = .miter

    /// Creates a shape layer, as `CAShapeLayer()`.
    public override init() {
        super.init()
    }

    /// A line cap, as `CAShapeLayerLineCap`.
    public struct LineCap: RawRepresentable, Sendable, Hashable {
        /// Core Animation's string.
        public var rawValue: String
        /// Creates a cap from Core Animation's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Square, at the end point (the default).
        public static let butt = LineCap(rawValue: "butt")
        /// Round.
        public static let round = LineCap(rawValue: "round")
        /// Square, past the end point.
        public static let square = LineCap(rawValue: "square")
    }

    /// A line join, as `CAShapeLayerLineJoin`.
    public struct LineJoin: RawRepresentable, Sendable, Hashable {
        /// Core Animation's string.
        public var rawValue: String
        /// Creates a join from Core Animation's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sharp (the default).
        public static let miter = LineJoin(rawValue: "miter")
        /// Round.
        public static let round = LineJoin(rawValue: "round")
        /// Cut off.
        public static let bevel = LineJoin(rawValue: "bevel")
    }
}
