import Geometry

/// A property value as an animation carries it: Core Animation's `id fromValue`, typed.
/// The Layers module's key-path table decides which kind each key path takes; here
/// values of different kinds never blend (see `interpolated`).
public enum AnimationValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case colors([Color])
    /// Gradient locations, dash patterns.
    case numbers([Double])
    case transform(LayerTransform)
    case path(Path)
    /// Discrete: flips at the halfway point (hidden, masksToBounds).
    case bool(Bool)
    /// Discrete: named choices (lineCap, fillRule) and image file names.
    case string(String)

    public enum Kind: String, Sendable, CaseIterable {
        case number, point, size, rect, color, colors, numbers, transform, path, bool, string

        /// Whether byValue, additive, cumulative, cubic and paced keyframes apply.
        public var hasArithmetic: Bool { self != .path && self != .bool && self != .string }

        /// Whether `additive` and `cumulative` sum values of this kind. Core Animation sums
        /// numbers, geometry, colors and transforms, but not arrays (gradient colors and
        /// locations, dash patterns): on those, as on paths, the flags are accepted and do nothing.
        public var sums: Bool { hasArithmetic && self != .colors && self != .numbers }
    }

    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .colors: .colors
        case .numbers: .numbers
        case .transform: .transform
        case .path: .path
        case .bool: .bool
        case .string: .string
        }
    }

    public var description: String {
        switch self {
        case .number(let v): "\(v)"
        case .point(let v): "\(v)"
        case .size(let v): "\(v)"
        case .rect(let v): "\(v)"
        case .color(let v): "\(v)"
        case .colors(let v): "\(v)"
        case .numbers(let v): "\(v)"
        case .transform(let v): "\(v)"
        case .path(let v): "path of \(v.elements.count) elements"
        case .bool(let v): "\(v)"
        case .string(let v): "\"\(v)\""
        }
    }

    // MARK: Generic access, so each operation below is written once for every kind.

    private var payload: any Interpolatable {
        switch self {
        case .number(let v): v
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .color(let v): v
        case .colors(let v): v
        case .numbers(let v): v
        case .transform(let v): v
        case .path(let v): v
        case .bool(let v): v
        case .string(let v): v
        }
    }

    private init(payload: any Interpolatable) {
        switch payload {
        case let v as Double: self = .number(v)
        case let v as Point: self = .point(v)
        case let v as Size: self = .size(v)
        case let v as Rect: self = .rect(v)
        case let v as Color: self = .color(v)
        case let v as [Color]: self = .colors(v)
        case let v as [Double]: self = .numbers(v)
        case let v as LayerTransform: self = .transform(v)
        case let v as Path: self = .path(v)
        case let v as Bool: self = .bool(v)
        case let v as String: self = .string(v)
        default: preconditionFailure("AnimationValue has no case for \(type(of: payload))")
        }
    }

    /// Blends two values of the same kind. Values of different kinds (which the Layers
    /// module rejects before they get here) jump at the halfway point like unmatched paths.
    public func interpolated(to other: AnimationValue, fraction: Double) -> AnimationValue {
        func blend<T: Interpolatable>(_ a: T) -> AnimationValue? {
            (other.payload as? T).map { AnimationValue(payload: a.interpolated(to: $0, fraction: fraction)) }
        }
        return blend(payload) ?? (fraction < 0.5 ? self : other)
    }

    private func arithmetic(_ other: AnimationValue?,
                            _ op: (any VectorArithmetic, any VectorArithmetic) -> (any VectorArithmetic)?) -> AnimationValue? {
        guard let a = payload as? any VectorArithmetic else { return nil }
        guard let other else { return op(a, a).map { AnimationValue(payload: $0) } }
        guard let b = other.payload as? any VectorArithmetic else { return nil }
        return op(a, b).map { AnimationValue(payload: $0) }
    }

    /// Component-wise sum, or nil when the kinds differ or have no arithmetic (paths, bools).
    public func adding(_ other: AnimationValue) -> AnimationValue? {
        arithmetic(other) { a, b in
            func sum<T: VectorArithmetic>(_ a: T) -> T? { (b as? T).map { a.adding($0) } }
            return sum(a)
        }
    }

    public func subtracting(_ other: AnimationValue) -> AnimationValue? {
        arithmetic(other) { a, b in
            func difference<T: VectorArithmetic>(_ a: T) -> T? { (b as? T).map { a.subtracting($0) } }
            return difference(a)
        }
    }

    public func scaled(by factor: Double) -> AnimationValue? {
        arithmetic(nil) { a, _ in
            func scale<T: VectorArithmetic>(_ a: T) -> T { a.scaled(by: factor) }
            return scale(a)
        }
    }

    /// The distance between two values of the same kind, for paced keyframes.
    public func distance(to other: AnimationValue) -> Double? {
        subtracting(other).map { ($0.payload as! any VectorArithmetic).magnitude }
    }

    public var number: Double? { if case .number(let v) = self { v } else { nil } }
    public var point: Point? { if case .point(let v) = self { v } else { nil } }
    public var size: Size? { if case .size(let v) = self { v } else { nil } }
    public var rect: Rect? { if case .rect(let v) = self { v } else { nil } }
    public var color: Color? { if case .color(let v) = self { v } else { nil } }
    public var colors: [Color]? { if case .colors(let v) = self { v } else { nil } }
    public var numbers: [Double]? { if case .numbers(let v) = self { v } else { nil } }
    public var transform: LayerTransform? { if case .transform(let v) = self { v } else { nil } }
    public var path: Path? { if case .path(let v) = self { v } else { nil } }
    public var bool: Bool? { if case .bool(let v) = self { v } else { nil } }
    public var string: String? { if case .string(let v) = self { v } else { nil } }

    /// Whether every number in the value is finite (no NaN, no infinity).
    public var isFinite: Bool {
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        func finite(_ c: Color) -> Bool { [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite) }
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return finite(p)
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return finite(r.origin) && r.width.isFinite && r.height.isFinite
        case .color(let c): return finite(c)
        case .colors(let list): return list.allSatisfy(finite)
        case .numbers(let list): return list.allSatisfy(\.isFinite)
        case .transform(let t):
            return LayerTransform.fields.allSatisfy { t[keyPath: $0].isFinite }
        case .path(let path):
            return path.elements.allSatisfy { element in
                switch element {
                case .move(let p), .line(let p): finite(p)
                case .quadCurve(let p, let c): finite(p) && finite(c)
                case .curve(let p, let c1, let c2): finite(p) && finite(c1) && finite(c2)
                case .close: true
                }
            }
        case .bool, .string: return true
        }
    }

    /// `delta` applied on top of `self` as an additive animation applies it: a sum, except
    /// for transforms, which Core Animation concatenates (scales multiply).
    public func addingAdditively(_ delta: AnimationValue) -> AnimationValue? {
        if case .transform(let base) = self, case .transform(let d) = delta {
            return .transform(base.addingAdditively(d))
        }
        return adding(delta)
    }
}

