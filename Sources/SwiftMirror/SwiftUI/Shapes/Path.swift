@_spi(LoaderAnim) import LAUIKit
@_spi(LoaderAnim) import LACoreGraphics
import Geometry

/// An angle, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable, AdditiveArithmetic {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, b: Double) -> Angle { Angle(radians: a.radians * b) }
    public static func * (a: Double, b: Angle) -> Angle { Angle(radians: a * b.radians) }
    public static func / (a: Angle, b: Double) -> Angle { Angle(radians: a.radians / b) }
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

/// A shape's outline: SwiftUI's value type over a CGPath, built with the same calls.
public struct Path: Equatable, CustomStringConvertible {
    private var storage: CGMutablePath

    public init() { storage = CGMutablePath() }
    public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }
    public init(_ path: CGMutablePath) { storage = path.mutableCopy() ?? CGMutablePath() }
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }
    public init?(_ string: String) { return nil }

    /// The CGPath (a copy: the path stays a value).
    public var cgPath: CGPath { storage.copy() ?? CGMutablePath() }
    public var isEmpty: Bool { storage.isEmpty }
    public var boundingRect: CGRect { storage.isEmpty ? .zero : storage.boundingBoxOfPath }
    public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }
    public var description: String { storage.description }
    public static func == (a: Path, b: Path) -> Bool { a.storage == b.storage }

    private mutating func edit(_ change: (CGMutablePath) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
        change(storage)
    }

    public mutating func move(to end: CGPoint) { edit { $0.move(to: end) } }
    public mutating func addLine(to end: CGPoint) { edit { $0.addLine(to: end) } }
    public mutating func addLines(_ lines: [CGPoint]) { edit { $0.addLines(between: lines) } }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { edit { $0.addQuadCurve(to: end, control: control) } }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        edit { $0.addCurve(to: end, control1: control1, control2: control2) }
    }
    public mutating func closeSubpath() { edit { $0.closeSubpath() } }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { edit { $0.addRect(rect, transform: transform) } }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { edit { $0.addRects(rects, transform: transform) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let width = min(cornerSize.width, rect.width / 2), height = min(cornerSize.height, rect.height / 2)
        edit { $0.addRoundedRect(in: rect, cornerWidth: max(width, 0), cornerHeight: max(height, 0), transform: transform) }
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { edit { $0.addEllipse(in: rect, transform: transform) } }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        edit { $0.addArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), endAngle: CGFloat(endAngle.radians),
                         clockwise: clockwise, transform: transform) }
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        edit { $0.addRelativeArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), delta: CGFloat(delta.radians),
                                 transform: transform) }
    }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        edit { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform) }
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { edit { $0.addPath(path.storage, transform: transform) } }

    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The part of the path between two fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        guard to > from else { return Path() }
        if from == 0 && to == 1 { return self }
        return Path(CGPath(storage.path.trimmed(from: Double(from), to: Double(to))))
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
