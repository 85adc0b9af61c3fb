@_spi(LoaderAnim) import LACoreGraphics
import Geometry

/// CATransform3D: a 4x4 matrix, points as rows (m41, m42, m43 translate), as Core
/// Animation's. A layer keeps it decomposed (the engine's LayerTransform), as Core
/// Animation interpolates it, so a matrix reads back as the same matrix.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init() { self.init(Transform3D.identity) }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    @_spi(LoaderAnim) public init(_ t: Transform3D) {
        let m = t.entries.map { CGFloat($0) }
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    @_spi(LoaderAnim) public var matrix: Transform3D {
        Transform3D([m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) })
    }

    /// The layer transform this matrix is; nil when it has no decomposition (a singular
    /// matrix with a shear, m44 = 0).
    @_spi(LoaderAnim) public var layerTransform: LayerTransform? { LayerTransform(matrix: matrix) }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `t` then the translation (Core Animation's order: the new transform applies first).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// a then b: a point goes through `a` first.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.matrix.concatenating(b.matrix))
}

/// The inverse, or `t` itself when it has none (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.matrix.inverted().map(CATransform3D.init) ?? t
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(Transform3D(m.affine)) }
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.matrix.isAffine }
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { CGAffineTransform(t.matrix.affine) }
