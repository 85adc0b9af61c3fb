import Geometry
import Testing

/// `PathClamp`: what cairo's fixed point cannot hold goes onto the square's edge, and every
/// point inside keeps its winding number (found by `make fuzz FUZZ_TARGET=draw`).
@Suite struct PathClampTests {
    func clamped(_ path: Path, limit: Double = 100, tolerance: Double = 1) -> Path {
        var clamp = PathClamp(limit: limit, tolerance: tolerance)
        var out: [PathElement] = []
        for element in path.elements { clamp.add(element, to: &out) }
        return Path(out)
    }

    /// The winding number of `p` for a path of lines (curves taken by their end points),
    /// counted along a ray to the right, each subpath closed.
    func winding(_ path: Path, at p: Point) -> Int {
        var total = 0, start: Point?, current: Point?
        func edge(_ a: Point, _ b: Point) {
            if a.y <= p.y, b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { total += 1 }
            if a.y > p.y, b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 { total -= 1 }
        }
        for element in path.elements + [.move(to: .zero)] {
            switch element {
            case .move(let q):
                if let c = current, let s = start { edge(c, s) }
                start = q; current = q
            case .line(let q), .curve(let q, _, _), .quadCurve(let q, _):
                if let c = current { edge(c, q) }
                current = q
            case .close:
                if let c = current, let s = start { edge(c, s) }
                current = start
            }
        }
        return total
    }

    @Test func aPathInsideIsKeptAsItIs() {
        var path = Path()
        path.move(to: Point(x: -100, y: 3))
        path.addLine(to: Point(x: 40, y: 100))
        path.addCurve(to: Point(x: 0, y: 0), control1: Point(x: 99, y: -99), control2: Point(x: -50, y: 20))
        path.addLine(to: Point(x: 0, y: 0))  // a dot, with round caps
        path.close()
        #expect(clamped(path) == path)
    }

    /// A line across the square is split where it crosses x = ±100, so the part inside is
    /// the same line: y = 6 ± 1e-13 at both edges.
    @Test func aLineAcrossIsSplitAtTheEdges() {
        let out = clamped(Path([.move(to: Point(x: -1e15, y: 5)), .line(to: Point(x: 1e15, y: 7))]))
        let expected = [Point(x: -100, y: 5), Point(x: -100, y: 6), Point(x: 100, y: 6), Point(x: 100, y: 7)]
        #expect(out.elements.count == 4)
        for (p, q) in zip(out.elements.flatMap(\.points), expected) { #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9) }
    }

    /// Polygons with corners far outside: every point of a grid inside keeps its winding
    /// number, and every point clamped lies in the square.
    @Test(arguments: [
        [(-1e15, -1e15), (1e15, 1e15), (-1e15, 1e15)],
        [(0, 0), (1e300, 3e299), (-5e8, 1e9), (20, -1e12)],
        [(-1e7, 50), (1e7, 52), (1e7, 60), (-1e7, 40), (30, 1e9)],
    ])
    func windingInsideIsKept(_ corners: [(Double, Double)]) {
        var path = Path()
        for (x, y) in corners { path.addLine(to: Point(x: x, y: y)) }
        path.close()
        let out = clamped(path)
        #expect(out.elements.flatMap(\.points).allSatisfy { abs($0.x) <= 100 && abs($0.y) <= 100 })
        for x in stride(from: -95.5, to: 95, by: 7) {
            for y in stride(from: -95.25, to: 95, by: 7) {
                let p = Point(x: x, y: y)
                #expect(winding(out, at: p) == winding(path, at: p), "at \(p)")
            }
        }
    }

    /// A circle of radius 1e15 round the square: a handful of lines along the edge, still
    /// going round once.
    @Test func aFarCircleGoesRoundTheEdge() {
        var circle = Path()
        circle.addArc(center: Point(x: 14, y: 9), radius: 1e15, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.close()
        let out = clamped(circle)
        #expect(out.elements.count <= 16)
        #expect(out.elements.flatMap(\.points).allSatisfy { abs($0.x) == 100 || abs($0.y) == 100 })
        #expect(abs(winding(out, at: Point(x: 0.5, y: 0.5))) == 1)
    }

    /// A curve that dips into the square keeps its inside as cubics (halves of the original)
    /// and leaves no point outside; infinities and NaN end on the edge.
    @Test func aCurveIsHalvedWhereItCrosses() {
        let out = clamped(Path([.move(to: Point(x: -1e6, y: 0)),
                                .curve(to: Point(x: 1e6, y: 0), control1: Point(x: -1e6, y: 50), control2: Point(x: 1e6, y: 50))]))
        #expect(out.elements.contains { if case .curve = $0 { true } else { false } })
        #expect(out.elements.flatMap(\.points).allSatisfy { abs($0.x) <= 100 && abs($0.y) <= 100 })
        let odd = clamped(Path([.move(to: .zero), .line(to: Point(x: .infinity, y: 3)),
                                .curve(to: Point(x: .nan, y: 1), control1: Point(x: -.infinity, y: 0), control2: .zero)]))
        #expect(odd.elements.flatMap(\.points).allSatisfy { abs($0.x) <= 100 && abs($0.y) <= 100 })
    }
}
