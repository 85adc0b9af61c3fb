@_spi(LoaderAnim) import LAUIKit

/// A color or pattern to fill or stroke with.
public protocol ShapeStyle {}

/// A style this module knows how to draw: resolved against the environment.
protocol PaintResolvable {
    func paint(in environment: EnvironmentValues) -> Paint
}

/// A resolved style: a color, or a gradient in the node's unit square.
enum Paint {
    case color(CGColor?)
    case gradient(type: String, colors: [CGColor], locations: [CGFloat], start: UnitPoint, end: UnitPoint,
                  radius: (start: CGFloat, end: CGFloat)?)

    static func resolve(_ style: Any, in environment: EnvironmentValues) -> Paint {
        if let style = style as? PaintResolvable { return style.paint(in: environment) }
        MirrorDiagnostics.warnNotDrawn("ShapeStyle \(type(of: style))")
        return .color(nil)
    }

    var isColor: Bool { if case .color = self { true } else { false } }
    var gradientType: String { if case .gradient(let type, _, _, _, _, _) = self { type } else { "" } }

    /// A gradient layer's attributes. A radial gradient's circle is an ellipse of the
    /// node's unit square; its start radius moves the stops outward.
    /// `outset`: the layer reaches that far past the node on each side (a stroke's gradient),
    /// so the node's unit points are mapped into the larger square.
    func gradientAttributes(size: CGSize, outset: CGFloat = 0) -> [(String, LayerValue)] {
        guard case .gradient(let type, let colors, var locations, var start, var end, let radius) = self else { return [] }
        if let radius {
            let outer = max(radius.end, 1e-6)
            locations = locations.map { (radius.start + $0 * (radius.end - radius.start)) / outer }
            end = UnitPoint(x: start.x + outer / max(size.width, 1e-6), y: start.y + outer / max(size.height, 1e-6))
        }
        if outset > 0 {
            let width = max(size.width + 2 * outset, 1e-6), height = max(size.height + 2 * outset, 1e-6)
            let map = { (p: UnitPoint) in UnitPoint(x: (p.x * size.width + outset) / width, y: (p.y * size.height + outset) / height) }
            (start, end) = (map(start), map(end))
        }
        return [("type", .string(type)), ("colors", .colors(colors)), ("locations", .numbers(locations)),
                ("startPoint", .point(CGPoint(x: start.x, y: start.y))), ("endPoint", .point(CGPoint(x: end.x, y: end.y)))]
    }
}

/// The foreground style of the environment (`foregroundColor`, `foregroundStyle`), else
/// `.primary`.
public struct ForegroundStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint {
        if let style = environment.foregroundStyle { return style.paint(in: environment) }
        return Color.primary.paint(in: environment)
    }
}

/// `.primary`, `.secondary` …: the foreground style at a lower opacity, as iOS's label colors.
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    func paint(in environment: EnvironmentValues) -> Paint {
        let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.12]
        return Color.primary.opacity(opacities[min(level, 4)]).paint(in: environment)
    }
}

/// The tint (accent) color: blue unless `tint(_:)` or `accentColor(_:)` says otherwise.
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint { (environment.tint ?? .blue).paint(in: environment) }
}

/// A blur material: drawn as its tint, white at the material's opacity (warned).
public struct Material: ShapeStyle, PaintResolvable {
    let opacity: Double
    public static let ultraThinMaterial = Material(opacity: 0.3)
    public static let thinMaterial = Material(opacity: 0.5)
    public static let regularMaterial = Material(opacity: 0.7)
    public static let thickMaterial = Material(opacity: 0.85)
    public static let ultraThickMaterial = Material(opacity: 0.95)
    public static let bar = Material(opacity: 0.8)
    func paint(in environment: EnvironmentValues) -> Paint {
        MirrorDiagnostics.warnNotDrawn("Material (its blur; drawn as its tint)")
        return Color.white.opacity(opacity).paint(in: environment)
    }
}

/// Any style, its type erased.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable {
    let base: Any
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func paint(in environment: EnvironmentValues) -> Paint { Paint.resolve(base, in: environment) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
}
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

extension ShapeStyle {
    /// This style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityStyle(base: self, opacity: opacity) }
}

struct OpacityStyle: ShapeStyle, PaintResolvable {
    let base: Any
    let opacity: Double
    func paint(in environment: EnvironmentValues) -> Paint {
        switch Paint.resolve(base, in: environment) {
        case .color(let color): .color(color.map { $0.copy(alpha: $0.alpha * CGFloat(opacity)) ?? $0 })
        case .gradient(let type, let colors, let locations, let start, let end, let radius):
            .gradient(type: type, colors: colors.map { $0.copy(alpha: $0.alpha * CGFloat(opacity)) ?? $0 }, locations: locations,
                      start: start, end: end, radius: radius)
        }
    }
}
