import Geometry
import Layers

/// The part of a context's graphics state that code can ask for: the ctm (the user space's
/// transforms over the context's base: UIKit's flip and scale in an image context, none in
/// a bitmap or layer context), the current path in device space as Core Graphics keeps it,
/// and the bounds of the clip in device space (infinite in a layer's context).
struct GraphicsState {
    var ctm: CGAffineTransform
    var path = Path()
    var clip: CGRect
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10

    init(base: CGAffineTransform, clip: CGRect) {
        ctm = base
        self.clip = clip
    }
}

extension CGContext {
    /// Follows a command in the state the queries read.
    func track(_ command: Drawing.Command) {
        let ctm = state.ctm.affine
        switch command {
        case .saveGState: savedStates.append(state)
        case .restoreGState:
            // The path is not part of the graphics state.
            let path = state.path
            if let saved = savedStates.popLast() { state = saved }
            state.path = path
        case .concatenate(let t): state.ctm = CGAffineTransform(t.concatenating(ctm))
        case .setLineWidth(let w): state.lineWidth = CGFloat(w)
        case .setMiterLimit(let m): state.miterLimit = CGFloat(m)
        case .setLineCap(let cap): state.lineCap = cap == "round" ? .round : cap == "square" ? .square : .butt
        case .setLineJoin(let join): state.lineJoin = join == "round" ? .round : join == "bevel" ? .bevel : .miter
        case .beginPath: state.path = Path()
        case .move(let p): state.path.move(to: ctm.apply(to: p))
        case .addLine(let p): state.path.addLine(to: ctm.apply(to: p))
        case .addCurve(let c1, let c2, let end):
            state.path.addCurve(to: ctm.apply(to: end), control1: ctm.apply(to: c1), control2: ctm.apply(to: c2))
        case .addQuadCurve(let c, let end): state.path.addQuadCurve(to: ctm.apply(to: end), control: ctm.apply(to: c))
        case .addArc(let center, let radius, let start, let end, let clockwise):
            continuePath { $0.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise) }
        case .addArcTo(let t1, let t2, let radius): continuePath { $0.addArc(tangent1End: t1, tangent2End: t2, radius: radius) }
        case .addPath(let p): state.path.append(p.applying(ctm))
        case .closePath: state.path.close()
        case .fillPath, .strokePath, .fillStrokePath:
            state.path = Path()
            hasPainted = true
        case .clip:
            if let box = state.path.boundingBox { state.clip = state.clip.intersection(CGRect(box)) }
            state.path = Path()
        case .clipToMask(_, let rect): state.clip = state.clip.intersection(CGRect(rect).applying(state.ctm))
        case .fillShape, .strokeShape, .clear, .linearGradient, .radialGradient, .text, .drawImage: hasPainted = true
        default: break
        }
    }

    /// Adds an arc or tangent arc built in user space, continuing the current subpath.
    private func continuePath(_ build: (inout Path) -> Void) {
        let ctm = state.ctm.affine
        var arc = Path()
        if let current = state.path.currentPoint, let inverse = ctm.inverted() { arc.move(to: inverse.apply(to: current)) }
        build(&arc)
        var elements = arc.applying(ctm).elements
        if state.path.currentPoint != nil, case .move = elements.first { elements.removeFirst() }
        state.path.append(Path(elements))
    }

    private var toUser: Geometry.AffineTransform { state.ctm.affine.inverted() ?? .identity }

    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { CGPoint(toUser.apply(to: point.point)) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(CGAffineTransform(toUser)) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(CGAffineTransform(toUser)) }

    public var isPathEmpty: Bool { state.path.isEmpty }
    /// The current path in user space; nil when there is none.
    public var path: CGPath? { state.path.isEmpty ? nil : CGPath(state.path.applying(toUser)) }
    public var currentPointOfPath: CGPoint { state.path.currentPoint.map { CGPoint(toUser.apply(to: $0)) } ?? .zero }
    public var boundingBoxOfPath: CGRect { path?.boundingBoxOfPath ?? .null }
    /// The clip's bounds in user space (the infinite rect in a layer's context, whose clip
    /// is the renderer's).
    public var boundingBoxOfClipPath: CGRect {
        state.clip.isInfinite ? .infinite : state.clip.applying(CGAffineTransform(toUser))
    }

    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard let path else { return false }
        switch mode {
        case .stroke: return strokedPath(path).contains(point)
        case .eoFill, .eoFillStroke: return path.contains(point, using: .evenOdd)
        default: return path.contains(point)
        }
    }

    /// The current path becomes the outline of its stroke in the line style set.
    public func replacePathWithStrokedPath() {
        guard let path else { return }
        beginPath()
        addPath(strokedPath(path))
    }

    private func strokedPath(_ path: CGPath) -> CGPath {
        path.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit)
    }
}
