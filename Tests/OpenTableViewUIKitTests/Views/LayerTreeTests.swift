import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Layers of an app's own: the tree, Core Animation's defaults, and animations completed at once.
@MainActor
@Suite struct LayerTreeTests {
    final class Delegate: AnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: Animation) { log.append("start") }
        func animationDidStop(_ anim: Animation, finished flag: Bool) { log.append("stop(\(flag))") }
    }

    @Test func sublayersFormATree() {
        let root = Layer()
        let a = Layer()
        let b = GradientLayer()
        let c = ShapeLayer()
        #expect(root.sublayers == nil && root.opacity == 1 && root.frame == .zero)
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        expectEqual(root.sublayers?.map { ObjectIdentifier($0) }, [b, c, a].map { ObjectIdentifier($0) })
        expectIdentical(a.superlayer, root)
        let other = Layer()
        other.addSublayer(a)
        #expect(root.sublayers?.count == 2 && a.superlayer === other)
        c.removeFromSuperlayer()
        #expect(root.sublayers?.count == 1 && c.superlayer == nil)
        root.insertSublayer(c, below: b)
        expectIdentical(root.sublayers?.first, c)
        root.replaceSublayer(c, with: a)
        #expect(root.sublayers?.first === a && other.sublayers == nil)
        let mask = Layer()
        root.mask = mask
        #expect(root.mask === mask && root.sublayers?.contains { $0 === mask } == false)
    }

    @Test func aLayerOfItsOwnKeepsItsGeometryAndAViewsLayerIsTheView() {
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        expectEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        expectEqual(layer.position, CGPoint(x: 60, y: 45))
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 10)
        expectEqual(layer.frame, CGRect(x: 35, y: 40, width: 50, height: 10))
        layer.opacity = 0.5
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(
            layer.opacity == 0.5 && layer.cornerCurve == .continuous && layer.maskedCorners == [.layerMinXMinYCorner])
        let view = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.layer.addSublayer(layer)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25 && view.layer.sublayers?.first === layer)
    }

    /// Core Animation's documented defaults for `CAGradientLayer` (startPoint (0.5, 0), endPoint
    /// (0.5, 1), axial), `CAShapeLayer` (opaque black fill, no stroke, line width 1, stroke 0…1)
    /// and `CASpringAnimation` (mass 1, stiffness 100, damping 10, initial velocity 0).
    @Test func specialLayersAndSpringsHaveCoreAnimationsDefaults() {
        let gradient = GradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && gradient.colors == nil && gradient.locations == nil)
        let shape = ShapeLayer()
        #expect(shape.fillColor == GraphicsColor(gray: 0, alpha: 1) && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
        let spring = SpringAnimation(keyPath: "transform.scale")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(abs(spring.settlingDuration - 1.3816) < 0.001)
    }

    /// `add(_:forKey:)` copies the animation, as Core Animation documents ("the animation object is
    /// copied"); outside a transaction it completes at once and, removed on completion, is gone.
    @Test func anAnimationCompletesAtOnceOutsideATransaction() {
        let layer = Layer()
        let delegate = Delegate()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.3
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        expectEqual(delegate.log, ["start", "stop(true)"])
        #expect(layer.animation(forKey: "fade") == nil && layer.animationKeys() == nil)
        expectEqual(layer.opacity, 1)
        let kept = KeyframeAnimation(keyPath: "position.x")
        kept.values = [0, 10, 0]
        kept.isRemovedOnCompletion = false
        layer.add(kept, forKey: "shake")
        let held = layer.animation(forKey: "shake") as? KeyframeAnimation
        #expect(held !== kept && held?.keyPath == "position.x" && held?.values?.count == 3)
        layer.removeAnimation(forKey: "shake")
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func aTransactionCompletesItsAnimationsThenItsCompletionAtCommit() {
        let layer = Layer()
        let delegate = Delegate()
        let spin = BasicAnimation(keyPath: "transform.rotation")
        spin.delegate = delegate
        Transaction.begin()
        Transaction.setAnimationDuration(0.5)
        Transaction.setCompletionBlock { delegate.log.append("completion") }
        expectEqual(Transaction.animationDuration(), 0.5)
        layer.add(spin, forKey: "spin")
        Transaction.begin()
        layer.add(BasicAnimation(keyPath: "opacity"), forKey: "inner")
        Transaction.commit()
        #expect(layer.animationKeys() == ["spin", "inner"] && delegate.log.isEmpty)
        Transaction.commit()
        expectEqual(delegate.log, ["start", "stop(true)", "completion"])
        expectEqual(layer.animationKeys(), nil)
    }

    @Test func removingAnUnfinishedAnimationStopsItUnfinished() {
        let layer = Layer()
        let delegate = Delegate()
        let pulse = BasicAnimation(keyPath: "opacity")
        pulse.delegate = delegate
        Transaction.begin()
        layer.add(pulse, forKey: "pulse")
        layer.removeAnimation(forKey: "pulse")
        Transaction.commit()
        expectEqual(delegate.log, ["stop(false)"])
    }
}
