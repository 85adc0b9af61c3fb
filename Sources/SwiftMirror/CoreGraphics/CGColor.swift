import Animation

/// CGColor: an RGBA color in the device RGB (sRGB) space, as every color the engine
/// draws. A class, as Core Foundation's is, immutable.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    @_spi(LoaderAnim) public let color: Color

    @_spi(LoaderAnim) public init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), alpha: Double(alpha)))
    }

    /// Components in `space` (its numberOfComponents, then alpha), converted to sRGB.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .pattern else { return nil }
        let (r, g, b, a) = space.rgba((0...space.numberOfComponents).map { Double(components[$0]) })
        self.init(Color(red: r, green: g, blue: b, alpha: a))
    }

    /// Generic CMYK by the naive conversion (no ICC profile; see CGColorSpace).
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        let (r, g, b, a) = CGColorSpaceCreateDeviceCMYK().rgba([cyan, magenta, yellow, black, alpha].map(Double.init))
        self.init(Color(red: r, green: g, blue: b, alpha: a))
    }

    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) { self.init(gray: gray, alpha: alpha) }

    /// Pattern colors are not drawn: none is made.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        MirrorDiagnostics.warnNotDrawn("CGColor.init(patternSpace:pattern:components:)")
        return nil
    }

    public var pattern: CGPattern? { nil }
    public class var typeID: CFTypeID { 43 }
    public func copy() -> CGColor? { CGColor(color) }
    /// Every space draws as sRGB here, so the color converts to itself.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        space.supportsOutput ? CGColor(color) : nil
    }

    public static let black = CGColor(Color.black)
    public static let white = CGColor(Color.white)
    public static let clear = CGColor(Color.clear)

    public var alpha: CGFloat { CGFloat(color.alpha) }
    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    public func copy(alpha: CGFloat) -> CGColor? {
        var copy = color
        copy.alpha = Double(alpha)
        return CGColor(copy)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "CGColor(\(color.hexString))" }
}

/// CGGradient: colors at locations (evenly spaced when none are given).
public final class CGGradient: @unchecked Sendable {
    @_spi(LoaderAnim) public let colors: [Color]
    @_spi(LoaderAnim) public let locations: [Double]

    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors
        let parsed = list.compactMap { ($0 as? CGColor)?.color }
        guard parsed.count == list.count, !parsed.isEmpty else { return nil }
        self.colors = parsed
        self.locations = locations.map { pointer in (0..<parsed.count).map { Double(pointer[$0]) } } ?? []
    }

    /// `count` colors of the space's components and alpha each, converted to sRGB.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.model != .pattern else { return nil }
        let n = space.numberOfComponents + 1
        colors = (0..<count).map { i in
            let (r, g, b, a) = space.rgba((0..<n).map { Double(components[i * n + $0]) })
            return Color(red: r, green: g, blue: b, alpha: a)
        }
        self.locations = locations.map { pointer in (0..<count).map { Double(pointer[$0]) } } ?? []
    }

    public class var typeID: CFTypeID { 44 }
}

/// CGGradientDrawingOptions: whether a gradient paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
