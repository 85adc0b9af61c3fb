#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Why a color string could not be read; the message names the text at fault.
public struct ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var text: String
    public var reason: String

    public var description: String { "invalid color \"\(text)\": \(reason)" }
}

extension Color {
    /// UIKit's named colors (UIColor.red, .lightGray, .systemBlue, ...), keyed in lowercase.
    public static let named: [String: Color] = [
        "black": Color(white: 0), "darkgray": Color(white: 1.0 / 3), "lightgray": Color(white: 2.0 / 3),
        "white": Color(white: 1), "gray": Color(white: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": .clear,
        // The iOS system colors in their light appearance.
        "systemred": Color(red8: 0xFF, green8: 0x3B, blue8: 0x30),
        "systemorange": Color(red8: 0xFF, green8: 0x95, blue8: 0x00),
        "systemyellow": Color(red8: 0xFF, green8: 0xCC, blue8: 0x00),
        "systemgreen": Color(red8: 0x34, green8: 0xC7, blue8: 0x59),
        "systemmint": Color(red8: 0x00, green8: 0xC7, blue8: 0xBE),
        "systemteal": Color(red8: 0x30, green8: 0xB0, blue8: 0xC7),
        "systemcyan": Color(red8: 0x32, green8: 0xAD, blue8: 0xE6),
        "systemblue": Color(red8: 0x00, green8: 0x7A, blue8: 0xFF),
        "systemindigo": Color(red8: 0x58, green8: 0x56, blue8: 0xD6),
        "systempurple": Color(red8: 0xAF, green8: 0x52, blue8: 0xDE),
        "systempink": Color(red8: 0xFF, green8: 0x2D, blue8: 0x55),
        "systembrown": Color(red8: 0xA2, green8: 0x84, blue8: 0x5E),
        "systemgray": Color(red8: 0x8E, green8: 0x8E, blue8: 0x93),
        // The lighter grays, which loaders use for tracks and backgrounds.
        "systemgray2": Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2),
        "systemgray3": Color(red8: 0xC7, green8: 0xC7, blue8: 0xCC),
        "systemgray4": Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6),
        "systemgray5": Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA),
        "systemgray6": Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7),
    ]

    /// Reads a color the way a scene writes one:
    /// - a UIKit name: "red", "lightGray", "systemBlue", "clear" (case does not matter);
    /// - hex: "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA";
    /// - "rgb(r, g, b)" / "rgba(r, g, b, a)": r, g, b in 0...255, a in 0...1;
    /// - "hsb(h, s, b)" / "hsba(h, s, b, a)": UIColor(hue:saturation:brightness:) numbers, all 0...1,
    ///   so a seed's `UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)` is "hsb(0.5, 1, 1)".
    public init(parsing text: String) throws(ColorParseError) {
        let s = text.trimmingWhitespace()
        func fail(_ reason: String) -> ColorParseError { ColorParseError(text: text, reason: reason) }
        if s.hasPrefix("#") {
            self = try Color.parseHex(s.dropFirst(), fail: fail)
        } else if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            let name = s[..<open].trimmingWhitespace().lowercased()
            let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
            self = try Color.parseFunction(name, arguments: inner, fail: fail)
        } else if let color = Color.named[s.lowercased()] {
            self = color
        } else {
            let known = Color.named.keys.sorted().joined(separator: ", ")
            throw fail("not a color name, #hex, rgb(), rgba(), hsb() or hsba(); names: \(known)")
        }
    }

    private static func parseHex(_ digits: Substring, fail: (String) -> ColorParseError) throws(ColorParseError) -> Color {
        guard [3, 4, 6, 8].contains(digits.count), let value = UInt32(digits, radix: 16),
              digits.allSatisfy(\.isHexDigit) else {
            throw fail("hex colors have 3, 4, 6 or 8 hex digits after #")
        }
        func nibble(_ shift: UInt32) -> Int { Int((value >> shift) & 0xF) * 17 }
        func byte(_ shift: UInt32) -> Int { Int((value >> shift) & 0xFF) }
        switch digits.count {
        case 3: return Color(red8: nibble(8), green8: nibble(4), blue8: nibble(0))
        case 4: return Color(red8: nibble(12), green8: nibble(8), blue8: nibble(4), alpha8: nibble(0))
        case 6: return Color(red8: byte(16), green8: byte(8), blue8: byte(0))
        default: return Color(red8: byte(24), green8: byte(16), blue8: byte(8), alpha8: byte(0))
        }
    }

    private static func parseFunction(
        _ name: String, arguments: Substring, fail: (String) -> ColorParseError
    ) throws(ColorParseError) -> Color {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
        var numbers: [Double] = []
        for part in parts {
            guard let n = Double(part), n.isFinite else {
                throw fail("\"\(part)\" is not a finite number")
            }
            numbers.append(n)
        }
        func check(_ value: Double, _ range: ClosedRange<Double>, _ what: String) throws(ColorParseError) {
            guard range.contains(value) else {
                throw fail("\(what) \(value) is outside \(range.lowerBound)...\(range.upperBound)")
            }
        }
        let alphaGiven = name.hasSuffix("a")
        let expected = alphaGiven ? 4 : 3
        switch name {
        case "rgb", "rgba", "hsb", "hsba":
            guard numbers.count == expected else {
                throw fail("\(name)() takes \(expected) numbers, got \(numbers.count)")
            }
        default:
            throw fail("unknown color function \(name)(); use rgb(), rgba(), hsb() or hsba()")
        }
        let alpha = alphaGiven ? numbers[3] : 1
        try check(alpha, 0...1, "alpha")
        if name.hasPrefix("rgb") {
            for (value, what) in zip(numbers, ["red", "green", "blue"]) { try check(value, 0...255, what) }
            return Color(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: alpha)
        }
        for (value, what) in zip(numbers, ["hue", "saturation", "brightness"]) { try check(value, 0...1, what) }
        return Color(hue: numbers[0], saturation: numbers[1], brightness: numbers[2], alpha: alpha)
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end: Foundation's trimming of `.whitespaces`,
    /// which FoundationEssentials lacks.
    func trimmingWhitespace() -> String {
        let isBlank = { (c: Character) in c.isWhitespace && !c.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
