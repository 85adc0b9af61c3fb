#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A 4×4 transform with Core Animation's conventions (CATransform3D): points are row
/// vectors, `[x' y' z' w'] = [x y z 1] · M`, so m41...m43 translate and m14...m34 put the
/// perspective in w (`m34 = -1 / d` views the layer from a distance d on the +z side; z grows
/// toward the viewer). With y pointing down, a positive rotation about z turns clockwise on
/// screen, as on iOS.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    /// Row by row, as CATransform3D lists its fields.
    public init(_ m: [Double]) {
        precondition(m.count == 16, "a 4x4 matrix has 16 entries")
        (m11, m12, m13, m14) = (m[0], m[1], m[2], m[3])
        (m21, m22, m23, m24) = (m[4], m[5], m[6], m[7])
        (m31, m32, m33, m34) = (m[8], m[9], m[10], m[11])
        (m41, m42, m43, m44) = (m[12], m[13], m[14], m[15])
    }

    /// The sixteen entries, row by row (the names `Transform.matrix` takes, in this order).
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let entryNames = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }

    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// CATransform3DMakeTranslation.
    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// CATransform3DMakeScale.
    public init(scaleX x: Double, y: Double, z: Double) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z), which need not be
    /// unit length; a zero axis is no rotation, as in Core Animation.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        self = .identity
        guard length > 0 else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let (s, c) = (sin(angle), cos(angle)), t = 1 - c
        (m11, m12, m13) = (t * x * x + c, t * x * y + z * s, t * x * z - y * s)
        (m21, m22, m23) = (t * x * y - z * s, t * y * y + c, t * y * z + x * s)
        (m31, m32, m33) = (t * x * z + y * s, t * y * z - x * s, t * z * z + c)
    }

    /// The identity with m34 = −1 / d: the eye at distance d on the +z axis.
    public init(perspective d: Double) {
        self = .identity
        m34 = -1 / d
    }

    /// CATransform3DMakeAffineTransform.
    public init(_ t: AffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by the perspective column (px, py, pz, pw) of CSS's decomposition: the
    /// identity with that last column. The default (0, 0, 0, 1) leaves `self` as it is.
    public func withPerspective(_ p: [Double]) -> Transform3D {
        guard p != [0, 0, 0, 1] else { return self }
        var column = Transform3D.identity
        (column.m14, column.m24, column.m34, column.m44) = (p[0], p[1], p[2], p[3])
        return concatenating(column)
    }

    /// `self` applied first, then `t` (CATransform3DConcat's order). Each entry sums its
    /// products in index order, so an embedded 2D product gives the 2D product's bits.
    public func concatenating(_ t: Transform3D) -> Transform3D {
        let a = rows, b = t.rows
        var out = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                out[i * 4 + j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(out)
    }

    private var rows: [[Double]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }

    /// CATransform3DIsAffine: no z and no perspective, so the matrix is an AffineTransform.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The transform's x and y parts (CATransform3DGetAffineTransform): exact when `isAffine`.
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// Where the plane z = 0 lands when the result is flattened into the x-y plane (what a
    /// layer's superlayer does to it): x' = (x·m11 + y·m21 + m41) / w with w = x·m14 + y·m24 + m44.
    public var planeProjection: PlaneProjection {
        PlaneProjection([m11, m12, m14, m21, m22, m24, m41, m42, m44])
    }

    public var determinant: Double {
        let r = rows
        func minor(_ skip: Int) -> Double {
            let c = (0..<4).filter { $0 != skip }
            let (a, b, d) = (r[1], r[2], r[3])
            return a[c[0]] * (b[c[1]] * d[c[2]] - b[c[2]] * d[c[1]])
                - a[c[1]] * (b[c[0]] * d[c[2]] - b[c[2]] * d[c[0]])
                + a[c[2]] * (b[c[0]] * d[c[1]] - b[c[1]] * d[c[0]])
        }
        return r[0][0] * minor(0) - r[0][1] * minor(1) + r[0][2] * minor(2) - r[0][3] * minor(3)
    }

    /// The inverse (CATransform3DInvert), or nil when the matrix is singular or not finite.
    /// Gauss-Jordan elimination with partial pivoting.
    public func inverted() -> Transform3D? {
        var a = rows, inverse = Transform3D.identity.rows
        for column in 0..<4 {
            let pivot = (column..<4).max { abs(a[$0][column]) < abs(a[$1][column]) }!
            let p = a[pivot][column]
            guard p != 0, p.isFinite else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            for j in 0..<4 { a[column][j] /= p; inverse[column][j] /= p }
            for i in 0..<4 where i != column {
                let f = a[i][column]
                guard f != 0 else { continue }
                for j in 0..<4 { a[i][j] -= f * a[column][j]; inverse[i][j] -= f * inverse[column][j] }
            }
        }
        let result = Transform3D(inverse.flatMap { $0 })
        return result.entries.allSatisfy(\.isFinite) ? result : nil
    }

    /// The point (x, y, z) mapped and divided by w; nil where w is 0.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double)? {
        let w = x * m14 + y * m24 + z * m34 + m44
        guard w != 0 else { return nil }
        return ((x * m11 + y * m21 + z * m31 + m41) / w, (x * m12 + y * m22 + z * m32 + m42) / w,
                (x * m13 + y * m23 + z * m33 + m43) / w)
    }

    public var description: String { "[" + entries.map { "\($0)" }.joined(separator: " ") + "]" }
}

