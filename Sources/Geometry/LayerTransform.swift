#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A layer's transform (and sublayerTransform) as the components its key paths name, rather
/// than as a matrix, so that an animated `transform.rotation.z` of 690 degrees reads back as
/// 690 (a matrix would say -30) and key-path animations move one component. The components
/// are CSS Transforms Level 2's decomposition (`TransformDecomposition`), the rotation kept
/// as three angles instead of a quaternion.
///
/// The matrix applies, to a point in the layer's space, scale, then skew, then the rotations
/// about x, y and z in that order, then translation, then perspective (row-vector order).
public struct LayerTransform: Hashable, Sendable, CustomStringConvertible {
    /// transform.translation.x / .y / .z, in points of the superlayer.
    public var translationX: Double
    public var translationY: Double
    public var translationZ: Double
    /// transform.rotation.z (also transform.rotation), radians, clockwise on screen.
    public var rotationZ: Double
    /// transform.rotation.x / .y, radians: applied before the rotation about z.
    public var rotationX: Double
    public var rotationY: Double
    /// transform.scale.x / .y / .z (transform.scale sets all three).
    public var scaleX: Double
    public var scaleY: Double
    public var scaleZ: Double
    /// A shear x += skew · y applied after scaling; only a matrix with shear produces one.
    public var skew: Double
    /// The shears of z by x and by y, from matrices only (CSS's skew xz and yz).
    public var skewXZ: Double
    public var skewYZ: Double
    /// The perspective column (CSS's perspective): Transform.perspective(d) puts −1/d in z.
    public var perspectiveX: Double
    public var perspectiveY: Double
    public var perspectiveZ: Double
    public var perspectiveW: Double

    public init(translationX: Double = 0, translationY: Double = 0, rotationZ: Double = 0,
                scaleX: Double = 1, scaleY: Double = 1, skew: Double = 0, scaleZ: Double = 1,
                translationZ: Double = 0, rotationX: Double = 0, rotationY: Double = 0,
                skewXZ: Double = 0, skewYZ: Double = 0, perspective: [Double] = [0, 0, 0, 1]) {
        self.translationX = translationX
        self.translationY = translationY
        self.translationZ = translationZ
        self.rotationZ = rotationZ
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.scaleZ = scaleZ
        self.skew = skew
        self.skewXZ = skewXZ
        self.skewYZ = skewYZ
        (perspectiveX, perspectiveY, perspectiveZ, perspectiveW) = (perspective[0], perspective[1], perspective[2], perspective[3])
    }

    public static let identity = LayerTransform()

    /// Every component, for arithmetic that treats them alike (the 2D ones first, in the
    /// order sums over them have always taken).
    public static var fields: [WritableKeyPath<LayerTransform, Double>] { [
        \.translationX, \.translationY, \.rotationZ, \.scaleX, \.scaleY, \.skew, \.scaleZ,
        \.translationZ, \.rotationX, \.rotationY, \.skewXZ, \.skewYZ,
        \.perspectiveX, \.perspectiveY, \.perspectiveZ, \.perspectiveW,
    ] }

    public static func rotation(_ angle: Double) -> LayerTransform { LayerTransform(rotationZ: angle) }
    public static func scale(x: Double, y: Double, z: Double = 1) -> LayerTransform {
        LayerTransform(scaleX: x, scaleY: y, scaleZ: z)
    }
    public static func translation(x: Double, y: Double, z: Double = 0) -> LayerTransform {
        LayerTransform(translationX: x, translationY: y, translationZ: z)
    }
    /// Transform.perspective(d): the eye at distance d (m34 = −1/d).
    public static func perspective(_ d: Double) -> LayerTransform { LayerTransform(perspective: [0, 0, -1 / d, 1]) }

