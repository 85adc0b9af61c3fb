@_spi(LoaderAnim) import LAUIKit

/// Immediate-mode drawing: `renderer` draws into a GraphicsContext the size of the view,
/// again at each update (inside a TimelineView, at each of its dates).
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque = false
    public var rendersAsynchronously = false

    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.canvas(CanvasDrawing(renderer: renderer, environment: context.environment)))]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        isOpaque = opaque
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// What a canvas node draws: a layer whose draw(in:) runs the renderer.
struct CanvasDrawing {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    @MainActor
    func makeRecord(kind: String) -> LayerTree.Record {
        let record = LayerTree.Record(layer: CanvasLayer(), kind: kind)
        return record
    }

    @MainActor
    func update(_ record: LayerTree.Record) {
        guard let layer = record.layer as? CanvasLayer else { return }
        layer.drawing = self
        layer.setNeedsDisplay()
    }
}

final class CanvasLayer: CALayer {
    var drawing: CanvasDrawing?
    override func draw(in ctx: CGContext) {
        guard let drawing else { return }
        var context = GraphicsContext(cgContext: ctx, environment: drawing.environment)
        drawing.renderer(&context, bounds.size)
    }
}

/// A drawing destination with its own transform, opacity and blend mode: a copy changed
/// does not change the original (each draw applies the copy's state around itself).
public struct GraphicsContext {
    let cgContext: CGContext
    let environment: EnvironmentValues
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    private var clips: [(Path, FillStyle, CGAffineTransform)] = []

    init(cgContext: CGContext, environment: EnvironmentValues) {
        self.cgContext = cgContext
        self.environment = environment
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path, style, transform))
    }
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A color, gradient or style to fill or stroke with.
    public struct Shading {
        let paint: (EnvironmentValues) -> Paint
        let gradient: (Gradient, kind: GradientKind)?
        enum GradientKind {
            case linear(CGPoint, CGPoint)
            case radial(CGPoint, CGFloat, CGFloat)
            case conic(CGPoint, Angle)
        }
        public static func color(_ color: Color) -> Shading { Shading(paint: { _ in .color(color.cgColor) }, gradient: nil) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(paint: { Paint.resolve(style, in: $0) }, gradient: nil) }
        public static var foreground: Shading { .style(ForegroundStyle()) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(paint: { _ in .color(nil) }, gradient: (gradient, .linear(startPoint, endPoint)))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(paint: { _ in .color(nil) }, gradient: (gradient, .radial(center, startRadius, endRadius)))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(paint: { _ in .color(nil) }, gradient: (gradient, .conic(center, angle)))
        }
    }
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1), mirror = GradientOptions(rawValue: 2), linearColor = GradientOptions(rawValue: 4)
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw(path, shading) { cg in
            cg.fillPath(using: style.isEOFilled ? .evenOdd : .winding)
        } clipping: { cg in cg.clip(using: style.isEOFilled ? .evenOdd : .winding) }
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        draw(path, shading) { cg in
            cg.setLineWidth(style.lineWidth)
            cg.setLineCap(style.lineCap)
            cg.setLineJoin(style.lineJoin)
            cg.setMiterLimit(style.miterLimit)
            if !style.dash.isEmpty { cg.setLineDash(phase: style.dashPhase, lengths: style.dash) }
            cg.strokePath()
        } clipping: { cg in
            cg.setLineWidth(style.lineWidth)
            cg.replacePathWithStrokedPath()
            cg.clip()
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text at a point, placed by its anchor (centered unless told otherwise).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text, in: Self.rect(of: text.measure(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)),
                                 at: point, anchor: anchor))
    }

    /// A box of `size` whose `anchor` is at `point`.
    private static func rect(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        withState { cg in
            UIGraphicsPushContext(cg)
            (text.drawing.string as NSString).draw(in: rect, withAttributes: [.font: text.drawing.font, .foregroundColor: text.drawing.color])
            UIGraphicsPopContext()
        }
    }
    public func resolve(_ text: Text) -> ResolvedText {
        MainActor.assumeIsolated {
            let graph = ViewGraph { _ in [] }
            let context = ResolveContext(graph: graph, path: "t", environment: environment, transaction: Transaction())
            guard let node = text.resolve(in: context).first, case .text(let drawing) = node.kind else {
                return ResolvedText(drawing: TextDrawing(string: "", font: .systemFont(ofSize: 17), color: .black, alignment: .leading, lineLimit: nil))
            }
            return ResolvedText(drawing: drawing)
        }
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let cgImage = image.uiImage?.cgImage else { return }
        withState { cg in
            // The context's y runs down; an image's rows are drawn top first.
            cg.translateBy(x: rect.minX, y: rect.maxY)
            cg.scaleBy(x: 1, y: -1)
            cg.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        }
    }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: Self.rect(of: image.uiImage?.size ?? .zero, at: point, anchor: anchor))
    }

    /// A layer of its own: what `content` draws is composited as one (here: drawn with this
    /// context's state, then its own).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    /// Core Graphics drawing in this context's state.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try withState(content)
    }

    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        MirrorDiagnostics.warnNotDrawn("GraphicsContext.addFilter")
    }
    public struct Filter {
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
    }
    public struct FilterOptions: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue } }
    public struct BlurOptions: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue } }
    public struct ShadowOptions: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue } }

    /// Text resolved in the context's environment.
    public struct ResolvedText {
        let drawing: TextDrawing
        public func measure(in size: CGSize) -> CGSize {
            (drawing.string as NSString).boundingRect(with: size, options: [.usesLineFragmentOrigin],
                                                      attributes: [.font: drawing.font], context: nil).size
        }
    }

    // MARK: Drawing with this context's state

    private func withState(_ body: (CGContext) throws -> Void) rethrows {
        let cg = cgContext
        cg.saveGState()
        defer { cg.restoreGState() }
        for (path, style, transform) in clips {
            cg.saveGState()
            cg.concatenate(transform)
            cg.addPath(path.cgPath)
            cg.restoreGState()
            cg.clip(using: style.isEOFilled ? .evenOdd : .winding)
        }
        cg.concatenate(transform)
        cg.setAlpha(CGFloat(opacity))
        if let mode = blendMode.cgBlendMode { cg.setBlendMode(mode) }
        try body(cg)
    }

    private func draw(_ path: Path, _ shading: Shading, paint: (CGContext) -> Void, clipping: (CGContext) -> Void) {
        withState { cg in
            cg.addPath(path.cgPath)
            guard let (gradient, kind) = shading.gradient else {
                guard case .color(let color?) = shading.paint(environment) else { return }
                cg.setFillColor(color)
                cg.setStrokeColor(color)
                paint(cg)
                return
            }
            clipping(cg)
            guard let cgGradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: gradient.cgColors as CFArray,
                                              locations: gradient.locations) else { return }
            switch kind {
            case .linear(let start, let end):
                cg.drawLinearGradient(cgGradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            case .radial(let center, let r0, let r1):
                cg.drawRadialGradient(cgGradient, startCenter: center, startRadius: r0, endCenter: center, endRadius: r1,
                                      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            case .conic(let center, _):
                MirrorDiagnostics.warnNotDrawn("GraphicsContext conic gradient (drawn radial)")
                cg.drawRadialGradient(cgGradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 1000, options: [])
            }
        }
    }
}

