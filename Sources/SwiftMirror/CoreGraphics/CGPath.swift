import Geometry

/// CGPath: an immutable path, the engine's Path. `CGMutablePath` builds one.
///
/// Arcs: Core Graphics' `clockwise` is meant in its own y-up space, so in the y-down space
/// of a layer or draw(_:) `clockwise: true` sweeps counterclockwise on screen, the
/// opposite of UIBezierPath's. The engine's Path speaks UIKit's sense, hence the `!`.
public class CGPath: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    @_spi(LoaderAnim) public internal(set) var path: Path

    @_spi(LoaderAnim) public init(_ path: Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: rect.rect).transformed(transform))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ovalIn: rect.rect).transformed(transform))
    }

    /// Corner radii are clamped to half the rectangle's sides; unequal ones use the smaller.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: rect.rect, cornerRadius: Double(min(cornerWidth, cornerHeight))).transformed(transform))
    }

    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    public var boundingBoxOfPath: CGRect { path.boundingBox.map(CGRect.init) ?? .null }
    /// Control points included, as Core Graphics' boundingBox (here: the tight bounds).
    public var boundingBox: CGRect { boundingBoxOfPath }

    public func copy() -> CGPath? { CGPath(path) }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? { CGPath(path.transformed(transform)) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    public var description: String { "CGPath(\(path.elements.count) elements)" }
}

/// CGMutablePath: the Swift overlay's builder methods, each with an optional transform.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() { self.init(Path()) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).point)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform).point)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform).point, control1: control1.applying(transform).point,
                      control2: control2.applying(transform).point)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform).point, control: control.applying(transform).point)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        if let current = path.currentPoint { arc.move(to: transform.inverted().affine.apply(to: current)) }
        arc.addArc(center: center.point, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                   clockwise: !clockwise)
        appendContinuing(arc.applying(transform.affine))
    }

    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
               transform: transform)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        var arc = Path()
        if let current = path.currentPoint { arc.move(to: transform.inverted().affine.apply(to: current)) }
        arc.addArc(tangent1End: tangent1End.point, tangent2End: tangent2End.point, radius: Double(radius))
        appendContinuing(arc.applying(transform.affine))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(rect: rect.rect).applying(transform.affine))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(ovalIn: rect.rect).applying(transform.affine))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.append(Path(roundedRect: rect.rect, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform.affine))
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform.affine))
    }

    public func closeSubpath() { path.close() }

    /// Appends `arc`, which starts with a move to the current point when there is one: that
    /// move is dropped, so the arc continues the subpath as Core Graphics' does.
    private func appendContinuing(_ arc: Path) {
        var elements = arc.elements
        if path.currentPoint != nil, case .move = elements.first { elements.removeFirst() }
        path.append(Path(elements))
    }
}

extension Path {
    func transformed(_ transform: UnsafePointer<CGAffineTransform>?) -> Path {
        transform.map { applying($0.pointee.affine) } ?? self
    }
}
