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
    case transform(Transform3D)
    case path(Path)
    /// Discrete: flips at the halfway point (hidden, masksToBounds).
    case bool(Bool)

    public enum Kind: String, Sendable, CaseIterable {
        case number, point, size, rect, color, colors, transform, path, bool

        /// Whether byValue, additive, cumulative, cubic and paced keyframes apply.
        public var hasArithmetic: Bool { self != .path && self != .bool }
    }

    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .colors: .colors
        case .transform: .transform
        case .path: .path
        case .bool: .bool
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
        case .transform(let v): "\(v)"
        case .path(let v): "path of \(v.elements.count) elements"
        case .bool(let v): "\(v)"
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
        case .transform(let v): v
        case .path(let v): v
        case .bool(let v): v
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
        case let v as Transform3D: self = .transform(v)
        case let v as Path: self = .path(v)
        case let v as Bool: self = .bool(v)
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

    /// `delta` applied on top of `self` as an additive animation applies it: a sum, except
    /// for transforms, which Core Animation concatenates (scales multiply).
    public func addingAdditively(_ delta: AnimationValue) -> AnimationValue? {
        if case .transform(let base) = self, case .transform(let d) = delta {
            return .transform(base.addingAdditively(d))
        }
        return adding(delta)
    }
}

extension Bool: Interpolatable {
    public func interpolated(to other: Bool, fraction: Double) -> Bool { fraction < 0.5 ? self : other }
}
