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

    /// Components in `space` (gray + alpha, or RGB + alpha); nil for any other count.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        let c = (0..<count).map { Double(components[$0]) }
        self.init(count == 2 ? Color(white: c[0], alpha: c[1]) : Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
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

/// CGColorSpace: loaderanim draws in one, sRGB; the names are accepted for what code asks.
public final class CGColorSpace: @unchecked Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    let isGray: Bool
    init(gray: Bool) { isGray = gray }
    public convenience init?(name: String) { self.init(gray: name.contains("Gray")) }
    public var numberOfComponents: Int { isGray ? 1 : 3 }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(gray: false) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(gray: true) }

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
}

/// CGGradientDrawingOptions: whether a gradient paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
