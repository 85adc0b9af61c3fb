@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Geometry
import Layers

/// What UIKit's types give the engine: UIColor is a color, UIBezierPath a path. (UIKit
/// sits above this module, so its types say so through these.)
public protocol _EngineColorConvertible { var engineColor: Color { get } }
public protocol _EnginePathConvertible { var enginePath: Path { get } }
public protocol _EngineImageConvertible { var engineImage: CGImage { get } }

extension CGColor: _EngineColorConvertible { public var engineColor: Color { color } }
extension CGPath: _EnginePathConvertible { public var enginePath: Path { path } }
extension CGImage: _EngineImageConvertible { public var engineImage: CGImage { self } }

/// Core Animation's values are `Any` (fromValue, values, setValue(_:forKeyPath:)); the
/// engine's are typed. This turns one into the other for a key path of a known kind, and
/// back, the way Core Animation boxes them (numbers, points, sizes, rects, colors,
/// transforms, paths, arrays). A value comes as Swift writes it: any number type or an
/// NSNumber, a struct or its NSValue box (CAValueBox), a CGColor or a UIColor (which
/// Apple's would silently not draw: here it draws as meant, see docs/swift-scenes.md).
enum ValueBridge {
    static func engineValue(_ value: Any?, kind: AnimationValue.Kind) -> AnimationValue? {
        guard let value else { return nil }
        switch kind {
        case .number:
            return number(value).map(AnimationValue.number)
        case .bool:
            if let flag = value as? Bool { return .bool(flag) }
            return number(value).map { .bool($0 != 0) }
        case .point:
            return (value as? CGPoint).map { .point($0.point) }
        case .size:
            return (value as? CGSize).map { .size($0.size) }
        case .rect:
            return (value as? CGRect).map { .rect($0.rect) }
        case .color:
            return (value as? any _EngineColorConvertible).map { .color($0.engineColor) }
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { ($0 as? any _EngineColorConvertible)?.engineColor }
            return colors.count == list.count ? .colors(colors) : nil
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(number)
            return numbers.count == list.count ? .numbers(numbers) : nil
        case .transform:
            if let t = value as? CATransform3D { return t.layerTransform.map(AnimationValue.transform) }
            if let t = value as? CGAffineTransform { return .transform(LayerTransform(t.affine)) }
            return nil
        case .path:
            return (value as? any _EnginePathConvertible).map { .path($0.enginePath) }
        case .string:
            return (value as? String).map(AnimationValue.string)
        }
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        // A Float is taken as the decimal it prints as (0.3, not 0.30000001192092896).
        case let v as Float: v.decimal
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as any BinaryInteger: Double(v)
        case let v as any BinaryFloatingPoint: Double(v)
        default: nil
        }
    }

    /// The engine's value as Core Animation hands it out.
    static func swiftValue(_ value: AnimationValue) -> Any {
        switch value {
        case .number(let v): NSNumber(value: v)  // as? CGFloat, Double, Float and NSNumber all read it
        case .point(let p): CGPoint(p)
        case .size(let s): CGSize(s)
        case .rect(let r): CGRect(r)
        case .color(let c): CGColor(c)
        case .colors(let c): c.map(CGColor.init)
        case .numbers(let n): n.map { NSNumber(value: $0) }
        case .transform(let t): CATransform3D(t.matrix)
        case .path(let p): CGPath(p)
        case .bool(let b): b
        case .string(let s): s
        }
    }

    /// A short description of a value that did not fit, for the error.
    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let box = value as? CAValueBox { return box.spelling }
        if value is String { return "the String \"\(String(describing: value).prefix(60))\"" }
        return "a \(type(of: value)) \(String(describing: value).prefix(60))"
    }
}

/// On iOS a number read back from Core Animation (`value(forKeyPath:)`, `fromValue`,
/// `keyTimes`) is an NSNumber, and `as? CGFloat`, `as? Double`, `as? Float` and
/// `as? NSNumber` all succeed on it. Linux's Foundation bridges Double and Float to NSNumber
/// but not CGFloat: this makes `CGFloat` box to an NSNumber and an NSNumber cast to a
/// CGFloat, so the same casts succeed here (the mirror hands out NSNumbers, as iOS). It is here, in a file every scene links,
/// because a conformance in an object file nothing references is left out of the
/// program by the linker (the kit is a static archive).
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
