import Foundation

/// One element of a path: what Core Graphics calls a `CGPathElement` (its `type` and points),
/// as a Swift value. ``BezierPath/elements`` lists a path's elements so that a test can compare
/// the outline an app built, since nothing is drawn headless. An OpenTableView addition.
public enum PathElement: Equatable, Sendable {
    /// Starts a new subpath at the point (`CGPathElementType.moveToPoint`).
    case move(to: CGPoint)
    /// A straight line from the current point (`addLineToPoint`).
    case line(to: CGPoint)
    /// A quadratic Bézier curve with one control point (`addQuadCurveToPoint`).
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve with two control points (`addCurveToPoint`).
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line back to its first point (`closeSubpath`).
    case closeSubpath

    /// The element with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control):
            .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(
                to: point.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }

    /// The element's points in Core Graphics' order: the control points, then the end point.
    public var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }
}
