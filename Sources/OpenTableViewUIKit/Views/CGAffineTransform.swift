import Foundation

#if !canImport(CoreGraphics)
    /// An affine transformation matrix, as Core Graphics' `CGAffineTransform`
    /// ([CGAffineTransform](https://developer.apple.com/documentation/corefoundation/cgaffinetransform)),
    /// which swift-corelibs-foundation does not declare: the type a view's ``View/transform`` and
    /// the animations apps run on it (a cell shrinking while highlighted) are written with.
    ///
    /// The matrix is `[a b 0; c d 0; tx ty 1]` and maps a point `(x, y)` to
    /// `(a·x + c·y + tx, b·x + d·y + ty)`, as Core Graphics documents. Where Core Graphics exists
    /// (Apple platforms) its own type is used and this one is not compiled.
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        /// The matrix of the six values, as Core Graphics' `init(a:b:c:d:tx:ty:)`.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity transform, as `init()` in Core Graphics' Swift overlay.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// A translation by `tx` and `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// A scale by `sx` and `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A rotation by `angle` radians: the matrix `[cos sin; −sin cos]`, as Core Graphics'
        /// (on screen, where y grows downwards, a positive angle turns a view clockwise).
        public init(rotationAngle angle: CGFloat) {
            let (sine, cosine) = (sin(angle), cos(angle))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`: a point is transformed by `self`, then by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// The inverse transform, or this one unchanged when it cannot be inverted, as Core
        /// Graphics answers.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        /// A translation by `tx` and `ty` applied before this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by `sx` and `sy` applied before this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians applied before this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        /// The point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t`'s linear part (the translation does not move a size).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle that holds the four corners of this one transformed by `t`, as
        /// Core Graphics' `applying(_:)`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let (left, top) = (xs.min()!, ys.min()!)
            return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
        }
    }
#endif
