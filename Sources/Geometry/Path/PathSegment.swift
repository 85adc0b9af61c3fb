#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// One drawable piece of a path, with its start point made explicit so it can be measured,
/// evaluated and split on its own: what keyframe animations along a path and stroke
/// trimming need. `t` runs from 0 at `start` to 1 at `end`.
///
/// Arc length is integrated once at construction (adaptive Gauss-Legendre), and the
/// subdivision is kept, so `length(to:)` and `parameter(atLength:)` cost one small
/// quadrature per call instead of a fresh adaptive one.
public struct PathSegment: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case line
        case quadCurve(control: Point)
        case curve(control1: Point, control2: Point)
    }

    public let start: Point
    public let end: Point
    public let kind: Kind
    /// True when the segment is a subpath's `close`: a line back to the subpath's start.
    public let isClose: Bool
    /// Which subpath (counting only subpaths that draw something, from 0) it belongs to;
    /// trimming needs it to know where a move must separate two pieces.
    public let subpathIndex: Int
    /// The arc length, accurate to about 1e-12 relative.
    public let length: Double

    /// Parameter breakpoints of the adaptive subdivision, from 0 to 1, and the arc length
    /// at each. Empty for lines, whose length is linear in t.
    private let breaks: [Double]
    private let cumulative: [Double]

    public init(start: Point, end: Point, kind: Kind = .line, isClose: Bool = false, subpathIndex: Int = 0) {
        self.start = start
        self.end = end
        self.kind = kind
        self.isClose = isClose
        self.subpathIndex = subpathIndex
        if case .line = kind {
            length = start.distance(to: end)
            breaks = []
            cumulative = []
        } else {
            (breaks, cumulative) = PathSegment.lengthTable(start: start, end: end, kind: kind)
            length = cumulative.last ?? 0
        }
    }

    /// The element that draws this segment from `start`; a `close` comes back as a line.
    public var element: PathElement {
        switch kind {
        case .line: .line(to: end)
        case .quadCurve(let c): .quadCurve(to: end, control: c)
        case .curve(let c1, let c2): .curve(to: end, control1: c1, control2: c2)
        }
    }

    public func point(at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return start.lerp(to: end, t)
        case .quadCurve(let c):
            return start * (u * u) + c * (2 * u * t) + end * (t * t)
        case .curve(let c1, let c2):
            return start * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t)
        }
    }

    /// The derivative dP/dt: its direction is the direction of travel, its length the speed.
    public func tangent(at t: Double) -> Point {
        PathSegment.derivative(start, end, kind, at: t)
    }

    static func derivative(_ start: Point, _ end: Point, _ kind: Kind, at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return end - start
        case .quadCurve(let c):
            return ((c - start) * u + (end - c) * t) * 2
        case .curve(let c1, let c2):
            return ((c1 - start) * (u * u) + (c2 - c1) * (2 * u * t) + (end - c2) * (t * t)) * 3
        }
    }

    /// The direction of travel at `t` as an angle (atan2, y down: clockwise on screen),
    /// for rotationMode auto. Where the derivative vanishes (a control point on an end
    /// point, a cusp) it falls back to the direction over a short step, then to the chord.
    public func tangentAngle(at t: Double) -> Double {
        var d = tangent(at: t)
        let scale = max(controlPolygonLength, 1e-300)
        if d.length <= 1e-12 * scale {
            let h = 1e-6
            d = t + h <= 1 ? point(at: t + h) - point(at: t) : point(at: t) - point(at: t - h)
        }
        if d.length <= 1e-15 * scale { d = end - start }
        return atan2(d.y, d.x)
    }

    /// Arc length from t = 0 to `t` (clamped to [0, 1]).
    public func length(to t: Double) -> Double {
        if !(t > 0) { return 0 }
        if t >= 1 { return length }
        if breaks.isEmpty { return length * t }
        let i = PathSegment.lastIndex(in: breaks, notAbove: t)
        return cumulative[i] + integrateSpeed(from: breaks[i], to: t)
    }

    /// The parameter at which the arc length from the start is `s` (clamped to the
    /// segment), the inverse of `length(to:)` to about 1e-13 relative. Newton steps on the
    /// arc length converge fast where the speed is smooth; bisection keeps them bracketed
    /// where it is not (near cusps, where the speed drops to zero).
    public func parameter(atLength s: Double) -> Double {
        guard length > 0, s > 0 else { return 0 }
        if s >= length { return 1 }
        if breaks.isEmpty { return s / length }
        // First breakpoint whose length exceeds s; the interval before it holds s and has a
        // positive length.
        let j = PathSegment.firstIndex(in: cumulative, above: s)
        let i = j - 1
        var lo = breaks[i], hi = breaks[j]
        let base = cumulative[i]
        var t = lo + (hi - lo) * (s - base) / (cumulative[j] - base)
        for _ in 0..<200 {
            let f = base + integrateSpeed(from: breaks[i], to: t) - s
            if abs(f) <= 1e-13 * length { return t }
            if f > 0 { hi = t } else { lo = t }
            if hi - lo <= 4 * Double.ulpOfOne * max(hi, 1e-300) { return t }
            let speed = tangent(at: t).length
            var next = speed > 0 ? t - f / speed : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    /// The part between parameters `t0` and `t1` (clamped, t0 <= t1), split with
    /// de Casteljau so it stays a curve of the same degree. It keeps `isClose` and
    /// `subpathIndex`; the ends are exact when t0 is 0 or t1 is 1.
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        let a = min(max(t0, 0), 1), b = min(max(t1, a), 1)
        if a == 0 && b == 1 { return self }
        let p0 = a == 0 ? start : point(at: a)
        let p1 = b == 1 ? end : b == a ? p0 : point(at: b)
        func make(_ kind: Kind) -> PathSegment {
            PathSegment(start: p0, end: p1, kind: kind, isClose: isClose, subpathIndex: subpathIndex)
        }
        switch kind {
        case .line:
            return make(.line)
        case .quadCurve(let c):
            // The right part from a has control lerp(c, end, a); its left part up to
            // u = (b - a)/(1 - a) has control lerp(p0, thatControl, u).
            let cRight = c.lerp(to: end, a)
            let u = a < 1 ? (b - a) / (1 - a) : 0
            return make(.quadCurve(control: p0.lerp(to: cRight, u)))
        case .curve(let c1, let c2):
            let (_, r1, r2, _) = PathSegment.splitCubic(start, c1, c2, end, at: a).right
            let u = a < 1 ? (b - a) / (1 - a) : 0
            let (_, l1, l2, _) = PathSegment.splitCubic(p0, r1, r2, end, at: u).left
            return make(.curve(control1: l1, control2: l2))
        }
    }

    /// The tight bounds: end points plus the curve's extrema along each axis, where one
    /// coordinate's derivative is zero. Control points only count where the curve reaches them.
    public var boundingBox: Rect {
        var x0 = min(start.x, end.x), x1 = max(start.x, end.x)
        var y0 = min(start.y, end.y), y1 = max(start.y, end.y)
        for t in extremaParameters() {
            let p = point(at: t)
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: - Internals

    var controlPolygonLength: Double { PathSegment.controlPolygonLength(start, end, kind) }

    static func controlPolygonLength(_ start: Point, _ end: Point, _ kind: Kind) -> Double {
        switch kind {
        case .line: start.distance(to: end)
        case .quadCurve(let c): start.distance(to: c) + c.distance(to: end)
        case .curve(let c1, let c2): start.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: end)
        }
    }

    /// Parameters in (0, 1) where dx/dt or dy/dt is zero.
    func extremaParameters() -> [Double] {
        switch kind {
        case .line:
            return []
        case .quadCurve(let c):
            var ts: [Double] = []
            for (p0, p1, p2) in [(start.x, c.x, end.x), (start.y, c.y, end.y)] {
                let den = p0 - 2 * p1 + p2
                if den != 0 { ts.append((p0 - p1) / den) }
            }
            return ts.filter { $0 > 0 && $0 < 1 }
        case .curve(let c1, let c2):
            var ts: [Double] = []
            for (p0, p1, p2, p3) in [(start.x, c1.x, c2.x, end.x), (start.y, c1.y, c2.y, end.y)] {
                // d/dt / 3 = a t² + b t + c
                ts += PathSegment.quadraticRoots(a: -p0 + 3 * p1 - 3 * p2 + p3,
                                                 b: 2 * (p0 - 2 * p1 + p2), c: p1 - p0)
            }
            return ts.filter { $0 > 0 && $0 < 1 }
        }
    }

    /// Real roots of a t² + b t + c, in the cancellation-free form; a vanishing leading
    /// coefficient (relative to the others) degrades to the linear case.
    static func quadraticRoots(a: Double, b: Double, c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        let q = -(b + (b < 0 ? -1 : 1) * disc.squareRoot()) / 2
        return q != 0 ? [q / a, c / q] : [0]
    }

    /// de Casteljau at t: the two halves' control points.
    static func splitCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double)
        -> (left: (Point, Point, Point, Point), right: (Point, Point, Point, Point)) {
        let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
        let d = a.lerp(to: b, t), e = b.lerp(to: c, t)
        let m = d.lerp(to: e, t)
        return ((p0, a, d, m), (m, e, c, p3))
    }

    /// Largest i with values[i] <= x (values ascending, values[0] <= x).
    static func lastIndex(in values: [Double], notAbove x: Double) -> Int {
        var lo = 0, hi = values.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if values[mid] <= x { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Smallest j with values[j] > x (some value exceeds x, values[0] <= x).
    static func firstIndex(in values: [Double], above x: Double) -> Int {
        var lo = 0, hi = values.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] > x { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// ∫ |P'(t)| dt over [a, b] with one fixed Gauss-Legendre rule: accurate once [a, b]
    /// lies inside an interval the adaptive subdivision accepted.
    func integrateSpeed(from a: Double, to b: Double) -> Double {
        PathSegment.integrateSpeed(start, end, kind, from: a, to: b)
    }

    static func integrateSpeed(_ start: Point, _ end: Point, _ kind: Kind,
                               from a: Double, to b: Double) -> Double {
        GaussLegendre.integrate(from: a, to: b) { derivative(start, end, kind, at: $0).length }
    }

    /// Adaptive subdivision of [0, 1]: an interval is accepted when the rule on it agrees
    /// with the rule on its halves to 1e-12 of the control polygon length (scaled by width);
    /// both halves are then recorded so the table is consistent with `integrateSpeed`.
    private static func lengthTable(start: Point, end: Point, kind: Kind) -> ([Double], [Double]) {
        let scale = controlPolygonLength(start, end, kind)
        func integral(_ a: Double, _ b: Double) -> Double {
            integrateSpeed(start, end, kind, from: a, to: b)
        }
        guard scale > 0, scale.isFinite else { return ([0, 1], [0, 0]) }
        var breaks = [0.0], cumulative = [0.0]
        let tolerance = 1e-12 * scale
        func refine(_ a: Double, _ b: Double, _ whole: Double, depth: Int) {
            let m = (a + b) / 2
            let left = integral(a, m)
            let right = integral(m, b)
            if depth >= 40 || abs(left + right - whole) <= tolerance * max(b - a, 1e-3) {
                breaks.append(m); cumulative.append(cumulative[cumulative.count - 1] + left)
                breaks.append(b); cumulative.append(cumulative[cumulative.count - 1] + right)
            } else {
                refine(a, m, left, depth: depth + 1)
                refine(m, b, right, depth: depth + 1)
            }
        }
        refine(0, 1, integral(0, 1), depth: 0)
        return (breaks, cumulative)
    }
}

/// The 16-point Gauss-Legendre rule, exact for polynomials up to degree 31: the speed of a
/// cubic is the square root of a quartic, smooth except near cusps, so it converges fast.
enum GaussLegendre {
    /// Nodes on [-1, 1] and their weights, computed once by Newton's method on P₁₆.
    static let rule: (nodes: [Double], weights: [Double]) = {
        let n = 16
        var nodes = [Double](), weights = [Double]()
        for i in 1...n {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // Legendre recurrence: P_k from P_{k-1}, P_{k-2}.
                var p0 = 1.0, p1 = x
                for k in 2...n {
                    let pk = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
                    p0 = p1; p1 = pk
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let dx = p1 / derivative
                x -= dx
                if abs(dx) < 1e-16 { break }
            }
            nodes.append(x)
            weights.append(2 / ((1 - x * x) * derivative * derivative))
        }
        return (nodes, weights)
    }()

    static func integrate(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        let (nodes, weights) = rule
        for i in 0..<nodes.count {
            sum += weights[i] * f(mid + half * nodes[i])
        }
        return sum * half
    }
}
