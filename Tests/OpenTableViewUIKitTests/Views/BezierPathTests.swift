import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIBezierPath`, `CGPath`/`CGMutablePath` and `CALayer.shadowPath`. Apple's pages:
/// "UIBezierPath" (`init(rect:)`, `init(ovalIn:)`, `init(roundedRect:cornerRadius:)`: "a closed
/// subpath, proceeding in a clockwise direction"; "Values larger than half the rectangle's width
/// or height are clamped"; `bounds`: "all points in the path, including any control points"),
/// "CGPath.boundingBox" (control points included; `CGRectNull` when empty),
/// "CGPath.boundingBoxOfPath" ("not including control points"), "CALayer.shadowPath".
@MainActor
@Suite struct BezierPathTests {
    /// 4(√2 − 1)/3: a quarter circle's cubic handles, as a fraction of the radius.
    let kappa = 4 * (2.0.squareRoot() - 1) / 3

    func expectClose(
        _ actual: [PathElement], _ expected: [PathElement], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(actual.count, expected.count, sourceLocation: sourceLocation)
        for (left, right) in zip(actual, expected) {
            let same: Bool
            switch (left, right) {
            case (.closeSubpath, .closeSubpath): same = true
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve):
                same = zip(left.points, right.points).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
            default: same = false
            }
            #expect(same, "\(left) is not \(right)", sourceLocation: sourceLocation)
        }
    }

    @Test func aRectangleIsAMoveThreeLinesClockwiseAndAClose() {
        let path = BezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(
            path.elements,
            [
                .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 110, y: 20)), .line(to: CGPoint(x: 110, y: 70)),
                .line(to: CGPoint(x: 10, y: 70)), .closeSubpath,
            ])
        expectEqual(path.bounds, CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(path.cgPath.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 100, height: 50))
        // After a close the current point is the subpath's first point.
        expectEqual(path.currentPoint, CGPoint(x: 10, y: 20))
        #expect(!path.isEmpty)
        expectEqual(path.lineWidth, 1)
        #expect(!path.usesEvenOddFillRule)
    }

    @Test func aRoundedRectangleHasQuarterCircleCornersClockwiseFromTheTopLeft() {
        #expect(abs(kappa - 0.5522847498) < 1e-9)
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 10)
        let k = 10 * kappa
        expectEqual(
            path.elements,
            [
                .move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 190, y: 0)),
                .curve(
                    to: CGPoint(x: 200, y: 10), control1: CGPoint(x: 190 + k, y: 0),
                    control2: CGPoint(x: 200, y: 10 - k)),
                .line(to: CGPoint(x: 200, y: 90)),
                .curve(
                    to: CGPoint(x: 190, y: 100), control1: CGPoint(x: 200, y: 90 + k),
                    control2: CGPoint(x: 190 + k, y: 100)),
                .line(to: CGPoint(x: 10, y: 100)),
                .curve(
                    to: CGPoint(x: 0, y: 90), control1: CGPoint(x: 10 - k, y: 100), control2: CGPoint(x: 0, y: 90 + k)),
                .line(to: CGPoint(x: 0, y: 10)),
                .curve(
                    to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10 - k), control2: CGPoint(x: 10 - k, y: 0)),
                .closeSubpath,
            ])
        expectEqual(path.bounds, CGRect(x: 0, y: 0, width: 200, height: 100))
        // Radius zero is the plain rectangle.
        expectEqual(
            BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0).elements,
            BezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).elements)
    }

    @Test func aRadiusLargerThanHalfTheShortSideIsClampedAndZeroLengthLinesLeftOut() {
        // 50 is clamped to 20, half the height: the sides have no straight part, only the top and
        // bottom do.
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        let k = 20 * kappa
        expectEqual(
            path.elements,
            [
                .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 80, y: 0)),
                .curve(
                    to: CGPoint(x: 100, y: 20), control1: CGPoint(x: 80 + k, y: 0), control2: CGPoint(x: 100, y: 20 - k)
                ),
                .curve(
                    to: CGPoint(x: 80, y: 40), control1: CGPoint(x: 100, y: 20 + k), control2: CGPoint(x: 80 + k, y: 40)
                ),
                .line(to: CGPoint(x: 20, y: 40)),
                .curve(
                    to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20 - k, y: 40), control2: CGPoint(x: 0, y: 20 + k)),
                .curve(
                    to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 0, y: 20 - k), control2: CGPoint(x: 20 - k, y: 0)),
                .closeSubpath,
            ])
    }

    @Test func roundingSomeCornersLeavesTheOthersSquare() {
        let path = BezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 8, height: 8))
        let k = 8 * kappa
        expectEqual(
            path.elements,
            [
                .move(to: CGPoint(x: 8, y: 0)), .line(to: CGPoint(x: 92, y: 0)),
                .curve(
                    to: CGPoint(x: 100, y: 8), control1: CGPoint(x: 92 + k, y: 0), control2: CGPoint(x: 100, y: 8 - k)),
                .line(to: CGPoint(x: 100, y: 40)), .line(to: CGPoint(x: 0, y: 40)), .line(to: CGPoint(x: 0, y: 8)),
                .curve(to: CGPoint(x: 8, y: 0), control1: CGPoint(x: 0, y: 8 - k), control2: CGPoint(x: 8 - k, y: 0)),
                .closeSubpath,
            ])
        expectEqual(RectCorner.allCorners.rawValue, UInt.max)
        expectEqual([RectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue), [1, 2, 4, 8])
    }

    @Test func anOvalIsFourCurvesClockwiseFromTheRightAndItsBoundsAreTheRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = BezierPath(ovalIn: rect)
        let (kx, ky) = (50 * kappa, 25 * kappa)
        expectEqual(
            path.elements,
            [
                .move(to: CGPoint(x: 100, y: 25)),
                .curve(
                    to: CGPoint(x: 50, y: 50), control1: CGPoint(x: 100, y: 25 + ky),
                    control2: CGPoint(x: 50 + kx, y: 50)),
                .curve(
                    to: CGPoint(x: 0, y: 25), control1: CGPoint(x: 50 - kx, y: 50), control2: CGPoint(x: 0, y: 25 + ky)),
                .curve(
                    to: CGPoint(x: 50, y: 0), control1: CGPoint(x: 0, y: 25 - ky), control2: CGPoint(x: 50 - kx, y: 0)),
                .curve(
                    to: CGPoint(x: 100, y: 25), control1: CGPoint(x: 50 + kx, y: 0),
                    control2: CGPoint(x: 100, y: 25 - ky)),
                .closeSubpath,
            ])
        expectEqual(path.bounds, rect)
        expectEqual(path.cgPath.boundingBoxOfPath, rect)
    }

    @Test func boundsIncludeControlPointsAndBoundingBoxOfPathOnlyTheCurve() {
        // A cubic whose handles reach y = 100: its highest point is at t = ½, 300·t(1 − t) = 75.
        let cubic = BezierPath()
        cubic.move(to: .zero)
        cubic.addCurve(
            to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        expectEqual(cubic.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(cubic.cgPath.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(cubic.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75))
        // A quadratic whose control point is at y = 100 peaks at 2·t(1 − t)·100 = 50.
        let quadratic = BezierPath()
        quadratic.move(to: .zero)
        quadratic.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        expectEqual(quadratic.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(quadratic.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50))
        expectEqual(quadratic.currentPoint, CGPoint(x: 100, y: 0))
    }

    @Test func anEmptyPathHasNullBoundsAndALineNeedsACurrentPoint() {
        let path = BezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        #expect(path.cgPath.boundingBox.isNull)
        expectEqual(path.currentPoint, .zero)
        // Core Graphics ignores a line with no current point (and says so on the console).
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.close()
        expectEqual(path.elements, [])
        path.move(to: CGPoint(x: 1, y: 2))
        #expect(!path.isEmpty)
        expectEqual(path.bounds, CGRect(x: 1, y: 2, width: 0, height: 0))
        path.addLine(to: CGPoint(x: 5, y: 5))
        expectEqual(path.currentPoint, CGPoint(x: 5, y: 5))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func applyTransformsEveryPointControlPointsIncluded() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        expectEqual(
            path.elements,
            [
                .move(to: CGPoint(x: 5, y: 7)), .line(to: CGPoint(x: 15, y: 7)), .line(to: CGPoint(x: 15, y: 27)),
                .line(to: CGPoint(x: 5, y: 27)), .closeSubpath,
            ])
        path.apply(CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(path.bounds, CGRect(x: 10, y: 21, width: 20, height: 60))
        let curve = BezierPath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        curve.apply(CGAffineTransform(scaleX: 2, y: 2))
        expectEqual(
            curve.elements, [.move(to: .zero), .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))])
    }

    @Test func anArcIsQuarterTurnCurvesClockwiseOnScreenWhenTheAngleGrows() {
        // Clockwise on screen (y grows downwards): from 3 o'clock through 6 o'clock to 9 o'clock.
        let h = 10 * kappa  // 4/3·tan(π/8)·r, the handle of a quarter turn
        let down = BezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        expectClose(
            down.elements,
            [
                .move(to: CGPoint(x: 60, y: 50)),
                .curve(
                    to: CGPoint(x: 50, y: 60), control1: CGPoint(x: 60, y: 50 + h), control2: CGPoint(x: 50 + h, y: 60)),
                .curve(
                    to: CGPoint(x: 40, y: 50), control1: CGPoint(x: 50 - h, y: 60), control2: CGPoint(x: 40, y: 50 + h)),
            ])
        // Counterclockwise: through 12 o'clock, above the centre.
        let up = BezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let box = up.cgPath.boundingBoxOfPath
        #expect(abs(box.minY - 40) < 1e-9 && abs(box.maxY - 50) < 1e-9 && abs(box.minX - 40) < 1e-9)
        // A full turn is four quarter curves; addArc on a path with a current point draws a line
        // to the arc's start first.
        let ring = BezierPath(
            arcCenter: CGPoint(x: 0, y: 0), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        expectEqual(ring.elements.count, 5)
        #expect(ring.contains(CGPoint(x: 1, y: 1)) && !ring.contains(CGPoint(x: 4, y: 4)))
        let pie = BezierPath()
        pie.move(to: CGPoint(x: 0, y: 0))
        pie.addArc(withCenter: .zero, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        pie.close()
        expectEqual(pie.elements[1], .line(to: CGPoint(x: 5, y: 0)))
        expectEqual(pie.elements.count, 4)
    }

    @Test func containsFollowsTheOutlineOfRectanglesOvalsAndRoundedCorners() {
        let rect = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(rect.contains(CGPoint(x: 10, y: 10)))
        #expect(!rect.contains(CGPoint(x: -1, y: 10)) && !rect.contains(CGPoint(x: 10, y: 51)))
        let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(oval.contains(CGPoint(x: 1, y: 25)) && oval.contains(CGPoint(x: 99, y: 25)))
        // (5, 5) is in the bounding rectangle but outside the ellipse: (45/50)² + (20/25)² > 1.
        #expect(!oval.contains(CGPoint(x: 5, y: 5)))
        let card = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        // (3, 3) is 24 from the corner circle's centre (20, 20), (7, 7) 18.4.
        #expect(!card.contains(CGPoint(x: 3, y: 3)))
        #expect(card.contains(CGPoint(x: 7, y: 7)))
        #expect(card.contains(CGPoint(x: 50, y: 1)))
        // An open subpath counts as closed: a triangle without close().
        let triangle = BezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        #expect(triangle.contains(CGPoint(x: 10, y: 10)) && !triangle.contains(CGPoint(x: 60, y: 60)))
    }

    @Test func aRingIsFilledByTheWindingRuleAndHollowByTheEvenOddRule() {
        let ring = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(BezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        expectEqual(ring.elements.count, 10)
        expectEqual(ring.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))  // both subpaths clockwise: winding 2
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
        #expect(ring.cgPath.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.cgPath.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    }

    // Core Graphics' own paths (Apple platforms) are built by Core Graphics, whose element lists
    // this module does not claim to reproduce: this test compares the module's `CGPath`.
    #if !canImport(CoreGraphics)
        @Test func cgPathRoundTripsAndMutablePathsAddShapes() {
            let oval = BezierPath(ovalIn: CGRect(x: 20, y: 20, width: 10, height: 10))
            expectEqual(BezierPath(cgPath: oval.cgPath).elements, oval.elements)
            #expect(oval.cgPath == oval.cgPath)
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addPath(oval.cgPath, transform: CGAffineTransform(translationX: 10, y: 0))
            expectEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 30))
            path.move(to: CGPoint(x: -5, y: 0))
            path.addLine(to: CGPoint(x: -5, y: -5))
            expectEqual(path.currentPoint, CGPoint(x: -5, y: -5))
            expectEqual(path.boundingBox, CGRect(x: -5, y: -5, width: 45, height: 35))
            var types: [CGPathElementType] = []
            path.applyWithBlock { types.append($0.pointee.type) }
            expectEqual(
                types,
                [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath, .moveToPoint]
                    + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath, .moveToPoint, .addLineToPoint])
            let rounded = CGPath(
                roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), cornerWidth: 6, cornerHeight: 6, transform: nil)
            expectEqual(
                BezierPath(cgPath: rounded).elements,
                BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 6).elements)
        }
    #endif

    @Test func aCardsShadowPathIsRecordedOnItsLayer() {
        let card = View(frame: CGRect(x: 16, y: 8, width: 343, height: 120))
        // Apple's defaults: no path, opacity 0, offset (0, −3), radius 3, opaque black.
        #expect(card.layer.shadowPath == nil)
        expectEqual(card.layer.shadowOpacity, 0)
        expectEqual(card.layer.shadowOffset, CGSize(width: 0, height: -3))
        expectEqual(card.layer.shadowRadius, 3)
        expectEqual(card.layer.shadowColor, GraphicsColor(gray: 0, alpha: 1))
        card.layer.shadowPath = BezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        card.layer.shadowOpacity = 0.2
        expectEqual(card.layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 343, height: 120))
        expectEqual(
            card.layer.shadowPath.map { BezierPath(cgPath: $0).elements },
            BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 343, height: 120), cornerRadius: 12).elements)
        // A presentation copy keeps it.
        #expect(Layer(layer: card.layer).shadowPath == card.layer.shadowPath)
        let shape = ShapeLayer()
        #expect(shape.path == nil)
        shape.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).cgPath
        expectEqual(shape.path?.boundingBox, CGRect(x: 0, y: 0, width: 24, height: 24))
    }
}
