@_spi(LoaderAnim) import LAUIKit

/// A color, as iOS draws it in the light appearance: the named ones are UIKit's system
/// colors (Color.red is UIColor.systemRed, (255, 59, 48)).
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, PaintResolvable {
    let red: Double, green: Double, blue: Double, alpha: Double
    /// Color.accentColor: the environment's tint when drawn (blue unless `tint`/`accentColor`).
    var isAccent = false

    init(rgba red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(rgba: red, green, blue, opacity)
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(rgba: white, white, white, opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let ui = UIColor(hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness), alpha: CGFloat(opacity))
        self.init(ui)
    }
    public init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(rgba: Double(r), Double(g), Double(b), Double(a))
    }
    /// iOS 15's spelling; disfavored so that `colors.map(Color.init)` means init(_:).
    @_disfavoredOverload
    public init(uiColor: UIColor) { self.init(uiColor) }
    public init(cgColor: CGColor) { self.init(UIColor(cgColor: cgColor)) }
    /// A color of the app's asset catalog: there is none beside a scene, so clear (warned).
    public init(_ name: String, bundle: Bundle? = nil) {
        MirrorDiagnostics.warnNotDrawn("Color(\"\(name)\") (an asset catalog color)")
        self.init(rgba: 0, 0, 0, 0)
    }

    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy = Color(rgba: red, green, blue, alpha * opacity)
        copy.isAccent = isAccent
        return copy
    }
    public var cgColor: CGColor? { CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }
    public var description: String { "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(alpha))" }
    func paint(in environment: EnvironmentValues) -> Paint {
        guard isAccent, let tint = environment.tint else { return .color(cgColor) }
        return .color(tint.opacity(alpha).cgColor)
    }

    public static let red = Color(UIColor.systemRed)
    public static let orange = Color(UIColor.systemOrange)
    public static let yellow = Color(UIColor.systemYellow)
    public static let green = Color(UIColor.systemGreen)
    public static let mint = Color(UIColor.systemMint)
    public static let teal = Color(UIColor.systemTeal)
    public static let cyan = Color(UIColor.systemCyan)
    public static let blue = Color(UIColor.systemBlue)
    public static let indigo = Color(UIColor.systemIndigo)
    public static let purple = Color(UIColor.systemPurple)
    public static let pink = Color(UIColor.systemPink)
    public static let brown = Color(UIColor.systemBrown)
    public static let gray = Color(UIColor.systemGray)
    public static let black = Color(rgba: 0, 0, 0, 1)
    public static let white = Color(rgba: 1, 1, 1, 1)
    public static let clear = Color(rgba: 0, 0, 0, 0)
    /// The label colors: black, and iOS's secondary label (60, 60, 67) at 0.6.
    public static let primary = Color(UIColor.label)
    public static let secondary = Color(UIColor.secondaryLabel)
    public static let accentColor: Color = {
        var color = Color.blue
        color.isAccent = true
        return color
    }()

    /// iOS 16's gradient of a color: the color lighter at the top, as a linear gradient.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self.lighter, self])) }
    var lighter: Color { Color(rgba: red + (1 - red) * 0.2, green + (1 - green) * 0.2, blue + (1 - blue) * 0.2, alpha) }
}

extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody }
    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.shape(ShapeDrawing(shape: Rectangle(), paint: paint(in: context.environment), fill: FillStyle(), stroke: nil)))]
    }
}

extension UIColor {
    public convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}