    /// CATransform3DMakeRotation: about z, x or y alone it is that one component (so the angle
    /// reads back whole); about any other axis, the matrix's angles.
    public static func rotation(_ angle: Double, x: Double, y: Double, z: Double) -> LayerTransform {
        switch (x, y, z) {
        case (0, 0, let z) where z != 0: LayerTransform(rotationZ: z > 0 ? angle : -angle)
        case (let x, 0, 0) where x != 0: LayerTransform(rotationX: x > 0 ? angle : -angle)
        case (0, let y, 0) where y != 0: LayerTransform(rotationY: y > 0 ? angle : -angle)
        default: LayerTransform(matrix: Transform3D(rotationAngle: angle, x: x, y: y, z: z)) ?? .identity
        }
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform moves the z = 0 plane within itself: no rotation about x or y,
    /// no z shear, no perspective. Such a transform draws as the 2D `affine` (its z parts
    /// move nothing a flat layer shows).
    public var isPlanar: Bool {
        rotationX == 0 && rotationY == 0 && skewXZ == 0 && skewYZ == 0
            && perspectiveX == 0 && perspectiveY == 0 && perspectiveZ == 0 && perspectiveW == 1
    }

    /// The x-y part: scale · skew · rotation about z · translation. The whole transform when
    /// `isPlanar`.
    public var affine: AffineTransform {
        let (s, c) = (sin(rotationZ), cos(rotationZ))
        // Rows of scale·skew: (sx, 0) and (sy·k, sy); then rotate each row.
        let r2x = scaleY * skew, r2y = scaleY
        return AffineTransform(
            a: scaleX * c, b: scaleX * s,
            c: r2x * c - r2y * s, d: r2x * s + r2y * c,
            tx: translationX, ty: translationY)
    }

    /// The rotations about x, then y, then z as row-vector matrix rows.
    var rotationRows: [[Double]] {
        let (sa, ca) = (sin(rotationX), cos(rotationX))
        let (sb, cb) = (sin(rotationY), cos(rotationY))
        let (sc, cc) = (sin(rotationZ), cos(rotationZ))
        return [[cb * cc, cb * sc, -sb],
                [sa * sb * cc - ca * sc, sa * sb * sc + ca * cc, sa * cb],
                [ca * sb * cc + sa * sc, ca * sb * sc - sa * cc, ca * cb]]
    }

    private var perspective: [Double] { [perspectiveX, perspectiveY, perspectiveZ, perspectiveW] }

    /// The CATransform3D. A transform without rotation about x or y or z shear embeds
    /// `affine` unchanged, so flat scenes draw with the same numbers as in 2D.
    public var matrix: Transform3D {
        guard rotationX == 0, rotationY == 0, skewXZ == 0, skewYZ == 0 else {
            return TransformDecomposition.compose(scale: [scaleX, scaleY, scaleZ], skew: [skew, skewXZ, skewYZ],
                                                  rotation: rotationRows, translation: [translationX, translationY, translationZ],
                                                  perspective: perspective)
        }
        var m = Transform3D(affine)
        (m.m33, m.m43) = (scaleZ, translationZ)
        return m.withPerspective(perspective)
    }

    /// The parts as CSS decomposes them, the rotation as a quaternion.
    public var decomposition: TransformDecomposition {
        TransformDecomposition(translation: [translationX, translationY, translationZ], scale: [scaleX, scaleY, scaleZ],
                               skew: [skew, skewXZ, skewYZ], perspective: perspective,
                               rotation: Quaternion(rotation: rotationRows))
    }

    /// Decomposes a 2D matrix into components. Rotation comes back in (-pi, pi], and a
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

    /// Decomposes a 3D matrix (CSS Transforms Level 2), the rotation as angles about x, y
    /// and z; nil when the matrix has no decomposition (m44 is 0, a singular matrix with a
    /// shear, a number that is not finite).
    public init?(matrix: Transform3D) {
        if matrix.isAffine { self.init(matrix.affine); return }
        guard let d = TransformDecomposition(matrix) else { return nil }
        self.init(d)
    }

    /// The components of a decomposition, the quaternion turned into angles about x, y, z.
    public init(_ d: TransformDecomposition) {
        let r = d.rotation.rows
        // r[0][2] = −sin(y); with cos(y) = 0 (gimbal lock) the angle about z is taken as 0.
        let y = asin(min(max(-r[0][2], -1), 1))
        let x: Double, z: Double
        if abs(r[0][2]) < 1 - 1e-12 {
            x = atan2(r[1][2], r[2][2])
            z = atan2(r[0][1], r[0][0])
        } else {
            x = atan2(r[1][0] * (y > 0 ? 1 : -1), r[1][1])
            z = 0
        }
        self.init(translationX: d.translation[0], translationY: d.translation[1], rotationZ: z,
                  scaleX: d.scale[0], scaleY: d.scale[1], skew: d.skew[0], scaleZ: d.scale[2],
                  translationZ: d.translation[2], rotationX: x, rotationY: y,
                  skewXZ: d.skew[1], skewYZ: d.skew[2], perspective: d.perspective)
    }

    /// `self` applied first, then `other`, decomposed again. Components that the product
    /// cannot keep (a rotation beyond one turn) are lost, as with CATransform3DConcat. A
    /// product with no decomposition (a singular matrix with a shear) collapses to a point:
    /// it covers no area, so it draws nothing, as Core Animation shows it.
    public func concatenating(_ other: LayerTransform) -> LayerTransform {
        if isPlanar, other.isPlanar, translationZ == 0, other.translationZ == 0 {
            var product = LayerTransform(affine.concatenating(other.affine))
            product.scaleZ = scaleZ * other.scaleZ
            return product
        }
        let product = matrix.concatenating(other.matrix)
        return LayerTransform(matrix: product)
            ?? LayerTransform(translationX: product.m41, translationY: product.m42, scaleX: 0, scaleY: 0, scaleZ: 0)
    }

    public var description: String {
        var text = "translation (\(translationX), \(translationY)) rotation \(rotationZ) scale (\(scaleX), \(scaleY))"
            + (skew == 0 ? "" : " skew \(skew)") + (scaleZ == 1 ? "" : " scale.z \(scaleZ)")
        if translationZ != 0 { text += " translation.z \(translationZ)" }
        if rotationX != 0 || rotationY != 0 { text += " rotation.x \(rotationX) rotation.y \(rotationY)" }
        if skewXZ != 0 || skewYZ != 0 { text += " skew.xz \(skewXZ) skew.yz \(skewYZ)" }
        if perspective != [0, 0, 0, 1] { text += " perspective \(perspective)" }
        return text
    }
}
