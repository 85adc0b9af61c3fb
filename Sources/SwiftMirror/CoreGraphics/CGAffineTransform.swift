import Geometry

/// CGAffineTransform, Core Graphics' matrix [a b 0; c d 0; tx ty 1] (points are rows):
/// the engine's Geometry.AffineTransform under Apple's names.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: CGFloat

    public init() { self = .identity }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(Geometry.AffineTransform(translationX: Double(tx), y: Double(ty))) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(Geometry.AffineTransform(scaleX: Double(sx), y: Double(sy))) }
    public init(rotationAngle angle: CGFloat) { self.init(Geometry.AffineTransform(rotationAngle: Double(angle))) }

    public var isIdentity: Bool { self == .identity }

    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform { CGAffineTransform(affine.concatenating(t.affine)) }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(affine.translatedBy(x: Double(x), y: Double(y))) }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(affine.scaledBy(x: Double(x), y: Double(y))) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(affine.rotated(by: Double(angle))) }
    /// The inverse, or the transform itself when it has none (as Core Graphics does).
    public func inverted() -> CGAffineTransform { affine.inverted().map(CGAffineTransform.init) ?? self }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }

    @_spi(LoaderAnim) public var affine: Geometry.AffineTransform {
        Geometry.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    @_spi(LoaderAnim) public init(_ m: Geometry.AffineTransform) {
        self.init(a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d), tx: CGFloat(m.tx), ty: CGFloat(m.ty))
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.affine.apply(to: point)) }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners, as Core Graphics gives it.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
