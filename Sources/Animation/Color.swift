#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// An sRGB color with straight (not premultiplied) alpha, each component in 0...1.
/// Interpolation is per component in sRGB, as Core Animation does.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit components, as in #RRGGBB.
    public init(red8: Int, green8: Int, blue8: Int, alpha8: Int = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255,
                  blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// UIColor(hue:saturation:brightness:alpha:): hue in turns (0...1, wrapping, so 1 is red
    /// again), saturation and brightness clamped to 0...1; the usual HSV hexcone.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = min(Int(sector), 5)
        let f = sector - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// The components clamped to 0...1 (animations may overshoot; drawing may not).
    public var clamped: Color {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// 8-bit components, rounded, after clamping.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let c = clamped
        func b(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (b(c.red), b(c.green), b(c.blue), b(c.alpha))
    }

    /// "#RRGGBBAA", the form `loaderanim inspect` prints.
    public var hexString: String {
        let c = rgba8
        let digits = Array("0123456789ABCDEF")
        return "#" + String([c.red, c.green, c.blue, c.alpha].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    public var description: String { hexString }
}
