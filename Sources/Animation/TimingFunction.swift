/// CAMediaTimingFunction and the two curves loaderanim adds: maps the fraction of a cycle
/// that has elapsed (x) to the fraction of the change shown (y).
public enum TimingFunction: Hashable, Sendable, CustomStringConvertible {
    case cubicBezier(CubicBezier)
    /// CSS steps(n, start|end): n equal jumps.
    case steps(Int, StepPosition)
    /// A spring (CASpringAnimation's equation) stretched so x = 1 is its settling duration.
    case spring(Spring)

    public enum StepPosition: String, Hashable, Sendable {
        /// The first jump happens at x = 0 (CSS jump-start).
        case start
        /// The last jump happens at x = 1 (CSS jump-end).
        case end
    }

    public static let linear = TimingFunction.cubicBezier(CubicBezier(0, 0, 1, 1))
    public static let easeIn = TimingFunction.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    public static let easeOut = TimingFunction.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    public static let easeInEaseOut = TimingFunction.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// kCAMediaTimingFunctionDefault, also the curve of implicit animations.
    public static let `default` = TimingFunction.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// Core Animation's names, as a seed writes them (kCAMediaTimingFunctionEaseIn -> "easeIn").
    public static let named: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]

    public func callAsFunction(_ x: Double) -> Double {
        switch self {
        case .cubicBezier(let curve):
            return curve.solve(x)
        case .steps(let count, let position):
            if x < 0 { return 0 }
            if x >= 1 { return 1 }
            // The epsilon keeps 0.3 * 10 = 2.9999999999999996 on the step it belongs to.
            let completed = (x * Double(count) + 1e-9).rounded(.down) + (position == .start ? 1 : 0)
            return min(completed / Double(count), 1)
        case .spring(let spring):
            return spring.progress(at: x * spring.settlingDuration)
        }
    }

    public var description: String {
        if let name = Self.named.first(where: { $0.value == self })?.key { return name }
        switch self {
        case .cubicBezier(let c): return "cubicBezier(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
        case .steps(let n, let p): return "steps(\(n), \(p.rawValue))"
        case .spring(let s): return "spring(mass: \(s.mass), stiffness: \(s.stiffness), damping: \(s.damping))"
        }
    }
}

/// A unit cubic Bezier from (0,0) to (1,1) through (x1,y1) and (x2,y2), solved for y(x) the
/// way WebKit (UnitBezier.h) and Chromium (cubic_bezier.cc) do, so curves match browsers:
///
///     x(t) = ((ax·t + bx)·t + cx)·t      find t for x: a guess from 11 samples of x(t),
///     y(t) = ((ay·t + by)·t + cy)·t      <= 4 Newton steps, then bisection; y = y(t).
///
/// Outside 0...1 the curve continues along its end tangents.
public struct CubicBezier: Hashable, Sendable {
    public let x1, y1, x2, y2: Double
    private let ax, bx, cx, ay, by, cy: Double
    private let startSlope, endSlope: Double
    /// x(t) at t = 0, 0.1, ..., 1.
    private let samples: [Double]

    /// Requires x1 and x2 in 0...1 so that x(t) is monotonic and y(x) a function (as CSS);
    /// see `validated` for input that has not been checked.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2) && y1.isFinite && y2.isFinite,
                     "cubic-bezier control points out of range")
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
        // The slope dy/dx at each end; when a control point sits on the end point the
        // tangent comes from the other control point.
        startSlope = if x1 > 0 { y1 / x1 }
            else if y1 == 0 && x2 > 0 { y2 / x2 }
            else if y1 == 0 && y2 == 0 { 1 }
            else { 0 }
        endSlope = if x2 < 1 { (y2 - 1) / (x2 - 1) }
            else if y2 == 1 && x1 < 1 { (y1 - 1) / (x1 - 1) }
            else if y2 == 1 && y1 == 1 { 1 }
            else { 0 }
        let (ax, bx, cx) = (ax, bx, cx)
        samples = (0...10).map { i in
            let t = Double(i) / 10
            return ((ax * t + bx) * t + cx) * t
        }
    }

    /// The curve, or a message saying which number is not finite. x control points outside
    /// 0...1 (which real code passes, and Core Animation accepts) are clamped into it, so the
    /// curve stays a function of time; y is free (back-easing curves overshoot).
    public static func validated(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Result<CubicBezier, AnimationError> {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            return .failure(.invalidTimingFunction("cubicBezier \(name) is \(value); control points must be finite"))
        }
        return .success(CubicBezier(min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2))
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// y for a given x.
    public func solve(_ x: Double) -> Double {
        if x < 0 { return startSlope * x }
        if x > 1 { return 1 + endSlope * (x - 1) }
        if x1 == y1 && x2 == y2 { return x }  // linear
        return sampleY(parameter(forX: x))
    }

    /// The t with x(t) = x, for x in 0...1.
    func parameter(forX x: Double) -> Double {
        let newtonEpsilon = 1e-7, bisectionEpsilon = 1e-10
        // Bracket x between two samples and interpolate linearly for the first guess.
        var lower = 0.0, upper = 1.0, t = x
        for i in 1..<samples.count where x <= samples[i] {
            upper = Double(i) / 10
            lower = upper - 0.1
            let span = samples[i] - samples[i - 1]
            t = span > 0 ? lower + 0.1 * (x - samples[i - 1]) / span : lower
            break
        }
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < newtonEpsilon { return t }
            let slope = slopeX(t)
            if abs(slope) < newtonEpsilon { break }
            t -= error / slope
        }
        if (lower...upper).contains(t), abs(sampleX(t) - x) < newtonEpsilon { return t }
        // Newton failed (a flat spot): bisect the bracket; x(t) is monotonic in it.
        t = (lower + upper) / 2
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < bisectionEpsilon { break }
            if value < x { lower = t } else { upper = t }
            t = (lower + upper) / 2
        }
        return t
    }
}
