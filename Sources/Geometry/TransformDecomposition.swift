#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A rotation as a unit quaternion (x, y, z, w): w = cos(θ/2), (x, y, z) = axis · sin(θ/2).
public struct Quaternion: Hashable, Sendable {
    public var x, y, z, w: Double

    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation part of a row-vector matrix (orthonormal, determinant 1), by the usual
    /// largest-diagonal method. A row-vector matrix is the transpose of the column-vector one,
    /// hence the swapped off-diagonal pairs.
    public init(rotation r: [[Double]]) {
        let trace = r[0][0] + r[1][1] + r[2][2]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (r[1][2] - r[2][1]) / s, y: (r[2][0] - r[0][2]) / s, z: (r[0][1] - r[1][0]) / s, w: s / 4)
        } else if r[0][0] > r[1][1] && r[0][0] > r[2][2] {
            let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
            self.init(x: s / 4, y: (r[1][0] + r[0][1]) / s, z: (r[2][0] + r[0][2]) / s, w: (r[1][2] - r[2][1]) / s)
        } else if r[1][1] > r[2][2] {
            let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
            self.init(x: (r[1][0] + r[0][1]) / s, y: s / 4, z: (r[2][1] + r[1][2]) / s, w: (r[2][0] - r[0][2]) / s)
        } else {
            let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
            self.init(x: (r[2][0] + r[0][2]) / s, y: (r[2][1] + r[1][2]) / s, z: s / 4, w: (r[0][1] - r[1][0]) / s)
        }
    }

    /// The rotation as row-vector matrix rows (CATransform3DMakeRotation's layout).
    public var rows: [[Double]] {
        [[1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
         [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
         [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]]
    }

    /// Spherical interpolation as CSS Transforms Level 2 defines it: along the great arc
    /// between the two, without flipping one to take the shorter way, so that a turn of
    /// 2π between matrices (which are equal) moves nothing.
    public func slerp(to b: Quaternion, fraction t: Double) -> Quaternion {
        let product = min(max(x * b.x + y * b.y + z * b.z + w * b.w, -1), 1)
        guard abs(product) < 1 else { return self }
        let theta = acos(product), sinTheta = sin(theta)
        let wa = sin((1 - t) * theta) / sinTheta, wb = sin(t * theta) / sinTheta
        return Quaternion(x: x * wa + b.x * wb, y: y * wa + b.y * wb, z: z * wa + b.z * wb, w: w * wa + b.w * wb)
    }
}

/// A transform taken apart as CSS Transforms Level 2 "decomposing a 3D matrix" does, which
/// is how whole-matrix animations interpolate (each part on its own, the rotation by slerp).
/// In row-vector order the matrix is scale · skew · rotation · translation · perspective:
///
///     row 0 = sx · q0
///     row 1 = sy · (q1 + skewXY · q0)
///     row 2 = sz · (q2 + skewXZ · q0 + skewYZ · q1)        (q0, q1, q2: the rotation's rows)
///
/// then translated, then given the perspective column (px, py, pz, pw).
public struct TransformDecomposition: Hashable, Sendable {
    public var translation: [Double] = [0, 0, 0]
    public var scale: [Double] = [1, 1, 1]
    /// xy, xz, yz.
    public var skew: [Double] = [0, 0, 0]
    public var perspective: [Double] = [0, 0, 0, 1]
    public var rotation = Quaternion.identity

    public init(translation: [Double] = [0, 0, 0], scale: [Double] = [1, 1, 1], skew: [Double] = [0, 0, 0],
                perspective: [Double] = [0, 0, 0, 1], rotation: Quaternion = .identity) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition, or nil when there is none: m44 is 0, or the matrix is singular in
    /// a way the parts cannot express. A zero scale alone (rows of zeros) is expressed.
    public init?(_ matrix: Transform3D) {
        guard matrix.m44 != 0, matrix.entries.allSatisfy(\.isFinite) else { return nil }
        let m = Transform3D(matrix.entries.map { $0 / matrix.m44 })
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            // The perspective column p solves P · p = (m14, m24, m34, 1), where P is the matrix
            // with its last column replaced by (0, 0, 0, 1).
            var p = m
            (p.m14, p.m24, p.m34) = (0, 0, 0)
            guard let inverse = p.inverted() else { return nil }
            let rhs = [m.m14, m.m24, m.m34, m.m44]
            let i = inverse.entries
            perspective = (0..<4).map { r in (0..<4).reduce(0.0) { $0 + i[r * 4 + $1] * rhs[$1] } }
        }
        translation = [m.m41, m.m42, m.m43]
        var rows = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func minus(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] { [a[0] - b[0] * f, a[1] - b[1] * f, a[2] - b[2] * f] }
        func cross(_ a: [Double], _ b: [Double]) -> [Double] {
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
        }
        // Gram-Schmidt; a row that vanishes (a zero scale) gets a unit vector at right angles
        // to the others, and must have no skew left over.
        let tiny = 1e-12
        var unit: [[Double]] = []
        for (k, row) in rows.enumerated() {
            var v = row
            var sk: [Double] = []
            for q in unit {
                let d = dot(row, q)
                sk.append(d)
                v = minus(v, q, d)
            }
            let s = length(v)
            if s > tiny {
                unit.append(v.map { $0 / s })
                scale[k] = s
                for (j, d) in sk.enumerated() { skew[k == 1 ? 0 : 1 + j] = d / s }
            } else {
                guard sk.allSatisfy({ abs($0) <= tiny }) else { return nil }
                scale[k] = 0
                unit.append(Self.perpendicular(to: unit, cross: cross, length: length))
            }
            rows[k] = unit[k]
        }
        // A reflection: CSS negates every scale and row, keeping the rotation proper.
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }
        rotation = Quaternion(rotation: rows)
    }

    private static func perpendicular(to unit: [[Double]], cross: ([Double], [Double]) -> [Double],
                                      length: ([Double]) -> Double) -> [Double] {
        let axes: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        if unit.count == 2 { return cross(unit[0], unit[1]) }
        let candidates = axes.map { axis in
            unit.reduce(axis) { v, q in
                let d = v[0] * q[0] + v[1] * q[1] + v[2] * q[2]
                return [v[0] - q[0] * d, v[1] - q[1] * d, v[2] - q[2] * d]
            }
        }
        let best = candidates.max { length($0) < length($1) }!
        let l = length(best)
        return best.map { $0 / l }
    }

    /// The matrix again: scale · skew · rotation · translation · perspective.
    public var matrix: Transform3D {
        Self.compose(scale: scale, skew: skew, rotation: rotation.rows, translation: translation, perspective: perspective)
    }

    /// scale · skew · rotation (rows) · translation · perspective, in row-vector order.
    public static func compose(scale: [Double], skew: [Double], rotation q: [[Double]], translation: [Double],
                               perspective: [Double]) -> Transform3D {
        func combine(_ parts: [(Double, [Double])]) -> [Double] {
            (0..<3).map { j in parts.reduce(0.0) { $0 + $1.0 * $1.1[j] } }
        }
        let r0 = combine([(scale[0], q[0])])
        let r1 = combine([(scale[1], q[1]), (scale[1] * skew[0], q[0])])
        let r2 = combine([(scale[2], q[2]), (scale[2] * skew[1], q[0]), (scale[2] * skew[2], q[1])])
        let m = Transform3D([r0[0], r0[1], r0[2], 0, r1[0], r1[1], r1[2], 0, r2[0], r2[1], r2[2], 0,
                             translation[0], translation[1], translation[2], 1])
        return m.withPerspective(perspective)
    }

    /// Each part blended on its own: translation, scale, skew and perspective linearly, the
    /// rotation by slerp (CSS Transforms Level 2, "interpolation of decomposed 3D matrix values").
    public func interpolated(to b: TransformDecomposition, fraction t: Double) -> TransformDecomposition {
        func lerp(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * t } }
        return TransformDecomposition(translation: lerp(translation, b.translation), scale: lerp(scale, b.scale),
                                      skew: lerp(skew, b.skew), perspective: lerp(perspective, b.perspective),
                                      rotation: rotation.slerp(to: b.rotation, fraction: t))
    }
}