extension BlendMode {
    var cgBlendMode: CGBlendMode? {
        switch self {
        case .normal: nil
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .plusLighter: .plusLighter
        case .difference: .difference
        case .destinationOut: .destinationOut
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        default: nil
        }
    }
}

/// Redraws its content at each date of a schedule, on the scene clock.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
    public var body: Never { primitiveBody }

    func resolve(in context: ResolveContext) -> [Node] {
        let now = Date()
        let date = schedule.entries(from: now, mode: .normal).first { _ in true } ?? now
        if !context.graph.isMeasuring, schedule.isLive { context.graph.wantsFrames = true }
        return context.resolve(content(Context(date: min(date, now), cadence: .live)), component: "tl")
    }
}

/// What a TimelineView's content is given: the date of the entry shown.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public func invalidateTimelineContent() {}
}

/// When a TimelineView redraws: its entries are dates, the latest not after now shown.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
    /// Whether the view is looked at every display frame for a new entry: always, but for a
    /// paused animation schedule.
    var isLive: Bool { (self as? AnimationTimelineSchedule)?.paused != true }
}

public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// Every display frame (`minimumInterval` apart at least).
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        guard let interval = minimumInterval, interval > 0 else { return [startDate] }
        // The latest multiple of the interval since the scene began.
        let t = startDate.timeIntervalSinceReferenceDate
        return [Date(timeIntervalSinceReferenceDate: (t / interval).rounded(.down) * interval)]
    }
}

/// Every `interval` from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: Double
    public init(from startDate: Date, by interval: Double) {
        start = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        guard interval > 0, startDate > start else { return [start] }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return [start.addingTimeInterval(steps * interval)]
    }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let t = startDate.timeIntervalSinceReferenceDate
        return [Date(timeIntervalSinceReferenceDate: (t / 60).rounded(.down) * 60)]
    }
}

public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        [dates.filter { $0 <= startDate }.max() ?? startDate]
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
