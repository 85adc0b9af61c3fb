@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Geometry
import Layers

/// UIBezierPath: the engine's Path with UIKit's names; arcs in UIKit's sense (clockwise on
/// screen is increasing angle), which is the engine's own.
open class UIBezierPath: _EnginePathConvertible, CustomStringConvertible {
    @_spi(LoaderAnim) public var enginePath: Path
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    /// setLineDash's pattern and phase, which stroke() draws with.
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    public init() { enginePath = Path() }
    @_spi(LoaderAnim) public init(enginePath: Path) { self.enginePath = enginePath }
    public convenience init(rect: CGRect) { self.init(enginePath: Path(rect: rect.rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(enginePath: Path(ovalIn: rect.rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(enginePath: Path(roundedRect: rect.rect, cornerRadius: Double(cornerRadius)))
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(enginePath: Path.arc(center: center.point, radius: Double(radius), startAngle: Double(startAngle),
                                       endAngle: Double(endAngle), clockwise: clockwise))
    }
    public convenience init(cgPath: CGPath) { self.init(enginePath: cgPath.path) }

    open var cgPath: CGPath {
        get { CGPath(enginePath) }
        set { enginePath = newValue.path }
    }
    open var isEmpty: Bool { enginePath.isEmpty }
    open var currentPoint: CGPoint { enginePath.currentPoint.map(CGPoint.init) ?? .zero }
    open var bounds: CGRect { enginePath.boundingBox.map(CGRect.init) ?? .zero }

    open func move(to point: CGPoint) { enginePath.move(to: point.point) }
    open func addLine(to point: CGPoint) { enginePath.addLine(to: point.point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        enginePath.addCurve(to: end.point, control1: controlPoint1.point, control2: controlPoint2.point)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        enginePath.addQuadCurve(to: end.point, control: controlPoint.point)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        enginePath.addArc(center: center.point, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                          clockwise: clockwise)
    }
    open func close() { enginePath.close() }
    open func append(_ other: UIBezierPath) { enginePath.append(other.enginePath) }
    open func removeAllPoints() { enginePath = Path() }
    open func apply(_ transform: CGAffineTransform) { enginePath = enginePath.applying(transform.affine) }
    open func copy() -> Any {
        let copy = UIBezierPath(enginePath: enginePath)
        (copy.lineWidth, copy.lineCapStyle, copy.lineJoinStyle, copy.miterLimit) = (lineWidth, lineCapStyle, lineJoinStyle, miterLimit)
        (copy.usesEvenOddFillRule, copy.dashPattern, copy.dashPhase) = (usesEvenOddFillRule, dashPattern, dashPhase)
        return copy
    }

    /// Fills or strokes into the current context (inside draw(_:)), with this path's line style.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    open func addClip() { UIGraphicsGetCurrentContext().map { $0.addPath(cgPath); $0.clip() } }

    open var description: String { "UIBezierPath(\(enginePath.elements.count) elements)" }

    // MARK: Inert
    /// Curves are drawn by cairo's own tolerance, whatever this says.
    open var flatness: CGFloat = 0.6
    public init?(coder: NSCoder) { return nil }
}

/// The context a draw(_:) draws into, while it runs.
nonisolated(unsafe) var currentContexts: [CGContext] = []

public func UIGraphicsGetCurrentContext() -> CGContext? { currentContexts.last }
public func UIGraphicsPushContext(_ context: CGContext) { currentContexts.append(context) }
public func UIGraphicsPopContext() { _ = currentContexts.popLast() }
