#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A layer's transform (and sublayerTransform) as the components its key paths name, rather
/// than as a matrix, so that an animated `transform.rotation.z` of 690 degrees reads back as
/// 690 (a matrix would say -30) and interpolation between two transforms follows the
/// components. It holds the 2D part of CATransform3D (translation, rotation about z, scale,
/// skew) plus a z scale that flat drawing does not use; perspective and rotations about x
/// and y are not here yet.
///
/// The matrix applies, to a point in the layer's space, scale, then skew, then rotation, then
/// translation: the order in which Core Animation decomposes a transform for key paths.
public struct LayerTransform: Hashable, Sendable, CustomStringConvertible {
    /// transform.translation.x / .y, in points of the superlayer.
    public var translationX: Double
    public var translationY: Double
    /// transform.rotation.z (also transform.rotation), radians, clockwise on screen.
    public var rotationZ: Double
    /// transform.scale.x / .y (transform.scale sets both).
    public var scaleX: Double
    public var scaleY: Double
    /// A shear x += skew · y applied after scaling; only a matrix with shear produces one.
    public var skew: Double
    /// transform.scale.z: kept and animated so ported code (a z scale of 0 included) runs and
    /// reads back what it set; it moves nothing in the drawing, since every point of a flat
    /// layer has z = 0.
    public var scaleZ: Double

    public init(translationX: Double = 0, translationY: Double = 0, rotationZ: Double = 0,
                scaleX: Double = 1, scaleY: Double = 1, skew: Double = 0, scaleZ: Double = 1) {
        self.translationX = translationX
        self.translationY = translationY
        self.rotationZ = rotationZ
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.skew = skew
        self.scaleZ = scaleZ
    }

    public static let identity = LayerTransform()

    public static func rotation(_ angle: Double) -> LayerTransform { LayerTransform(rotationZ: angle) }
    public static func scale(x: Double, y: Double, z: Double = 1) -> LayerTransform {
        LayerTransform(scaleX: x, scaleY: y, scaleZ: z)
    }
    public static func translation(x: Double, y: Double) -> LayerTransform {
        LayerTransform(translationX: x, translationY: y)
    }

    public var isIdentity: Bool { self == .identity }

    /// The affine matrix: scale · skew · rotation · translation (row-vector order).
    public var affine: AffineTransform {
        let (s, c) = (sin(rotationZ), cos(rotationZ))
        // Rows of scale·skew: (sx, 0) and (sy·k, sy); then rotate each row.
        let r2x = scaleY * skew, r2y = scaleY
        return AffineTransform(
            a: scaleX * c, b: scaleX * s,
            c: r2x * c - r2y * s, d: r2x * s + r2y * c,
            tx: translationX, ty: translationY)
    }

    /// Decomposes a matrix into components. Rotation comes back in (-pi, pi], and a
    /// reflection shows as a negative scaleY; `affine` rebuilds the same matrix.
    public init(_ m: AffineTransform) {
        let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
        let angle = scaleX == 0 ? 0 : atan2(m.b, m.a)
        let (s, c) = (sin(angle), cos(angle))
        // Second row in the rotated frame: (sy·k, sy).
        let shear = m.c * c + m.d * s
        let scaleY = -m.c * s + m.d * c
        self.init(translationX: m.tx, translationY: m.ty, rotationZ: angle,
                  scaleX: scaleX, scaleY: scaleY, skew: scaleY == 0 ? 0 : shear / scaleY)
    }

    /// `self` applied first, then `other`, decomposed again. Components that the product
    /// cannot keep (a rotation beyond one turn) are lost, as with CATransform3DConcat.
    public func concatenating(_ other: LayerTransform) -> LayerTransform {
        var product = LayerTransform(affine.concatenating(other.affine))
        product.scaleZ = scaleZ * other.scaleZ
        return product
    }

    public var description: String {
        "translation (\(translationX), \(translationY)) rotation \(rotationZ) scale (\(scaleX), \(scaleY))"
            + (skew == 0 ? "" : " skew \(skew)") + (scaleZ == 1 ? "" : " scale.z \(scaleZ)")
    }
}
