@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UIKit's NSCoder additions for Core Graphics' structs: each is archived as the string
/// UIKit writes for it (NSStringFromCGPoint's "{1, 2}", a rect's "{{0, 0}, {10, 20}}", a
/// transform's "[1, 0, 0, 1, 0, 0]"), and read back from it; a missing key reads zero.
extension NSCoder {
    public func encode(_ point: CGPoint, forKey key: String) { encode(NSCoder.string(for: point), forKey: key) }
    public func encode(_ size: CGSize, forKey key: String) { encode(NSCoder.string(for: size), forKey: key) }
    public func encode(_ rect: CGRect, forKey key: String) { encode(NSCoder.string(for: rect), forKey: key) }
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    public func encode(_ transform: CGAffineTransform, forKey key: String) { encode(NSCoder.string(for: transform), forKey: key) }

    public func decodeCGPoint(forKey key: String) -> CGPoint { NSCoder.cgPoint(for: archived(key)) }
    public func decodeCGSize(forKey key: String) -> CGSize { NSCoder.cgSize(for: archived(key)) }
    public func decodeCGRect(forKey key: String) -> CGRect { NSCoder.cgRect(for: archived(key)) }
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: archived(key)) }
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: archived(key)) }

    /// The key's string; "" for a key not there (Linux's decodeObject(forKey:) stops the
    /// program on a missing key where Apple's answers nil).
    private func archived(_ key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return (decodeObject(forKey: key) as? NSString).map { $0 as String } ?? ""
    }

    public class func string(for point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
    public class func string(for size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for vector: CGVector) -> String { "{\(number(vector.dx)), \(number(vector.dy))}" }
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }

    /// The numbers of a string as UIKit's parsers read them; zero for those missing.
    @_spi(LoaderAnim) public static func numbers(_ string: String, _ count: Int) -> [CGFloat] {
        var found: [CGFloat] = []
        let scanner = Scanner(string: string)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: "{}[], \t\n")
        while found.count < count, !scanner.isAtEnd {
            if let value = scanner.scanDouble() { found.append(CGFloat(value)) } else { break }
        }
        return found.count == count ? found : Array(repeating: 0, count: count)
    }

    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(string, 2)
        return CGPoint(x: n[0], y: n[1])
    }
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(string, 2)
        return CGSize(width: n[0], height: n[1])
    }
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(string, 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(string, 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(string, 6)
        return n == [0, 0, 0, 0, 0, 0] ? .identity : CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// As UIKit prints a CGFloat: 17 significant digits, no trailing zeros ("1", "0.5").
    @_spi(LoaderAnim) public static func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
}
