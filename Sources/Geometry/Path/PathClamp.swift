/// Keeps a device-space path inside the square `±limit`, for a rasterizer whose coordinates
/// wrap past it (cairo's 24.8 fixed point wraps at ±8,388,608 pixels, so a circle of radius
/// 1e7 became curves that cross the canvas at random, and stroking a thousand of them took
/// 2 s and 600 MB). What shows inside the square is kept:
///
/// - A part of the path outside the square is moved onto its edge, each point to the
///   nearest point of the square (the clamp). The winding number of every point inside is
///   unchanged, since each point of the path slides to its clamped place without crossing
///   the inside; a stroke along the edge lies `limit` pixels from any canvas.
/// - A line is split where it crosses the lines x, y = ±limit: between the splits the clamp
///   is affine, so each piece stays a straight line.
/// - A curve whose control points lie inside is kept as it is. One wholly beyond a side of
///   the square becomes a line along that side. Any other is halved (de Casteljau) until it
///   is one or the other, or smaller than `tolerance`, when it becomes a line: within
///   `tolerance` of the edge.
///
///        ─────────────┬──── x = limit
///       inside: as is │ beyond: along the edge
///
/// A dash pattern counts the moved part's length, not the original's.
public struct PathClamp: Sendable {
    public let limit: Double
    public let tolerance: Double
    /// The unclamped point the next element starts from, and its subpath's first point.
    public private(set) var current: Point?
    private var start: Point?
    /// The last point emitted (clamped), so that the clamp adds no lines of length 0.
    private var emitted: Point?

    public init(limit: Double, tolerance: Double, current: Point? = nil, start: Point? = nil) {
        self.limit = limit
        self.tolerance = tolerance
        self.current = current
        self.start = start ?? current
        emitted = current.map(clamp)
    }

    /// Whether `p` needs no clamping.
    public func contains(_ p: Point) -> Bool { abs(p.x) <= limit && abs(p.y) <= limit }

    /// Appends `element`'s clamped equivalent to `out`. An element without a current point
    /// starts a subpath, as in Core Graphics (a curve at its first control point).
    public mutating func add(_ element: PathElement, to out: inout [PathElement]) {
        switch element {
        case .move(let p):
            move(p, &out)
        case .line(let p):
            guard let a = current else { return move(p, &out) }
            line(a, p, &out)
            current = p
        case .quadCurve(let p, let c):
            guard let a = current else { move(c, &out); return add(element, to: &out) }
            curve(a, a + (c - a) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p, depth: 0, &out)
            current = p
        case .curve(let p, let c1, let c2):
            guard let a = current else { move(c1, &out); return add(element, to: &out) }
            curve(a, c1, c2, p, depth: 0, &out)
            current = p
        case .close:
            guard let a = current, let s = start else { return }
            // The close draws the line from an inside point; from outside, its pieces first.
            if !(contains(a) && contains(s)) { line(a, s, &out) }
            out.append(.close)
            current = s
            emitted = clamp(s)
        }
    }

    private mutating func move(_ p: Point, _ out: inout [PathElement]) {
        let q = clamp(p)
        out.append(.move(to: q))
        current = p; start = p; emitted = q
    }

    private func clamp(_ p: Point) -> Point {
        // NaN (from an infinity met on the way) goes to the edge too.
        Point(x: p.x >= -limit ? min(p.x, limit) : -limit, y: p.y >= -limit ? min(p.y, limit) : -limit)
    }

    private mutating func lineTo(_ q: Point, _ out: inout [PathElement]) {
        let q = clamp(q)
        guard q != emitted else { return }
        out.append(.line(to: q))
        emitted = q
    }

    private mutating func line(_ a: Point, _ b: Point, _ out: inout [PathElement]) {
        // Inside, as it is: a line of length 0 stroked with round caps is a dot.
        guard !(contains(a) && contains(b)) else {
            out.append(.line(to: b))
            emitted = b
            return
        }
        // Each split lies on its edge exactly: from ends 1e15 apart, a + (b - a)·t is off by 0.1.
        var splits: [(t: Double, p: Point)] = []
        for edge in [-limit, limit] {
            if (a.x - edge) * (b.x - edge) < 0 {
                let t = (edge - a.x) / (b.x - a.x)
                splits.append((t, Point(x: edge, y: a.y + (b.y - a.y) * t)))
            }
            if (a.y - edge) * (b.y - edge) < 0 {
                let t = (edge - a.y) / (b.y - a.y)
                splits.append((t, Point(x: a.x + (b.x - a.x) * t, y: edge)))
            }
        }
        for split in splits.sorted(by: { $0.t < $1.t }) where split.t > 0 && split.t < 1 { lineTo(split.p, &out) }
        lineTo(b, &out)
    }

    /// The halvings stop by `maxDepth` whatever the tolerance: 60 halve a curve across
    /// Double's whole range to below a pixel.
    private static let maxDepth = 60

    private mutating func curve(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point, depth: Int,
                                _ out: inout [PathElement]) {
        let xs = [a.x, c1.x, c2.x, b.x], ys = [a.y, c1.y, c2.y, b.y]
        let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
        if x0 >= -limit, x1 <= limit, y0 >= -limit, y1 <= limit {
            out.append(.curve(to: b, control1: c1, control2: c2))
            emitted = b
        } else if Self.liesBeyondASide([a, c1, c2, b], limit: limit, by: 0) {
            lineTo(b, &out)
        } else if !(x1 - x0 > tolerance || y1 - y0 > tolerance) || depth >= Self.maxDepth {
            line(a, b, &out)
        } else {
            let ab = mid(a, c1), bc = mid(c1, c2), cd = mid(c2, b)
            let abc = mid(ab, bc), bcd = mid(bc, cd), m = mid(abc, bcd)
            curve(a, ab, abc, m, depth: depth + 1, &out)
            curve(m, bcd, cd, b, depth: depth + 1, &out)
        }
    }

    /// Whether every one of `points` lies past one side of the square, by `margin` at least.
    public static func liesBeyondASide(_ points: [Point], limit: Double, by margin: Double) -> Bool {
        points.allSatisfy { $0.x - margin >= limit } || points.allSatisfy { $0.x + margin <= -limit }
            || points.allSatisfy { $0.y - margin >= limit } || points.allSatisfy { $0.y + margin <= -limit }
    }

    private func mid(_ p: Point, _ q: Point) -> Point { Point(x: p.x / 2 + q.x / 2, y: p.y / 2 + q.y / 2) }
}
