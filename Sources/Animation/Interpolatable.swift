import Geometry

/// A value an animation can blend. `fraction` may leave 0...1 (a timing function that
/// overshoots, a spring): implementations extrapolate rather than clamp.
public protocol Interpolatable: Equatable, Sendable {
    func interpolated(to other: Self, fraction: Double) -> Self
}

/// A value with the arithmetic that `byValue`, `additive`, `cumulative`, cubic keyframes and
/// paced keyframes need: component-wise sums, scaling and a distance. Named methods rather
/// than operators, so that `[Color]` keeps Array's `+` (concatenation).
public protocol VectorArithmetic: Interpolatable {
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
    func scaled(by factor: Double) -> Self
    /// The Euclidean norm of the components, for paced keyframes (constant velocity).
    var magnitude: Double { get }
}

extension VectorArithmetic {
    public func interpolated(to other: Self, fraction: Double) -> Self {
        adding(other.subtracting(self).scaled(by: fraction))
    }

    public func distance(to other: Self) -> Double { other.subtracting(self).magnitude }
}

/// Double's own `magnitude` (its absolute value) serves as the norm.
extension Double: VectorArithmetic {
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
    public func scaled(by factor: Double) -> Double { self * factor }
}

extension Point: VectorArithmetic {
    public func adding(_ other: Point) -> Point { self + other }
    public func subtracting(_ other: Point) -> Point { self - other }
    public func scaled(by factor: Double) -> Point { self * factor }
    public var magnitude: Double { length }
}

extension Size: VectorArithmetic {
    public func adding(_ o: Size) -> Size { Size(width: width + o.width, height: height + o.height) }
    public func subtracting(_ o: Size) -> Size { Size(width: width - o.width, height: height - o.height) }
    public func scaled(by f: Double) -> Size { Size(width: width * f, height: height * f) }
    public var magnitude: Double { (width * width + height * height).squareRoot() }
}

extension Rect: VectorArithmetic {
    public func adding(_ o: Rect) -> Rect { Rect(origin: origin + o.origin, size: size.adding(o.size)) }
    public func subtracting(_ o: Rect) -> Rect { Rect(origin: origin - o.origin, size: size.subtracting(o.size)) }
    public func scaled(by f: Double) -> Rect { Rect(origin: origin * f, size: size.scaled(by: f)) }
    public var magnitude: Double { (origin.magnitude * origin.magnitude + size.magnitude * size.magnitude).squareRoot() }
}

extension Color: VectorArithmetic {
    public func adding(_ o: Color) -> Color {
        Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }
    public func subtracting(_ o: Color) -> Color {
        Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
    public func scaled(by f: Double) -> Color { Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f) }
    public var magnitude: Double { (red * red + green * green + blue * blue + alpha * alpha).squareRoot() }
}

/// Arrays (CAGradientLayer.colors and .locations, lineDashPattern) blend element-wise.
/// Arrays of different lengths blend over the common prefix; the longer array's extra
/// elements come from whichever end the fraction is nearer, so the count switches halfway.
extension Array: Interpolatable, VectorArithmetic where Element: VectorArithmetic {
    public func interpolated(to other: [Element], fraction: Double) -> [Element] {
        zipped(other, fraction: fraction) { $0.interpolated(to: $1, fraction: fraction) }
    }
    public func adding(_ other: [Element]) -> [Element] { zipped(other, fraction: 0) { $0.adding($1) } }
    public func subtracting(_ other: [Element]) -> [Element] { zipped(other, fraction: 0) { $0.subtracting($1) } }
    public func scaled(by f: Double) -> [Element] { map { $0.scaled(by: f) } }
    public var magnitude: Double { reduce(0) { $0 + $1.magnitude * $1.magnitude }.squareRoot() }

    private func zipped(_ other: [Element], fraction: Double, _ combine: (Element, Element) -> Element) -> [Element] {
        var result = zip(self, other).map(combine)
        let longer = count > other.count ? self : other
        if (longer.count == count) == (fraction < 0.5) {
            result.append(contentsOf: longer.dropFirst(result.count))
        }
        return result
    }
}

/// Transforms blend component by component (translation, rotation angles, scale, skew,
/// perspective), so a rotation from -30 to 690 degrees turns two full turns, as Core
/// Animation's key paths do. When either has a rotation about x or y, the rotation blends
/// as the whole matrices do instead (CSS Transforms Level 2: one slerp between the two
/// rotations' quaternions), since angles about several axes do not blend one by one.
extension LayerTransform: VectorArithmetic {
    private func combined(_ o: LayerTransform, _ f: (Double, Double) -> Double) -> LayerTransform {
        var result = self
        for field in Self.fields { result[keyPath: field] = f(self[keyPath: field], o[keyPath: field]) }
        return result
    }
    public func adding(_ o: LayerTransform) -> LayerTransform { combined(o, +) }
    public func subtracting(_ o: LayerTransform) -> LayerTransform { combined(o, -) }
    public func scaled(by f: Double) -> LayerTransform { combined(self) { a, _ in a * f } }
    public var magnitude: Double { Self.fields.reduce(0) { $0 + self[keyPath: $1] * self[keyPath: $1] }.squareRoot() }

    public func interpolated(to other: LayerTransform, fraction: Double) -> LayerTransform {
        let blended = adding(other.subtracting(self).scaled(by: fraction))
        guard rotationX != 0 || rotationY != 0 || other.rotationX != 0 || other.rotationY != 0 else { return blended }
        let rotation = decomposition.rotation.slerp(to: other.decomposition.rotation, fraction: fraction)
        let angles = LayerTransform(TransformDecomposition(rotation: rotation))
        var result = blended
        (result.rotationX, result.rotationY, result.rotationZ) = (angles.rotationX, angles.rotationY, angles.rotationZ)
        return result
    }

    /// What an additive transform animation does to the value beneath it: Core Animation
    /// concatenates, so scales (and the perspective's w) multiply while translations, angles,
    /// skews and the perspective's x, y, z add.
    public func addingAdditively(_ delta: LayerTransform) -> LayerTransform {
        var result = adding(delta)
        for field in [\LayerTransform.scaleX, \.scaleY, \.scaleZ, \.perspectiveW] {
            result[keyPath: field] = self[keyPath: field] * delta[keyPath: field]
        }
        return result
    }
}

extension Bool: Interpolatable {
    public func interpolated(to other: Bool, fraction: Double) -> Bool { fraction < 0.5 ? self : other }
}

extension String: Interpolatable {
    public func interpolated(to other: String, fraction: Double) -> String { fraction < 0.5 ? self : other }
}

/// Paths blend point by point when their elements match; otherwise they jump at the
/// halfway point (Geometry's `Path.interpolated`).
extension Path: Interpolatable {}
