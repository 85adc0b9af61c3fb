@_spi(LoaderAnim) import LAUIKit

/// Colors at locations from 0 to 1.
public struct Gradient: Hashable, Sendable, ShapeStyle, PaintResolvable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
    /// A gradient used as a style runs top to bottom.
    func paint(in environment: EnvironmentValues) -> Paint { LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: environment) }

    var cgColors: [CGColor] { stops.map { $0.color.cgColor ?? CGColor(gray: 0, alpha: 0) } }
    var locations: [CGFloat] { stops.map(\.location) }
}

public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintResolvable {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    func paint(in environment: EnvironmentValues) -> Paint { gradient.paint(in: environment) }
}

public struct LinearGradient: ShapeStyle, PaintResolvable, View, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    func paint(in environment: EnvironmentValues) -> Paint {
        .gradient(type: "axial", colors: gradient.cgColors, locations: gradient.locations, start: startPoint, end: endPoint, radius: nil)
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { Rectangle().fill(self).resolve(in: context) }
}

public struct RadialGradient: ShapeStyle, PaintResolvable, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func paint(in environment: EnvironmentValues) -> Paint {
        .gradient(type: "radial", colors: gradient.cgColors, locations: gradient.locations, start: center, end: center,
                  radius: (startRadius, endRadius))
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { Rectangle().fill(self).resolve(in: context) }
}

/// A conic gradient: from `startAngle` clockwise (0 at 3 o'clock) to `endAngle`; past it,
/// the last color.
public struct AngularGradient: ShapeStyle, PaintResolvable, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean a full turn, as SwiftUI's.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    func paint(in environment: EnvironmentValues) -> Paint {
        let sweep = CGFloat((endAngle - startAngle).degrees / 360)
        let end = UnitPoint(x: center.x + cos(CGFloat(startAngle.radians)), y: center.y + sin(CGFloat(startAngle.radians)))
        return .gradient(type: "conic", colors: gradient.cgColors, locations: gradient.locations.map { $0 * sweep },
                         start: center, end: end, radius: nil)
    }
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] { Rectangle().fill(self).resolve(in: context) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
