import Foundation

/// A path of lines and curves, as UIKit's `UIBezierPath`
/// ([UIBezierPath](https://developer.apple.com/documentation/uikit/uibezierpath)): the outline
/// an app builds for a card's shadow (`layer.shadowPath = UIBezierPath(roundedRect:cornerRadius:).cgPath`),
/// a shape layer, a mask or a hit test.
///
/// Headless it records its elements (``elements``) and measures them: ``bounds`` (control points
/// included, as UIKit documents), ``cgPath``'s `boundingBoxOfPath` (the outline only, from each
/// curve's equation), ``currentPoint``, ``contains(_:)``. ``fill()`` and ``stroke()`` draw nothing.
/// The convenience initializers' shapes are closed and turn clockwise, as Apple documents; where
/// each starts and how an arc is cut into curves is OpenTableView's reading of Core Graphics
/// (`Compatibility/Porting.md`, "Bézier paths"). Not bound to the main actor:
/// apps build paths in drawing code on any thread, as UIKit allows.
open class BezierPath: CustomStringConvertible {
    /// The path's elements in order. An OpenTableView addition for tests: UIKit exposes them only
    /// through ``cgPath``'s `applyWithBlock(_:)`.
    public private(set) var elements: [PathElement] = []

    /// The width of a stroked line. Default 1. Recorded only: nothing is drawn.
    open var lineWidth: CGFloat = 1
    /// The limit on mitered joins. Default 10. Recorded only.
    open var miterLimit: CGFloat = 10
    /// How finely curves would be rendered. Default 0.6. Recorded only.
    open var flatness: CGFloat = 0.6
    /// Whether ``contains(_:)`` and filling use the even-odd rule rather than the nonzero winding
    /// rule. Default `false`.
    open var usesEvenOddFillRule = false

    /// An empty path, as `UIBezierPath()`.
    public init() {}

    /// A rectangle, as `UIBezierPath(rect:)`: a move to the rectangle's origin, lines to the other
    /// three corners clockwise on screen, and a close (Core Graphics' `addRect` order).
    public convenience init(rect: CGRect) {
        self.init()
        elements = PathGeometry.rectangle(rect)
    }

