import Foundation

#if !canImport(CoreGraphics)
    /// The type of a path element, as Core Graphics' `CGPathElementType` (same raw values).
    public enum CGPathElementType: Int32, Sendable {
        /// Starts a new subpath at one point.
        case moveToPoint = 0
        /// A line to one point.
        case addLineToPoint = 1
        /// A quadratic curve: a control point, then the end point.
        case addQuadCurveToPoint = 2
        /// A cubic curve: two control points, then the end point.
        case addCurveToPoint = 3
        /// Closes the subpath; no points.
        case closeSubpath = 4
    }

    /// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it over, as Core Graphics'
    /// `CGPathElement`: its type and a pointer to its points (valid only during the call).
    public struct CGPathElement {
        /// The element's type.
        public var type: CGPathElementType
        /// The element's points: the control points, then the end point.
        public var points: UnsafeMutablePointer<CGPoint>

        /// An element of `type` over `points`.
        public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
            self.type = type
            self.points = points
        }
    }

    /// The rule deciding which points a path encloses, as Core Graphics' `CGPathFillRule`.
    public enum CGPathFillRule: Int, Sendable {
        /// Nonzero winding number (the default).
        case winding = 0
        /// An odd number of crossings.
        case evenOdd = 1
    }

    /// An immutable graphics path, as Core Graphics' `CGPath`
    /// ([CGPath](https://developer.apple.com/documentation/coregraphics/cgpath)), which
    /// swift-corelibs-foundation does not declare: the type `CALayer.shadowPath`,
    /// `CAShapeLayer.path` and `UIBezierPath.cgPath` are written with. It records its elements;
    /// nothing draws it. Where Core Graphics exists (Apple platforms) its own type is used and this
    /// one is not compiled.
    ///
    /// Two paths are equal when their elements are equal, as Core Graphics compares paths
    /// (`CFEqual`). The measures (``boundingBox``, ``boundingBoxOfPath``, ``contains(_:using:transform:)``)
    /// walk the elements: O(n) in their number.
    public class CGPath: Hashable, CustomStringConvertible {
        /// The elements, in order. Written only by ``CGMutablePath``.
        package fileprivate(set) var pathElements: [PathElement]

        package init(elements: [PathElement]) {
            pathElements = elements
        }

        /// A rectangle path, as `CGPath(rect:transform:)`: a move to the origin, three lines
        /// clockwise on screen and a close.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            self.init(elements: PathGeometry.rectangle(rect).map { $0.applying(transform?.pointee ?? .identity) })
        }

        /// The oval inscribed in `rect`, as `CGPath(ellipseIn:transform:)`: four cubic curves.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            self.init(elements: PathGeometry.oval(in: rect).map { $0.applying(transform?.pointee ?? .identity) })
        }

        /// A rounded rectangle, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: each
        /// corner a quarter ellipse of the two radii (clamped to half the width and height).
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            let radius = CGSize(width: cornerWidth, height: cornerHeight)
            let elements = PathGeometry.roundedRectangle(
                rect, topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
            self.init(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
        }

        /// Whether the path has no elements, as `CGPath.isEmpty` (a lone move is an element).
        public var isEmpty: Bool { pathElements.isEmpty }

        /// The end of the last element (the subpath's start after a close), or `.zero` when the
        /// path is empty, as `CGPath.currentPoint`.
        public var currentPoint: CGPoint { PathGeometry.currentPoint(of: pathElements) }

        /// The smallest rectangle holding every point of the path, control points included, as
        /// `CGPath.boundingBox`; `CGRect.null` when the path is empty.
        public var boundingBox: CGRect { PathGeometry.controlPointBounds(of: pathElements) }

        /// The smallest rectangle holding the outline, control points excluded (each curve's
        /// extreme points computed from its equation), as `CGPath.boundingBoxOfPath`;
        /// `CGRect.null` when the path is empty.
        public var boundingBoxOfPath: CGRect { PathGeometry.pathBounds(of: pathElements) }

        /// Whether the area the path encloses (each subpath closed) holds `point`, first
        /// transformed by `transform`, as `CGPath.contains(_:using:transform:)`. A point on the
        /// outline itself may go either way (``BezierPath/contains(_:)`` says how it is computed).
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            PathGeometry.contains(point.applying(transform), in: pathElements, evenOdd: rule == .evenOdd)
        }

        /// Calls `block` with each element in order, as `CGPath.applyWithBlock(_:)`.
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
            defer { points.deallocate() }
            for element in pathElements {
                let type: CGPathElementType
                switch element {
                case .move: type = .moveToPoint
                case .line: type = .addLineToPoint
                case .quadCurve: type = .addQuadCurveToPoint
                case .curve: type = .addCurveToPoint
                case .closeSubpath: type = .closeSubpath
                }
                for (index, point) in element.points.enumerated() { points[index] = point }
                var value = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &value) { block($0) }
            }
        }

        /// An immutable copy, as `CGPath.copy()`.
        public func copy() -> CGPath? {
            CGPath(elements: pathElements)
        }

        /// An immutable copy with every point transformed, as `CGPath.copy(using:)`.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            CGPath(elements: pathElements.map { $0.applying(transform?.pointee ?? .identity) })
        }

        /// A mutable copy, as `CGPath.mutableCopy()`.
        public func mutableCopy() -> CGMutablePath? {
            let copy = CGMutablePath()
            copy.pathElements = pathElements
            return copy
        }

        /// Paths with equal elements are equal, as Core Graphics' `CFEqual` compares them.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
            lhs.pathElements == rhs.pathElements
        }

        /// Hashes the element count and the bounding box (equal paths have equal ones).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pathElements.count)
            let box = boundingBox
            if !box.isNull {
                hasher.combine(box.minX)
                hasher.combine(box.minY)
                hasher.combine(box.width)
                hasher.combine(box.height)
            }
        }

        /// The element list, for test failures.
        public var description: String {
            "CGPath(\(pathElements))"
        }
    }

    /// A path that can be built, as Core Graphics' `CGMutablePath` (the Swift overlay's method
    /// names, each with an optional `transform` applied to the points added).
    ///
    /// As in Core Graphics, adding a line or curve with no current point adds nothing and writes
    /// Core Graphics' console line ("no current point").
    public final class CGMutablePath: CGPath {
        /// An empty path, as `CGMutablePath()`.
        public init() {
            super.init(elements: [])
        }

        private func append(_ element: PathElement, transform: CGAffineTransform, function: String) {
            if case .move = element {
            } else if pathElements.isEmpty {
                FileHandle.standardError.write(Data("\(function): no current point\n".utf8))
                return
            }
            pathElements.append(element.applying(transform))
        }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            append(.move(to: point), transform: transform, function: "CGPathMoveToPoint")
        }

        /// Adds a line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            append(.line(to: point), transform: transform, function: "CGPathAddLineToPoint")
        }

        /// Moves to the first point and adds lines through the others, as `addLines(between:transform:)`.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// Adds a quadratic curve to `end` with one control point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            append(.quadCurve(to: end, control: control), transform: transform, function: "CGPathAddQuadCurveToPoint")
        }

        /// Adds a cubic curve to `end` with two control points.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            append(
                .curve(to: end, control1: control1, control2: control2), transform: transform,
                function: "CGPathAddCurveToPoint")
        }

        /// Closes the current subpath. Nothing when the path is empty.
        public func closeSubpath() {
            guard !pathElements.isEmpty else { return }
            pathElements.append(.closeSubpath)
        }

        /// Adds a rectangle as a closed subpath (move, three lines, close).
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            pathElements += PathGeometry.rectangle(rect).map { $0.applying(transform) }
        }

        /// Adds each rectangle as ``addRect(_:transform:)`` does.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// Adds the oval inscribed in `rect` as a closed subpath of four cubic curves.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            pathElements += PathGeometry.oval(in: rect).map { $0.applying(transform) }
        }

        /// Adds a rounded rectangle as a closed subpath, as `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let radius = CGSize(width: cornerWidth, height: cornerHeight)
            pathElements += PathGeometry.roundedRectangle(
                rect, topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius
            ).map { $0.applying(transform) }
        }

        /// Adds a circular arc, as Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
        /// a line from the current point to the arc's start (a move when the path is empty), then
        /// cubic curves. `clockwise` is in Core Graphics' own coordinates (y up), so `true`
        /// decreases the angle: on a UIKit screen that turns counterclockwise
        /// (`UIBezierPath.addArc` flips it, so its `clockwise` looks clockwise on screen).
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            let arc = PathGeometry.arc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise)
            if pathElements.isEmpty {
                move(to: arc.start, transform: transform)
            } else {
                addLine(to: arc.start, transform: transform)
            }
            pathElements += arc.curves.map { $0.applying(transform) }
        }

        /// Adds `path`'s elements, transformed, as `addPath(_:transform:)`.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            pathElements += path.pathElements.map { $0.applying(transform) }
        }
    }
#endif