/// A projective map of a plane (a 3×3 homography, row vectors): what a layer's plane
/// becomes in its superlayer's after the 3D transform and the flattening. Entries are named
/// after the Transform3D entries they come from: [x y 1] · | m11 m12 m14 |
///                                                        | m21 m22 m24 |
///                                                        | m41 m42 m44 |
public struct PlaneProjection: Hashable, Sendable {
    /// Row by row.
    public var m: [Double]

    public init(_ m: [Double]) { self.m = m }

    public init(_ t: AffineTransform) { m = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1] }

    /// An affine map when w does not depend on the point (and is not 0): divided through.
    public var affine: AffineTransform? {
        guard m[2] == 0, m[5] == 0, m[8] != 0, m[8].isFinite else { return nil }
        let w = m[8]
        return AffineTransform(a: m[0] / w, b: m[1] / w, c: m[3] / w, d: m[4] / w, tx: m[6] / w, ty: m[7] / w)
    }

    /// w at a point of the plane: positive in front of the eye, 0 on the plane through it.
    public func w(at p: Point) -> Double { p.x * m[2] + p.y * m[5] + m[8] }

    /// The image of `p`, or nil where w <= 0 (behind the eye: Core Animation does not draw it).
    public func apply(to p: Point) -> Point? {
        let w = w(at: p)
        guard w > 0 else { return nil }
        return Point(x: (p.x * m[0] + p.y * m[3] + m[6]) / w, y: (p.x * m[1] + p.y * m[4] + m[7]) / w)
    }

    /// `self` then the affine map `t`.
    public func concatenating(_ t: AffineTransform) -> PlaneProjection {
        let b = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]
        var out = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { out[i * 3 + j] = m[i * 3] * b[j] + m[i * 3 + 1] * b[3 + j] + m[i * 3 + 2] * b[6 + j] }
        }
        return PlaneProjection(out)
    }

    public var determinant: Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// Whether the plane keeps its orientation at `p` (the Jacobian's determinant,
    /// det / w³, is positive): false where the layer shows its back.
    public func isFrontFacing(at p: Point) -> Bool {
        let w = w(at: p)
        return determinant * w * w * w > 0
    }

    /// The inverse map, or nil when the plane collapses to a line or a point.
    public func inverted() -> PlaneProjection? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ].map { $0 / det }
        return inv.allSatisfy(\.isFinite) ? PlaneProjection(inv) : nil
    }

    /// The homogeneous image (x, y, w) of `p`, undivided.
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m[0] + p.y * m[3] + m[6], p.x * m[1] + p.y * m[4] + m[7], w(at: p))
    }
}
