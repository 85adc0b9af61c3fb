#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A 2D affine transform with Core Graphics' conventions:
///
///     [x' y' 1] = [x y 1] · | a  b  0 |
///                           | c  d  0 |
///                           | tx ty 1 |
///
/// With y pointing down, a positive rotation turns clockwise on screen, as on iOS.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(rotationAngle angle: Double) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other` (CGAffineTransformConcat's order).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// Like CGAffineTransformTranslate: the translation happens before `self`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var determinant: Double { a * d - b * c }

    /// At least the factor by which the map stretches any length (a bound, not the norm:
    /// the norm's sum of squares overflows from entries of 1e154 on).
    public var stretchBound: Double { 2 * max(abs(a), abs(b), abs(c), abs(d)) }

    /// The inverse, or nil when the transform is singular (it collapses the plane) or so
    /// nearly singular that the inverse overflows (a scale of 1e-318 has none in doubles).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        return [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite) ? inverse : nil
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
