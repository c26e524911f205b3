import Foundation

/// The arithmetic of paths, shared by ``BezierPath`` and (where Core Graphics is missing) `CGPath`:
/// the shapes the convenience initializers build, the two bounding boxes, the current point and
/// hit-testing. Pure functions of element lists.
package enum PathGeometry {
    /// The distance of a cubic's control points from a quarter circle's ends, as a fraction of the
    /// radius: 4(√2 − 1)/3, the usual approximation (Core Graphics draws ovals and rounded corners
    /// with it; the middle of the curve is on the circle, the worst point 0.027 % off).
    package static let kappa = 4 * (2.0.squareRoot() - 1) / 3

    // MARK: Shapes

    /// A rectangle as Core Graphics' `addRect` adds it: a move to the origin, lines to the other
    /// three corners going clockwise on screen (y grows downwards), and a close.
    package static func rectangle(_ rect: CGRect) -> [PathElement] {
        let rect = rect.standardized
        return [
            .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
            .closeSubpath,
        ]
    }

    /// The oval inscribed in `rect`: four cubic curves clockwise on screen from the right-hand
    /// middle point (`maxX`, `midY`), then a close.
    package static func oval(in rect: CGRect) -> [PathElement] {
        let rect = rect.standardized
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (kx, ky) = (rx * kappa, ry * kappa)
        let (cx, cy) = (rect.midX, rect.midY)
        return [
            .move(to: CGPoint(x: rect.maxX, y: cy)),
            .curve(
                to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + ky),
                control2: CGPoint(x: cx + kx, y: rect.maxY)),
            .curve(
                to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - kx, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: cy + ky)),
            .curve(
                to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - ky),
                control2: CGPoint(x: cx - kx, y: rect.minY)),
            .curve(
                to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + kx, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: cy - ky)),
            .closeSubpath,
        ]
    }

    /// A rectangle whose corners are quarter ellipses of the given radii (clamped to half the
    /// width and half the height), clockwise on screen from the end of the top-left corner's
    /// curve. A corner of radius zero is a plain corner; lines of zero length are left out.
    package static func roundedRectangle(
        _ rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize
    ) -> [PathElement] {
        let rect = rect.standardized
        func clamped(_ radius: CGSize) -> CGSize {
            let width = max(0, min(radius.width, rect.width / 2))
            let height = max(0, min(radius.height, rect.height / 2))
            return width == 0 || height == 0 ? .zero : CGSize(width: width, height: height)
        }
        let (tl, tr, br, bl) = (clamped(topLeft), clamped(topRight), clamped(bottomRight), clamped(bottomLeft))
        var builder = Builder(start: CGPoint(x: rect.minX + tl.width, y: rect.minY))
        builder.line(to: CGPoint(x: rect.maxX - tr.width, y: rect.minY))
        builder.corner(to: CGPoint(x: rect.maxX, y: rect.minY + tr.height), radius: tr, horizontalFirst: true)
        builder.line(to: CGPoint(x: rect.maxX, y: rect.maxY - br.height))
        builder.corner(to: CGPoint(x: rect.maxX - br.width, y: rect.maxY), radius: br, horizontalFirst: false)
        builder.line(to: CGPoint(x: rect.minX + bl.width, y: rect.maxY))
        builder.corner(to: CGPoint(x: rect.minX, y: rect.maxY - bl.height), radius: bl, horizontalFirst: true)
        builder.line(to: CGPoint(x: rect.minX, y: rect.minY + tl.height))
        builder.corner(to: CGPoint(x: rect.minX + tl.width, y: rect.minY), radius: tl, horizontalFirst: false)
        builder.elements.append(.closeSubpath)
        return builder.elements
    }

    /// Collects a rounded rectangle's elements, leaving out zero-length lines.
    private struct Builder {
        var elements: [PathElement]
        var current: CGPoint

        init(start: CGPoint) {
            elements = [.move(to: start)]
            current = start
        }

        mutating func line(to point: CGPoint) {
            guard point != current else { return }
            elements.append(.line(to: point))
            current = point
        }

        /// A quarter ellipse from the current point to `point`. `horizontalFirst`: the curve leaves
        /// the current point along a horizontal edge (and arrives on a vertical one).
        mutating func corner(to point: CGPoint, radius: CGSize, horizontalFirst: Bool) {
            guard radius != .zero else { return }
            let start = current
            let control1: CGPoint
            let control2: CGPoint
            if horizontalFirst {
                control1 = CGPoint(x: start.x + (point.x - start.x) * kappa, y: start.y)
                control2 = CGPoint(x: point.x, y: point.y + (start.y - point.y) * kappa)
            } else {
                control1 = CGPoint(x: start.x, y: start.y + (point.y - start.y) * kappa)
                control2 = CGPoint(x: point.x + (start.x - point.x) * kappa, y: point.y)
            }
            elements.append(.curve(to: point, control1: control1, control2: control2))
            current = point
        }
    }

    /// The cubic curves of a circular arc around `center` from `startAngle` to `endAngle` (radians,
    /// 0 along +x), in segments of at most a quarter turn, split evenly. `increasing`: the angle
    /// grows along the arc (clockwise on screen, where y grows downwards). A sweep of a full turn
    /// or more draws the whole circle once; otherwise the sweep is taken modulo a full turn in the
    /// arc's direction, so equal angles give no curve. The first element is the arc's start point,
    /// to move or draw a line to.
    package static func arc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool
    ) -> (start: CGPoint, curves: [PathElement]) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = increasing ? endAngle - startAngle : startAngle - endAngle
        if sweep >= fullTurn {
            sweep = fullTurn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        func point(at angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(at: startAngle)
        guard sweep > 0, radius > 0 else { return (start, []) }
        let count = max(1, Int((sweep / (CGFloat.pi / 2)).rounded(.up)))
        let step = (increasing ? sweep : -sweep) / CGFloat(count)
        let handle = 4 / 3 * tan(step / 4) * radius
        var curves: [PathElement] = []
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let from = point(at: angle)
            let to = point(at: next)
            curves.append(
                .curve(
                    to: to, control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                    control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))))
            angle = next
        }
        return (start, curves)
    }

    // MARK: Measures

    /// The point a new element would start from: the last element's end point, the subpath's
    /// first point after a close, `.zero` for an empty path (Core Graphics' `currentPoint`).
    package static func currentPoint(of elements: [PathElement]) -> CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                subpathStart = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of every element, control points included
    /// (Core Graphics' `boundingBox`, UIKit's `bounds`); `CGRect.null` for an empty path.
    package static func controlPointBounds(of elements: [PathElement]) -> CGRect {
        bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding every point of the outline, control points excluded: the
    /// ends of each element and the extreme points of each curve, found from the roots of its
    /// derivative (Core Graphics' `boundingBoxOfPath`); `CGRect.null` for an empty path.
    package static func pathBounds(of elements: [PathElement]) -> CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                points.append(point)
                subpathStart = point
                current = point
            case .line(let point):
                points.append(point)
                current = point
            case .quadCurve(let point, let control):
                points.append(point)
                for t in quadraticExtrema(current, control, point) {
                    points.append(quadraticPoint(current, control, point, t))
                }
                current = point
            case .curve(let point, let control1, let control2):
                points.append(point)
                for t in cubicExtrema(current, control1, control2, point) {
                    points.append(cubicPoint(current, control1, control2, point, t))
                }
                current = point
            case .closeSubpath:
                current = subpathStart
            }
        }
        return bounds(of: points)
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the area the path encloses holds `point`, by the nonzero winding rule or the
    /// even-odd rule. Each subpath counts as closed (as filling closes it). A ray from `point`
    /// along +x is crossed by the outline's pieces: lines directly, curves cut where their y is
    /// extreme into pieces that only rise or only fall, each crossing found by bisection to the
    /// precision of `Double`. A point on the outline itself may go either way.
    package static func contains(_ point: CGPoint, in elements: [PathElement], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var isOpen = false
        func count(_ direction: Int) {
            winding += direction
            crossings += 1
        }
        func addLine(_ from: CGPoint, _ to: CGPoint) {
            if let direction = crossing(from: from, to: to, at: point) { count(direction) }
        }
        func addMonotonePieces(_ boundaries: [CGFloat], _ position: (CGFloat) -> CGPoint) {
            let cuts = [0] + boundaries + [1]
            for index in 0..<(cuts.count - 1) {
                if let direction = crossing(piece: position, from: cuts[index], to: cuts[index + 1], at: point) {
                    count(direction)
                }
            }
        }
        for element in elements {
            switch element {
            case .move(let target):
                if isOpen { addLine(current, subpathStart) }
                subpathStart = target
                current = target
                isOpen = true
            case .line(let target):
                addLine(current, target)
                current = target
                isOpen = true
            case .quadCurve(let target, let control):
                let start = current
                addMonotonePieces(quadraticExtrema(start, control, target, axis: \.y)) {
                    quadraticPoint(start, control, target, $0)
                }
                current = target
                isOpen = true
            case .curve(let target, let control1, let control2):
                let start = current
                addMonotonePieces(cubicExtrema(start, control1, control2, target, axis: \.y)) {
                    cubicPoint(start, control1, control2, target, $0)
                }
                current = target
                isOpen = true
            case .closeSubpath:
                addLine(current, subpathStart)
                current = subpathStart
                isOpen = false
            }
        }
        if isOpen { addLine(current, subpathStart) }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// +1 when the segment rises through the ray's height to the right of `point`, −1 when it
    /// falls, `nil` when it does not cross. Half-open in y, so a vertex is counted once.
    private static func crossing(from: CGPoint, to: CGPoint, at point: CGPoint) -> Int? {
        let rises = from.y <= point.y && to.y > point.y
        let falls = to.y <= point.y && from.y > point.y
        guard rises || falls else { return nil }
        let x = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
        guard x > point.x else { return nil }
        return rises ? 1 : -1
    }

    /// ``crossing(from:to:at:)`` for a piece of a curve whose y only rises or only falls between
    /// `t0` and `t1`.
    private static func crossing(
        piece position: (CGFloat) -> CGPoint, from t0: CGFloat, to t1: CGFloat, at point: CGPoint
    ) -> Int? {
        let (start, end) = (position(t0), position(t1))
        let rises = start.y <= point.y && end.y > point.y
        let falls = end.y <= point.y && start.y > point.y
        guard rises || falls else { return nil }
        var (low, high) = (t0, t1)
        for _ in 0..<64 {
            let middle = (low + high) / 2
            let below = position(middle).y <= point.y
            if below == rises { low = middle } else { high = middle }
        }
        guard position((low + high) / 2).x > point.x else { return nil }
        return rises ? 1 : -1
    }

    // MARK: Curves

    private static func quadraticPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    private static func cubicPoint(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
    ) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameters in (0, 1) where a quadratic's coordinates are extreme, both axes.
    private static func quadraticExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        quadraticExtrema(p0, p1, p2, axis: \.x) + quadraticExtrema(p0, p1, p2, axis: \.y)
    }

    /// The parameter in (0, 1), if any, where a quadratic's `axis` coordinate is extreme.
    private static func quadraticExtrema(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, axis: KeyPath<CGPoint, CGFloat>
    ) -> [CGFloat] {
        let denominator = p0[keyPath: axis] - 2 * p1[keyPath: axis] + p2[keyPath: axis]
        guard denominator != 0 else { return [] }
        let t = (p0[keyPath: axis] - p1[keyPath: axis]) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where a cubic's coordinates are extreme, both axes.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        cubicExtrema(p0, p1, p2, p3, axis: \.x) + cubicExtrema(p0, p1, p2, p3, axis: \.y)
    }

    /// The parameters in (0, 1), in increasing order, where a cubic's `axis` coordinate is
    /// extreme: the roots of its derivative, a quadratic.
    private static func cubicExtrema(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, axis: KeyPath<CGPoint, CGFloat>
    ) -> [CGFloat] {
        let d0 = p1[keyPath: axis] - p0[keyPath: axis]
        let d1 = p2[keyPath: axis] - p1[keyPath: axis]
        let d2 = p3[keyPath: axis] - p2[keyPath: axis]
        // B'(t)/3 = a t² + b t + c.
        let a = d0 - 2 * d1 + d2
        let b = 2 * (d1 - d0)
        let c = d0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant == 0 {
                roots = [-b / (2 * a)]
            } else if discriminant > 0 {
                let root = discriminant.squareRoot()
                roots = [(-b - root) / (2 * a), (-b + root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }.sorted()
    }
}
