import Foundation
import Testing

@testable import OpenTableViewUIKit

/// `CGAffineTransform` as Core Graphics defines it (the matrix `[a b 0; c d 0; tx ty 1]` maps
/// `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`; `concatenating(t2)` applies `self` first,
/// then `t2`; Apple, CGAffineTransform), and a view's `transform`, which apps animate on
/// highlighted cells. Values are chosen so the arithmetic is exact in binary floating point.
@MainActor
@Suite struct AffineTransformTests {
    @Test func theMatrixMapsPointsSizesAndRectanglesAsCoreGraphicsDoes() {
        let scale = CGAffineTransform(scaleX: 2, y: 0.5)
        let move = CGAffineTransform(translationX: 10, y: -4)
        #expect(CGPoint(x: 3, y: 8).applying(scale) == CGPoint(x: 6, y: 4))
        // Scale first, then move: (3, 8) → (6, 4) → (16, 0).
        let both = scale.concatenating(move)
        #expect(CGPoint(x: 3, y: 8).applying(both) == CGPoint(x: 16, y: 0))
        #expect(both == CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 10, ty: -4))
        // `translatedBy` puts the translation before: (3, 8) → (13, 4) → (26, 2).
        #expect(CGPoint(x: 3, y: 8).applying(scale.translatedBy(x: 10, y: -4)) == CGPoint(x: 26, y: 2))
        // A size ignores the translation.
        #expect(CGSize(width: 4, height: 8).applying(both) == CGSize(width: 8, height: 4))
        // A rectangle becomes the box around its transformed corners.
        #expect(CGRect(x: 0, y: 0, width: 4, height: 8).applying(both) == CGRect(x: 10, y: -4, width: 8, height: 4))
        #expect(both.inverted().concatenating(both) == .identity)
        #expect(CGPoint(x: 16, y: 0).applying(both.inverted()) == CGPoint(x: 3, y: 8))
        // A matrix that cannot be inverted comes back unchanged, as Core Graphics answers.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func aQuarterTurnMapsXOntoY() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform.identity.rotated(by: .pi / 2))
        #expect(abs(rect.minX + 2) < 1e-12 && abs(rect.width - 2) < 1e-12 && abs(rect.height - 4) < 1e-12)
        #expect(!turn.isIdentity)
        #expect(CGAffineTransform().isIdentity)
    }

    /// "The default value of this property is CGAffineTransformIdentity" (Apple,
    /// UIView.transform). Headless the transform is kept and read back; the frame stays the one
    /// set (UIKit: "If the transform property is not the identity transform, the value of this
    /// property is undefined and therefore should be ignored", UIView.frame).
    @Test func aViewKeepsItsTransformAndItsBoundsAndCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.transform == .identity)
        View.animate(withDuration: 0.2) {
            view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
        #expect(view.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        view.transform = .identity
        #expect(view.transform.isIdentity)
    }
}
