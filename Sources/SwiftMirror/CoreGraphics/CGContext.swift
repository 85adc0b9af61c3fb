import Animation
import Geometry
import Layers

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// CGBlendMode: every mode but `.plusDarker` is drawn (docs/core-animation.md#blend-modes);
/// that one stops the scene with an error that says why.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// CGContext as a layer's draw(in:) or a view's draw(_:) gets it, or as an image context
/// makes it (UIGraphicsBeginImageContextWithOptions, UIGraphicsImageRenderer): every call
/// is recorded as the engine's Drawing (the same commands a Lua scene's `draw` records), in
/// the layer's bounds space or the image's, y down, and painted by the renderer at the
/// render's scale.
open class CGContext {
    @_spi(LoaderAnim) public private(set) var drawing = Drawing()
    private var cost = DrawingCost()
    /// An image context's size in points and scale; nil for a layer's context.
    @_spi(LoaderAnim) public let imageSize: CGSize?
    @_spi(LoaderAnim) public let imageScale: CGFloat
    /// A bitmap context's format and memory (CGContext(data:...)); nil for the others.
    let bitmap: BitmapStore?
    /// What the queries read (ctm, the current path, the clip's bounds), kept beside the
    /// recording, and the states saveGState pushed.
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// Whether anything was painted: a bitmap context's memory does not show it.
    var hasPainted = false

    @_spi(LoaderAnim) public init() {
        imageSize = nil
        imageScale = 1
        bitmap = nil
        state = GraphicsState(base: .identity, clip: .infinite)
    }

