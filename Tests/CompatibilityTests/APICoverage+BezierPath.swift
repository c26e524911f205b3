// Compile-time proof of Compatibility/API.md's "UIBezierPath, CGPath and UIRectCorner" section:
// every member marked "yes" or "partial" is referenced once, in UIKit's and Core Graphics'
// spelling through the shim, after its "// API: <row>" marker. The functions are never called:
// compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    enum APICoverageBezierPath {
        static func bezierPath(bounds: CGRect) {
            // API: UIBezierPath
            let _: UIBezierPath.Type = BezierPath.self
            // API: UIBezierPath.init()
            let path = UIBezierPath()
            // API: UIBezierPath.init(rect:)
            _ = UIBezierPath(rect: bounds)
            // API: UIBezierPath.init(ovalIn:)
            _ = UIBezierPath(ovalIn: bounds)
            // API: UIBezierPath.init(roundedRect:cornerRadius:)
            _ = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
            // API: UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)
            _ = UIBezierPath(
                roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
            // API: UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)
            _ = UIBezierPath(arcCenter: .zero, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
            // API: UIBezierPath.init(cgPath:)
            let copy = UIBezierPath(cgPath: path.cgPath)
            // API: UIBezierPath.move(to:)
            path.move(to: .zero)
            // API: UIBezierPath.addLine(to:)
            path.addLine(to: CGPoint(x: 10, y: 0))
            // API: UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)
            path.addCurve(
                to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: 5), controlPoint2: CGPoint(x: 18, y: 5))
            // API: UIBezierPath.addQuadCurve(to:controlPoint:)
            path.addQuadCurve(to: CGPoint(x: 30, y: 0), controlPoint: CGPoint(x: 25, y: 8))
            // API: UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
            path.addArc(
                withCenter: CGPoint(x: 30, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
            // API: UIBezierPath.close()
            path.close()
            // API: UIBezierPath.removeAllPoints()
            copy.removeAllPoints()
            // API: UIBezierPath.append(_:)
            path.append(copy)
            // API: UIBezierPath.apply(_:)
            path.apply(CGAffineTransform(scaleX: 2, y: 2))
            // API: UIBezierPath.cgPath
            let _: CGPath = path.cgPath
            // API: UIBezierPath.bounds
            let _: CGRect = path.bounds
            // API: UIBezierPath.isEmpty
            let _: Bool = path.isEmpty
            // API: UIBezierPath.currentPoint
            let _: CGPoint = path.currentPoint
            // API: UIBezierPath.contains(_:)
            let _: Bool = path.contains(CGPoint(x: 5, y: 1))
            // API: UIBezierPath.lineWidth
            path.lineWidth = 2
            // API: UIBezierPath.miterLimit
            path.miterLimit = 4
            // API: UIBezierPath.flatness
            path.flatness = 0.5
            // API: UIBezierPath.usesEvenOddFillRule
            path.usesEvenOddFillRule = true
            // API: UIBezierPath.fill()
            path.fill()
            // API: UIBezierPath.stroke()
            path.stroke()
            // API: UIRectCorner
            let _: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight, .allCorners]
        }

        static func cgPath(bounds: CGRect) {
            // API: CGPath.init(rect:transform:)
            let rect = CGPath(rect: bounds, transform: nil)
            // API: CGPath.init(ellipseIn:transform:)
            _ = CGPath(ellipseIn: bounds, transform: nil)
            // API: CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)
            _ = CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
            // API: CGPath.boundingBox
            let _: CGRect = rect.boundingBox
            // API: CGPath.boundingBoxOfPath
            let _: CGRect = rect.boundingBoxOfPath
            // API: CGPath.isEmpty
            let _: Bool = rect.isEmpty
            // API: CGPath.currentPoint
            let _: CGPoint = rect.currentPoint
            // API: CGPath.contains(_:using:transform:)
            let _: Bool = rect.contains(.zero, using: .evenOdd, transform: .identity)
            // API: CGPath.applyWithBlock(_:)
            rect.applyWithBlock { element in _ = element.pointee.type == .moveToPoint }
            // API: CGPath.copy()
            let _: CGPath? = rect.copy()
            // API: CGPath.mutableCopy()
            let _: CGMutablePath? = rect.mutableCopy()
            // API: CGMutablePath.init()
            let path = CGMutablePath()
            // API: CGMutablePath.move(to:transform:)
            path.move(to: .zero)
            // API: CGMutablePath.addLine(to:transform:)
            path.addLine(to: CGPoint(x: 10, y: 0))
            // API: CGMutablePath.addLines(between:transform:)
            path.addLines(between: [.zero, CGPoint(x: 5, y: 5)])
            // API: CGMutablePath.addQuadCurve(to:control:transform:)
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 5))
            // API: CGMutablePath.addCurve(to:control1:control2:transform:)
            path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 22, y: 5), control2: CGPoint(x: 28, y: 5))
            // API: CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)
            path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
            // API: CGMutablePath.closeSubpath()
            path.closeSubpath()
            // API: CGMutablePath.addRect(_:transform:)
            path.addRect(bounds)
            // API: CGMutablePath.addRects(_:transform:)
            path.addRects([bounds], transform: CGAffineTransform(translationX: 4, y: 0))
            // API: CGMutablePath.addEllipse(in:transform:)
            path.addEllipse(in: bounds)
            // API: CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)
            path.addRoundedRect(in: bounds, cornerWidth: 4, cornerHeight: 4)
            // API: CGMutablePath.addPath(_:transform:)
            path.addPath(rect)
        }
    }
#endif
