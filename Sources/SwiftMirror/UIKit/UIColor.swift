@_exported import LAQuartzCore
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Animation

/// UIColor: an sRGB color, the named ones with UIKit's values (light appearance), taken
/// from the same table a Lua scene's color names use.
open class UIColor: Equatable, Hashable, CustomStringConvertible, _EngineColorConvertible, _ExpressibleByColorLiteral, @unchecked Sendable {
    @_spi(LoaderAnim) public let engineColor: Color

    /// UIKit's name for a named color (UIColor.red is "red"), which a scene's parameters
    /// show as a Lua scene's do.
    @_spi(LoaderAnim) public private(set) var colorName: String?

    @_spi(LoaderAnim) public init(engineColor: Color) { self.engineColor = engineColor }

    /// `#colorLiteral(red:green:blue:alpha:)`, Xcode's color well (_ExpressibleByColorLiteral).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(engineColor: Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(engineColor: Color(white: Double(white), alpha: Double(alpha)))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(engineColor: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), alpha: Double(alpha)))
    }
    public convenience init(cgColor: CGColor) { self.init(engineColor: cgColor.color) }
    /// A color of the app's asset catalog: nil, as there is none beside a scene (iOS gives
    /// nil for a name its catalog lacks).
    public convenience init?(named name: String) { return nil }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }
    /// An asset catalog's generated color: there is no catalog, so clear (warned).
    public convenience init(resource: ColorResource) {
        MirrorDiagnostics.warnNotDrawn("UIColor.init(resource:)")
        self.init(engineColor: .clear)
    }
    /// The provider's color for the canvas's traits (light appearance), asked once.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(engineColor: dynamicProvider(UITraitCollection()).engineColor)
    }
    /// A pattern of the image is not drawn: the color is clear.
    public convenience init(patternImage image: UIImage) {
        MirrorDiagnostics.warnNotDrawn("UIColor.init(patternImage:)")
        self.init(engineColor: .clear)
    }
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
    open var ciColor: CIColor { CIColor(color: self) }
    /// Every color is already resolved (a dynamic one at init, in light appearance).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    public var cgColor: CGColor { CGColor(engineColor) }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var color = engineColor
        color.alpha = Double(alpha)
        return UIColor(engineColor: color)
    }

    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(engineColor.red)
        green?.pointee = CGFloat(engineColor.green)
        blue?.pointee = CGFloat(engineColor.blue)
        alpha?.pointee = CGFloat(engineColor.alpha)
        return true
    }

    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((engineColor.red + engineColor.green + engineColor.blue) / 3)
        alpha?.pointee = CGFloat(engineColor.alpha)
        return true
    }

    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (engineColor.red, engineColor.green, engineColor.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == r { h = (g - b) / delta } else if maximum == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum == 0 ? 0 : delta / maximum)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(engineColor.alpha)
        return true
    }

    /// The current context's fill color (inside draw(_:)), as UIKit's.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// The current context's stroke color (inside draw(_:)).
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Both.
    open func set() {
        setFill()
        setStroke()
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.engineColor == b.engineColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(engineColor) }
    open var description: String { "UIColor(\(engineColor.hexString))" }

    private static func named(_ name: String) -> UIColor {
        let color = UIColor(engineColor: Color.named[name.lowercased()]!)
        color.colorName = name
        return color
    }
    open class var black: UIColor { named("black") }
    open class var darkGray: UIColor { named("darkGray") }
    open class var lightGray: UIColor { named("lightGray") }
    open class var white: UIColor { named("white") }
    open class var gray: UIColor { named("gray") }
    open class var red: UIColor { named("red") }
    open class var green: UIColor { named("green") }
    open class var blue: UIColor { named("blue") }
    open class var cyan: UIColor { named("cyan") }
    open class var yellow: UIColor { named("yellow") }
    open class var magenta: UIColor { named("magenta") }
    open class var orange: UIColor { named("orange") }
    open class var purple: UIColor { named("purple") }
    open class var brown: UIColor { named("brown") }
    open class var clear: UIColor { named("clear") }
    open class var systemRed: UIColor { named("systemRed") }
    open class var systemGreen: UIColor { named("systemGreen") }
    open class var systemBlue: UIColor { named("systemBlue") }
    open class var systemOrange: UIColor { named("systemOrange") }
    open class var systemYellow: UIColor { named("systemYellow") }
    open class var systemPink: UIColor { named("systemPink") }
    open class var systemPurple: UIColor { named("systemPurple") }
    open class var systemTeal: UIColor { named("systemTeal") }
    open class var systemIndigo: UIColor { named("systemIndigo") }
    open class var systemGray: UIColor { named("systemGray") }
    open class var systemGray2: UIColor { named("systemGray2") }
    open class var systemGray3: UIColor { named("systemGray3") }
    open class var systemGray4: UIColor { named("systemGray4") }
    open class var systemGray5: UIColor { named("systemGray5") }
    open class var systemGray6: UIColor { named("systemGray6") }
    open class var systemMint: UIColor { named("systemMint") }
    open class var systemCyan: UIColor { named("systemCyan") }
    open class var systemBrown: UIColor { named("systemBrown") }
    /// Light appearance: white backgrounds, black labels.
    open class var systemBackground: UIColor { white }
    open class var label: UIColor { black }

    // The semantic colors in iOS 17's light appearance, as Apple's Human Interface
    // Guidelines (Color, "iOS, iPadOS system colors" and the UI element colors) give them
    // and UIKit resolves them: labels are #3C3C43 at 60/30/18 % (placeholder 30 %), fills
    // #787880 at 20/16 % and #767680 at 12 %, #747480 at 8 %, separators #3C3C43 at 29 %
    // (opaque #C6C6C8), grouped and secondary backgrounds #F2F2F7, links #007AFF.
    private static func rgb(_ hex: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
    open class var secondaryLabel: UIColor { rgb(0x3C3C43, 0.6) }
    open class var tertiaryLabel: UIColor { rgb(0x3C3C43, 0.3) }
    open class var quaternaryLabel: UIColor { rgb(0x3C3C43, 0.18) }
    open class var placeholderText: UIColor { rgb(0x3C3C43, 0.3) }
    open class var link: UIColor { rgb(0x007AFF) }
    open class var separator: UIColor { rgb(0x3C3C43, 0.29) }
    open class var opaqueSeparator: UIColor { rgb(0xC6C6C8) }
    open class var systemFill: UIColor { rgb(0x787880, 0.2) }
    open class var secondarySystemFill: UIColor { rgb(0x787880, 0.16) }
    open class var tertiarySystemFill: UIColor { rgb(0x767680, 0.12) }
    open class var quaternarySystemFill: UIColor { rgb(0x747480, 0.08) }
    open class var secondarySystemBackground: UIColor { rgb(0xF2F2F7) }
    open class var tertiarySystemBackground: UIColor { white }
    open class var systemGroupedBackground: UIColor { rgb(0xF2F2F7) }
    open class var secondarySystemGroupedBackground: UIColor { white }
    open class var tertiarySystemGroupedBackground: UIColor { rgb(0xF2F2F7) }
    /// The app's tint (iOS 15): the default, system blue.
    open class var tintColor: UIColor { systemBlue }
    /// Fixed, not adapting: white at 60 %, black.
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    open class var darkText: UIColor { black }
    /// Deprecated: the grouped table background since iOS 13.
    open class var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// Deprecated pattern colors (iOS 7 made them plain): clear here.
    open class var scrollViewTexturedBackground: UIColor { clear }
    open class var underPageBackground: UIColor { clear }
    open class var viewFlipsideBackground: UIColor { clear }

    // MARK: Inert
    open var accessibilityName: String { colorName ?? description }
}

/// `@NSManaged var trackTintColor: UIColor` in a layer subclass: a color the engine
/// interpolates, as CGColor is.
extension UIColor: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .color }
    public var managedValue: AnimationValue { .color(engineColor) }
    public static func fromManaged(_ value: AnimationValue) -> Self { UIColor(engineColor: value.color ?? .clear) as! Self }
}

/// `#colorLiteral` makes a UIColor, as in UIKit.
public typealias _ColorLiteralType = UIColor
