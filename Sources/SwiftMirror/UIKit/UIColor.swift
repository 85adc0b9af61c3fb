@_exported import LAQuartzCore
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Animation

/// UIColor: an sRGB color, the named ones with UIKit's values (light appearance), taken
/// from the same table a Lua scene's color names use.
open class UIColor: Equatable, Hashable, CustomStringConvertible, _EngineColorConvertible, @unchecked Sendable {
    @_spi(LoaderAnim) public let engineColor: Color

    /// UIKit's name for a named color (UIColor.red is "red"), which a scene's parameters
    /// show as a Lua scene's do.
    @_spi(LoaderAnim) public private(set) var colorName: String?

    @_spi(LoaderAnim) public init(engineColor: Color) { self.engineColor = engineColor }

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
    /// A pattern image is not drawn; the color is clear.
    public convenience init(named name: String) { self.init(engineColor: Color.named[name.lowercased()] ?? .clear) }

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
    /// Light appearance: white backgrounds, black labels.
    open class var systemBackground: UIColor { white }
    open class var label: UIColor { black }
}

/// `@NSManaged var trackTintColor: UIColor` in a layer subclass: a color the engine
/// interpolates, as CGColor is.
extension UIColor: _LoaderanimAnimatableValue {
    public static var managedKind: AnimationValue.Kind { .color }
    public var managedValue: AnimationValue { .color(engineColor) }
    public static func fromManaged(_ value: AnimationValue) -> Self { UIColor(engineColor: value.color ?? .clear) as! Self }
}