    /// The oval inscribed in `rect`, as `UIBezierPath(ovalIn:)`: four cubic curves clockwise on
    /// screen from the middle of the right-hand side, and a close. A square gives a circle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = PathGeometry.oval(in: rect)
    }

    /// A rectangle with rounded corners, as `UIBezierPath(roundedRect:cornerRadius:)`: the radius
    /// is clamped to half the shorter side (Apple: "clamped appropriately to half the width or
    /// height"), and zero gives the plain rectangle.
    ///
    /// The corners are quarter circles (cubic curves). Since iOS 7 UIKit draws this initializer's
    /// corners as a continuous curve whose exact shape Apple does not publish: the bounds are the
    /// same (the rectangle), points very near a corner may answer ``contains(_:)`` differently.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        guard cornerRadius > 0 else {
            elements = PathGeometry.rectangle(rect)
            return
        }
        let radius = BezierPath.circularRadius(cornerRadius, in: rect)
        elements = PathGeometry.roundedRectangle(
            rect, topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// A circular corner's radii, clamped to half the shorter side so that the corner stays a
    /// circle.
    private static func circularRadius(_ radius: CGFloat, in rect: CGRect) -> CGSize {
        let rect = rect.standardized
        let clamped = min(radius, rect.width / 2, rect.height / 2)
        return CGSize(width: clamped, height: clamped)
    }

    /// A rectangle rounded at `corners` only, as
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: each rounded corner a quarter of
    /// the oval of radii `cornerRadii` (Apple: "the radius of each corner oval"), clamped to half
    /// the width and half the height (equal radii to half the shorter side, so that the corners
    /// stay circles). Apps pass equal radii; with unequal ones UIKit's own corner
    /// on device is not documented (`Compatibility/Porting.md`, "Bézier paths").
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        // Equal radii (what apps pass) stay a circle when clamped; unequal ones are clamped each
        // to its own side.
        let oval =
            cornerRadii.width == cornerRadii.height
            ? BezierPath.circularRadius(cornerRadii.width, in: rect) : cornerRadii
        func radius(_ corner: RectCorner) -> CGSize { corners.contains(corner) ? oval : .zero }
        elements = PathGeometry.roundedRectangle(
            rect, topLeft: radius(.topLeft), topRight: radius(.topRight), bottomRight: radius(.bottomRight),
            bottomLeft: radius(.bottomLeft))
    }

    /// An arc of a circle, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`: a
    /// move to the start, then cubic curves of at most a quarter turn each. Angles are in radians
    /// from the +x axis; `clockwise` is as seen on screen (the angle grows, since y grows
    /// downwards). A sweep of a full turn or more is one full circle.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements, as `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    /// Starts a new subpath at `point`, as `move(to:)`.
    open func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a line from the current point to `point`, as `addLine(to:)`. With no current point
    /// (an empty path) nothing is added and Core Graphics' console line is written, as on iOS.
    open func addLine(to point: CGPoint) {
        append(.line(to: point), function: "CGPathAddLineToPoint")
    }

    /// Adds a cubic Bézier curve to `endPoint`, as `addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        append(
            .curve(to: endPoint, control1: controlPoint1, control2: controlPoint2), function: "CGPathAddCurveToPoint")
    }

    /// Adds a quadratic Bézier curve to `endPoint`, as `addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        append(.quadCurve(to: endPoint, control: controlPoint), function: "CGPathAddQuadCurveToPoint")
    }

    /// Adds an arc, as `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from
    /// the current point to the arc's start (a move when the path is empty), then the curves of
    /// ``init(arcCenter:radius:startAngle:endAngle:clockwise:)``.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let arc = PathGeometry.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
        elements.append(elements.isEmpty ? .move(to: arc.start) : .line(to: arc.start))
        elements += arc.curves
    }

    /// Closes the current subpath with a line back to its first point, as `close()`. Nothing
    /// when the path is empty.
    open func close() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// Removes every element, as `removeAllPoints()`.
    open func removeAllPoints() {
        elements = []
    }

    /// Adds `bezierPath`'s elements after this path's, as `append(_:)`.
    open func append(_ bezierPath: BezierPath) {
        elements += bezierPath.elements
    }

    /// Transforms every point of the path, control points included, as `apply(_:)`.
    open func apply(_ transform: CGAffineTransform) {
        elements = elements.map { $0.applying(transform) }
    }

    private func append(_ element: PathElement, function: String) {
        guard !elements.isEmpty else {
            FileHandle.standardError.write(Data("\(function): no current point\n".utf8))
            return
        }
        elements.append(element)
    }

    // MARK: Reading

    /// The path as a Core Graphics path, as `cgPath`: a new immutable path with the same
    /// elements. Setting it replaces the elements with the given path's.
    open var cgPath: CGPath {
        get {
            let path = CGMutablePath()
            for element in elements {
                switch element {
                case .move(let point): path.move(to: point)
                case .line(let point): path.addLine(to: point)
                case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
                case .curve(let point, let control1, let control2):
                    path.addCurve(to: point, control1: control1, control2: control2)
                case .closeSubpath: path.closeSubpath()
                }
            }
            return path.copy() ?? path
        }
        set {
            var read: [PathElement] = []
            newValue.applyWithBlock { pointer in
                let element = pointer.pointee
                let points = element.points
                // An if chain rather than a switch: Core Graphics' type is an open C enumeration
                // on Apple platforms (a switch there needs `@unknown default`), this module's a
                // closed Swift one (where `@unknown default` warns).
                let type = element.type
                if type == .moveToPoint {
                    read.append(.move(to: points[0]))
                } else if type == .addLineToPoint {
                    read.append(.line(to: points[0]))
                } else if type == .addQuadCurveToPoint {
                    read.append(.quadCurve(to: points[1], control: points[0]))
                } else if type == .addCurveToPoint {
                    read.append(.curve(to: points[2], control1: points[0], control2: points[1]))
                } else if type == .closeSubpath {
                    read.append(.closeSubpath)
                }
            }
            elements = read
        }
    }

    /// Whether the path has no elements, as `isEmpty`. A path with a lone `move(to:)` is not
    /// empty, as Core Graphics counts the move.
    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle enclosing every point of the path, control points included, as
    /// UIKit documents `bounds` (Core Graphics' `boundingBox`); `CGRect.null` for an empty path.
    /// For the outline alone use `cgPath.boundingBoxOfPath`.
    open var bounds: CGRect { PathGeometry.controlPointBounds(of: elements) }

    /// The end of the last element (the subpath's first point after ``close()``), or `.zero` for
    /// an empty path, as `currentPoint`.
    open var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) }

    /// Whether the area the path encloses holds `point`, as `contains(_:)`: by the nonzero winding
    /// rule, or the even-odd rule when ``usesEvenOddFillRule`` is `true`; each open subpath counts
    /// as closed, as filling closes it.
    ///
    /// Exact for outlines of straight lines (rectangles, polygons). Curves (ovals, rounded corners,
    /// arcs) are solved from their own equations, split where they turn and bisected to
    /// `Double`'s precision, so the answer is the Bézier outline's, the shape Core Graphics fills.
    /// A point on the outline itself may go either way, as UIKit does not document it. O(n) in the
    /// number of elements.
    open func contains(_ point: CGPoint) -> Bool {
        PathGeometry.contains(point, in: elements, evenOdd: usesEvenOddFillRule)
    }

    /// Would paint the enclosed area with the current fill color, as `fill()`. Nothing is drawn
    /// headless: there is no graphics context (a renderer's drawing closure runs, but draws no
    /// pixels).
    open func fill() {}

    /// Would draw the outline with the current stroke color and ``lineWidth``, as `stroke()`.
    /// Nothing is drawn headless.
    open func stroke() {}

    /// The elements, for test failures.
    open var description: String {
        "UIBezierPath(\(elements))"
    }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner` (same raw values): which corners
/// ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
public struct RectCorner: OptionSet, Sendable, Hashable {
    /// The corners, one bit each.
    public var rawValue: UInt

    /// A set of corners from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (on screen, where y grows downwards).
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners (every bit set, as UIKit's `~0`).
    public static let allCorners = RectCorner(rawValue: ~0)
}