    /// An image context: a size already checked (`DrawnImage.check`), a scale (0: the screen's).
    @_spi(LoaderAnim) public init(imageSize: CGSize, scale: CGFloat) {
        self.imageSize = imageSize
        imageScale = scale
        bitmap = nil
        let s = scale == 0 ? 1 : scale
        // UIKit's flip at the image's scale, as iOS reports it.
        state = GraphicsState(base: CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: imageSize.height * s),
                              clip: CGRect(x: 0, y: 0, width: imageSize.width * s, height: imageSize.height * s))
    }

    /// A bitmap context: y up, one point a pixel. The recording is y down, so it starts with
    /// the flip (not part of the ctm the context reports).
    init(bitmap: BitmapStore) {
        let size = CGSize(width: bitmap.layout.width, height: bitmap.layout.height)
        imageSize = size
        imageScale = 1
        self.bitmap = bitmap
        state = GraphicsState(base: .identity, clip: CGRect(origin: .zero, size: size))
        drawing.commands.append(.concatenate(Geometry.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(size.height))))
    }

    func record(_ command: Drawing.Command) {
        guard cost.add(command) else { MirrorDiagnostics.fail("CGContext: " + DrawingCost.refusal) }
        track(command)
        drawing.commands.append(command)
    }

    /// CGBitmapContextCreateImage: what an image or bitmap context drew so far, as an
    /// image; nil for a layer's context, which is not a bitmap context on iOS either.
    public func makeImage() -> CGImage? {
        if let bitmap { return bitmap.image(drawing, painted: hasPainted) }
        guard let imageSize else { return nil }
        return CGImage(drawn: DrawnImage(size: imageSize.size, drawing: drawing), scale: imageScale == 0 ? 1 : imageScale)
    }

    /// CGContextDrawImage: Core Graphics puts the image's top row at the rect's maxY, so
    /// in UIKit's flipped contexts (draw(_:), image contexts) it comes out upside down, as
    /// on iOS; UIImage.draw(in:) draws it upright. `byTiling` repeats the image at the
    /// rect's size over the clip's bounds (CGContextDrawTiledImage).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard byTiling, rect.width > 0, rect.height > 0 else { return drawOnce(image, in: rect) }
        let area = boundingBoxOfClipPath
        guard !area.isInfinite, !area.isNull else { return drawOnce(image, in: rect) }
        let columns = ((area.minX - rect.minX) / rect.width).rounded(.down)...((area.maxX - rect.minX) / rect.width).rounded(.up)
        let rows = ((area.minY - rect.minY) / rect.height).rounded(.down)...((area.maxY - rect.minY) / rect.height).rounded(.up)
        guard (columns.upperBound - columns.lowerBound + 1) * (rows.upperBound - rows.lowerBound + 1) <= 10_000 else {
            MirrorDiagnostics.fail("CGContext.draw(_:in:byTiling:): over 10,000 tiles of \(rect.width) x \(rect.height)")
        }
        for row in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
            for column in stride(from: columns.lowerBound, through: columns.upperBound, by: 1) {
                drawOnce(image, in: rect.offsetBy(dx: column * rect.width, dy: row * rect.height))
            }
        }
    }

    private func drawOnce(_ image: CGImage, in rect: CGRect) {
        saveGState()
        flip(rect)
        record(.drawImage(image.image, in: rect.rect))
        restoreGState()
    }

    /// CGContextClipToMask: what is painted next shows through the image's alpha, placed
    /// as draw(_:in:) places it (upside down in a flipped context, as on iOS), until the
    /// restoreGState that pops it. An image with alpha masks by its alpha.
    public func clip(to rect: CGRect, mask: CGImage) {
        flip(rect)
        record(.clipToMask(mask.image, in: rect.rect))
        flip(rect)
    }

    /// The image upright in `rect` (UIImage.draw(in:)).
    @_spi(LoaderAnim) public func drawUpright(_ image: CGImage, in rect: CGRect) {
        record(.drawImage(image.image, in: rect.rect))
    }

    /// One line of text, its top at `point`, in `color` (NSString.draw(at:withAttributes:)).
    @_spi(LoaderAnim) public func drawText(_ text: String, at point: CGPoint, font: TextFont, size: CGFloat, color: CGColor) {
        saveGState()
        setFillColor(color)
        record(.text(text, point: point.point, font: font, size: Double(size), alignment: "left"))
        restoreGState()
    }

    /// Turns `rect` upside down in place (its own inverse).
    private func flip(_ rect: CGRect) {
        record(.concatenate(Geometry.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(rect.minY + rect.maxY))))
    }

    public func saveGState() { record(.saveGState) }
    public func restoreGState() { record(.restoreGState) }

    public func translateBy(x: CGFloat, y: CGFloat) { record(.concatenate(Geometry.AffineTransform(translationX: Double(x), y: Double(y)))) }
    public func scaleBy(x: CGFloat, y: CGFloat) { record(.concatenate(Geometry.AffineTransform(scaleX: Double(x), y: Double(y)))) }
    public func rotate(by angle: CGFloat) { record(.concatenate(Geometry.AffineTransform(rotationAngle: Double(angle)))) }
    public func concatenate(_ transform: CGAffineTransform) { record(.concatenate(transform.affine)) }

    public func setFillColor(_ color: CGColor) { record(.setFillColor(color.color)) }
    public func setStrokeColor(_ color: CGColor) { record(.setStrokeColor(color.color)) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setLineWidth(_ width: CGFloat) { record(.setLineWidth(Double(width))) }
    public func setMiterLimit(_ limit: CGFloat) { record(.setMiterLimit(Double(limit))) }
    public func setLineCap(_ cap: CGLineCap) { record(.setLineCap(["butt", "round", "square"][Int(cap.rawValue)])) }
    public func setLineJoin(_ join: CGLineJoin) { record(.setLineJoin(["miter", "round", "bevel"][Int(join.rawValue)])) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        record(.setLineDash(phase: Double(phase), lengths: lengths.map(Double.init)))
    }
    public func setAlpha(_ alpha: CGFloat) { record(.setAlpha(Double(alpha))) }
    /// A bitmap context's y goes up, so its shadows' offsets do (the recording's go down).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let offset = bitmap == nil ? offset : CGSize(width: offset.width, height: -offset.height)
        record(.setShadow(offset: offset.size, blur: Double(blur), color: color?.color ?? Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)))
    }
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: nil) }
    public func setBlendMode(_ mode: CGBlendMode) {
        // The cases have the engine's names, so the case's name is the mode.
        guard let engine = Drawing.BlendMode(rawValue: "\(mode)") else { preconditionFailure("CGBlendMode.\(mode)") }
        if let refusal = engine.refusal { MirrorDiagnostics.fail("CGContext.setBlendMode(.\(mode)): \(refusal)") }
        record(.setBlendMode(engine))
    }
    /// Antialiasing and interpolation are always on, as on iOS by default.
    public func setShouldAntialias(_ value: Bool) {}
    public func setAllowsAntialiasing(_ value: Bool) {}

    public func beginPath() { record(.beginPath) }
    public func move(to point: CGPoint) { record(.move(point.point)) }
    public func addLine(to point: CGPoint) { record(.addLine(point.point)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        record(.addCurve(control1: control1.point, control2: control2.point, end: end.point))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { record(.addQuadCurve(control: control.point, end: end.point)) }
    /// `clockwise` in Core Graphics' sense (see Drawing.Command.addArc).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        record(.addArc(center: center.point, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                       clockwise: clockwise))
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        record(.addArcTo(tangent1End: tangent1End.point, tangent2End: tangent2End.point, radius: Double(radius)))
    }
    public func addRect(_ rect: CGRect) { record(.addPath(Path(rect: rect.rect))) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { record(.addPath(Path(ovalIn: rect.rect))) }
    public func addPath(_ path: CGPath) { record(.addPath(path.path)) }
    public func closePath() { record(.closePath) }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    public func fillPath(using rule: CGPathFillRule = .winding) { record(.fillPath(evenOdd: rule == .evenOdd)) }
    public func strokePath() { record(.strokePath) }
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke: record(.fillStrokePath(evenOdd: false))
        case .eoFillStroke: record(.fillStrokePath(evenOdd: true))
        }
    }
    public func clip(using rule: CGPathFillRule = .winding) { record(.clip(evenOdd: rule == .evenOdd)) }
    public func clip(to rect: CGRect) {
        record(.beginPath)
        addRect(rect)
        record(.clip(evenOdd: false))
    }
    public func fill(_ rect: CGRect) { record(.fillShape(Path(rect: rect.rect))) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) { record(.fillShape(Path(ovalIn: rect.rect))) }
    public func stroke(_ rect: CGRect) { record(.strokeShape(Path(rect: rect.rect))) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    public func strokeEllipse(in rect: CGRect) { record(.strokeShape(Path(ovalIn: rect.rect))) }
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = Path()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[pair].point)
            path.addLine(to: points[pair + 1].point)
        }
        record(.strokeShape(path))
    }
    public func clear(_ rect: CGRect) { record(.clear(rect.rect)) }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(Drawing.Gradient(colors: gradient.colors, locations: gradient.locations), start: start.point,
                               end: end.point, extends: !options.isEmpty))
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(Drawing.Gradient(colors: gradient.colors, locations: gradient.locations),
                               startCenter: startCenter.point, startRadius: Double(startRadius), endCenter: endCenter.point,
                               endRadius: Double(endRadius), extends: !options.isEmpty))
    }

    // MARK: Inert
    public var interpolationQuality: CGInterpolationQuality = .default
    public var textMatrix: CGAffineTransform = .identity
    public var textPosition: CGPoint = .zero
}
