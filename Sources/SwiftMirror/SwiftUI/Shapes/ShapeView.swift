@_spi(LoaderAnim) import LAUIKit

/// A shape filled or stroked with a style: a shape layer, or for a gradient, a gradient
/// layer masked by the shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    var strokeStyle: StrokeStyle?

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    init(shape: Content, style: Style, strokeStyle: StrokeStyle) {
        self.init(shape: shape, style: style)
        self.strokeStyle = strokeStyle
    }
    public var body: Never { primitiveBody }

    func resolve(in context: ResolveContext) -> [Node] {
        let paint = Paint.resolve(style, in: context.environment)
        // A custom shape's animatable data moves frame by frame, as SwiftUI's (its path is
        // asked again with each value).
        let key = context.path + "~shape"
        context.graph.visit(key)
        let shape = context.graph.interpolate(self.shape, at: key, context: context)
        return [context.node(.shape(ShapeDrawing(shape: shape, paint: paint, fill: fillStyle, stroke: strokeStyle)))]
    }
}

/// What a shape node draws.
struct ShapeDrawing {
    let outline: (CGRect) -> Path
    let paint: Paint
    let fill: FillStyle
    let stroke: StrokeStyle?
    /// A stroked trim draws as strokeStart/strokeEnd of the whole outline.
    let trim: (from: CGFloat, to: CGFloat)?

    init<S: Shape>(shape: S, paint: Paint, fill: FillStyle, stroke: StrokeStyle?) {
        // A filled stroke (`stroke(style:).fill(...)`) is that stroke drawn with the fill's paint.
        if stroke == nil, let stroked = shape as? any StrokedShapeProtocol {
            self = stroked.drawing(paint: paint)
            return
        }
        if stroke != nil, let trimmed = shape as? any TrimmedShapeProtocol {
            outline = trimmed.untrimmedPath(in:)
            trim = trimmed.fractions
        } else {
            outline = shape.path(in:)
            trim = nil
        }
        self.paint = paint
        self.fill = fill
        self.stroke = stroke
    }

    var layerKind: String { paint.isColor ? "shape" : "shape " + paint.gradientType }

    @MainActor
    func makeRecord(kind: String) -> LayerTree.Record {
        if paint.isColor { return LayerTree.Record(layer: CAShapeLayer(), kind: kind) }
        let record = LayerTree.Record(layer: CAGradientLayer(), kind: kind)
        let mask = CAShapeLayer()
        record.content = LayerTree.Record(layer: mask, kind: "mask")
        record.layer.mask = mask
        return record
    }

    /// The shape layer's attributes: its outline in the node's bounds, and its paint.
    func outlineAttributes(size: CGSize, color: CGColor?) -> [(String, LayerValue)] {
        let path = outline(CGRect(origin: .zero, size: size)).cgPath
        var values: [(String, LayerValue)] = [("path", .path(path))]
        if let stroke {
            values += [("fillColor", .color(nil)), ("strokeColor", .color(color)), ("lineWidth", .number(stroke.lineWidth)),
                       ("lineCap", .string(stroke.lineCap.layerName)), ("lineJoin", .string(stroke.lineJoin.layerName)),
                       ("miterLimit", .number(stroke.miterLimit)), ("lineDashPattern", .numbers(stroke.dash)),
                       ("lineDashPhase", .number(stroke.dashPhase)),
                       ("strokeStart", .number(trim?.from ?? 0)), ("strokeEnd", .number(trim?.to ?? 1))]
        } else {
            values += [("fillColor", .color(color)), ("strokeColor", .color(nil)), ("fillRule", .string(fill.isEOFilled ? "evenOdd" : "nonZero"))]
        }
        return values
    }

    @MainActor
    /// `outset`: how far the layer's bounds reach past the node (Node.boundsOutset).
    func apply(_ record: LayerTree.Record, size: CGSize, outset: CGFloat, animation: Animation?, tree: LayerTree) {
        if case .color(let color) = paint {
            for (key, value) in outlineAttributes(size: size, color: color) { tree.set(record, key, value, animation) }
            return
        }
        for (key, value) in paint.gradientAttributes(size: size, outset: outset) { tree.set(record, key, value, animation) }
        guard let mask = record.content as? LayerTree.Record else { return }
        tree.set(mask, "bounds", .rect(CGRect(origin: .zero, size: size)), animation)
        tree.set(mask, "position", .point(CGPoint(x: size.width / 2, y: size.height / 2)), animation)
        for (key, value) in outlineAttributes(size: size, color: CGColor(gray: 0, alpha: 1)) { tree.set(mask, key, value, animation) }
    }
}

/// A stroked shape, whatever shape it strokes.
protocol StrokedShapeProtocol {
    func drawing(paint: Paint) -> ShapeDrawing
}

extension StrokedShape: StrokedShapeProtocol {
    func drawing(paint: Paint) -> ShapeDrawing { ShapeDrawing(shape: shape, paint: paint, fill: FillStyle(), stroke: style) }
}

/// A trimmed shape, whatever shape it trims.
protocol TrimmedShapeProtocol {
    func untrimmedPath(in rect: CGRect) -> Path
    var fractions: (from: CGFloat, to: CGFloat) { get }
}

extension _TrimmedShape: TrimmedShapeProtocol {
    func untrimmedPath(in rect: CGRect) -> Path { shape.path(in: rect) }
    var fractions: (from: CGFloat, to: CGFloat) { (min(max(startFraction, 0), 1), min(max(endFraction, 0), 1)) }
}

extension CGLineCap {
    var layerName: String {
        switch self {
        case .round: "round"
        case .square: "square"
        default: "butt"
        }
    }
}

extension CGLineJoin {
    var layerName: String {
        switch self {
        case .round: "round"
        case .bevel: "bevel"
        default: "miter"
        }
    }
}
