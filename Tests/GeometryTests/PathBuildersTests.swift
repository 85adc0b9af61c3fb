import Foundation
import Testing
import Geometry

/// The Bezier circle's worst radial deviation is about 2.7e-4 of the radius.
private let circleRadialTolerance = 3e-4

private func curves(_ path: Path) -> [(from: Point, c1: Point, c2: Point, to: Point)] {
    var current = Point.zero
    var result: [(Point, Point, Point, Point)] = []
    for element in path.elements {
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _): current = p
        case .curve(let p, let c1, let c2): result.append((current, c1, c2, p)); current = p
        case .close: break
        }
    }
    return result.map { (from: $0.0, c1: $0.1, c2: $0.2, to: $0.3) }
}

private func firstPoint(_ path: Path) -> Point? {
    if case .move(let p)? = path.elements.first { return p }
    return nil
}

@Suite struct PathBuildersTests {
    @Test func line() {
        let path = Path.line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4))
        #expect(path.elements == [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4))])
    }

    @Test func rectStartsTopLeftAndRunsClockwiseOnScreen() {
        let path = Path(rect: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 40, y: 20)),
            .line(to: Point(x: 40, y: 60)), .line(to: Point(x: 10, y: 60)), .close,
        ])
        // A negative size is the same region.
        #expect(Path(rect: Rect(x: 40, y: 60, width: -30, height: -40)) == path)
    }

    @Test func roundedRect() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(roundedRect: rect, cornerRadius: 10)
        #expect(path.elements.count == 10)
        #expect(firstPoint(path) == Point(x: 10, y: 0))
        #expect(path.elements[1] == .line(to: Point(x: 90, y: 0)))  // rightwards: clockwise
        #expect(path.elements.last == .close)
        // Corners are quarter circles around (90,10), (90,50), (10,50), (10,10).
        let centers = [Point(x: 90, y: 10), Point(x: 90, y: 50), Point(x: 10, y: 50), Point(x: 10, y: 10)]
        let arcs = curves(path)
        #expect(arcs.count == 4)
        for (arc, center) in zip(arcs, centers) {
            #expect(near(arc.from.distance(to: center), 10, 1e-12))
            #expect(near(arc.to.distance(to: center), 10, 1e-12))
            let mid = bezierPoint([arc.from, arc.c1, arc.c2, arc.to], 0.5)
            #expect(near(mid.distance(to: center), 10, 10 * circleRadialTolerance))
        }
        #expect(arcs[0].to == Point(x: 100, y: 10))
    }

    @Test func roundedRectRadiusClamping() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect: rect))
        #expect(Path(roundedRect: rect, cornerRadius: -5) == Path(rect: rect))
        // Clamped to half the shorter side: 10, a stadium.
        let stadium = Path(roundedRect: rect, cornerRadius: 100)
        #expect(stadium == Path(roundedRect: rect, cornerRadius: 10))
        #expect(firstPoint(stadium) == Point(x: 10, y: 0))
        #expect(stadium.elements[3] == .line(to: Point(x: 40, y: 10)))  // zero-length edge kept
        #expect(stadium.hasSameStructure(as: Path(roundedRect: rect, cornerRadius: 3)))
    }

    @Test func ovalStartsAtAngleZeroAndRunsClockwiseOnScreen() {
        let rect = Rect(x: 10, y: 20, width: 60, height: 40)
        let path = Path(ovalIn: rect)
        #expect(firstPoint(path) == Point(x: 70, y: 40))
        let arcs = curves(path)
        #expect(arcs.count == 4)
        #expect(arcs.map(\.to) == [Point(x: 40, y: 60), Point(x: 10, y: 40), Point(x: 40, y: 20), Point(x: 70, y: 40)])
        #expect(path.elements.last == .close)
        #expect(near(arcs[0].c1, Point(x: 70, y: 40 + 20 * 0.5522847498307936), 1e-12))
    }

    @Test func ovalPointsLieOnTheCircle() {
        let path = Path(ovalIn: Rect(x: 30, y: 30, width: 40, height: 40))
        for arc in curves(path) {
            for i in 0...20 {
                let p = bezierPoint([arc.from, arc.c1, arc.c2, arc.to], Double(i) / 20)
                #expect(near(p.distance(to: Point(x: 50, y: 50)), 20, 20 * circleRadialTolerance))
            }
        }
    }

    @Test func clockwiseQuarterArc() {
        let path = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(firstPoint(path) == Point(x: 10, y: 0))
        let arcs = curves(path)
        #expect(arcs.count == 1)
        #expect(near(arcs[0].to, Point(x: 0, y: 10), 1e-12))
        // Handles 4/3·tan(θ/4)·r long: for 90° that is the circle kappa.
        #expect(near(arcs[0].c1, Point(x: 10, y: 10 * 0.5522847498307936), 1e-12))
        // The exact handle length puts the midpoint on the circle.
        let mid = bezierPoint([arcs[0].from, arcs[0].c1, arcs[0].c2, arcs[0].to], 0.5)
        #expect(near(mid.distance(to: .zero), 10, 1e-12))
    }

    @Test func counterClockwiseGoesTheLongWayForIncreasingAngles() {
        let path = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let arcs = curves(path)
        #expect(arcs.count == 3)  // 270° in 90° pieces
        #expect(near(arcs[0].to, Point(x: 0, y: -10), 1e-12))  // decreasing angle: up on screen
        #expect(near(arcs[2].to, Point(x: 0, y: 10), 1e-12))
        let clockwise = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        #expect(curves(clockwise).count == 3)
        #expect(near(curves(clockwise)[0].to, Point(x: 0, y: 10), 1e-12))
    }

    @Test func seedFullCircle() {
        let path = Path.arc(center: Point(x: 50, y: 50), radius: 20, startAngle: .pi, endAngle: -.pi, clockwise: false)
        #expect(near(firstPoint(path)!, Point(x: 30, y: 50), 1e-12))
        let arcs = curves(path)
        #expect(arcs.count == 4)
        #expect(near(arcs[0].to, Point(x: 50, y: 70), 1e-12))  // counter-clockwise from 180°: down-screen
        #expect(near(arcs[3].to, Point(x: 30, y: 50), 1e-12))
    }

    @Test func sweepRule() {
        func pieces(_ start: Double, _ end: Double, _ clockwise: Bool) -> Int {
            curves(Path.arc(center: .zero, radius: 1, startAngle: start, endAngle: end, clockwise: clockwise)).count
        }
        #expect(pieces(0, 2 * .pi, true) == 4)
        #expect(pieces(0, 5 * .pi, true) == 4)  // beyond a turn: still one full circle
        #expect(pieces(1, 1, true) == 0)  // zero sweep
        #expect(pieces(0, .pi, true) == 2)
        #expect(pieces(0, 100 * .pi / 180, true) == 2)
        #expect(pieces(3 * .pi, .pi / 2, true) == 4)  // 5π/2 apart, backwards: a whole circle
        #expect(pieces(.pi, .pi / 2 + 0.1, true) == 4)  // less than 2π apart: π/2 - 0.1 backwards is the long way
        // Zero sweep still moves to the start point.
        let dot = Path.arc(center: .zero, radius: 2, startAngle: .pi / 2, endAngle: .pi / 2, clockwise: false)
        #expect(dot.elements.count == 1)
        #expect(near(firstPoint(dot)!, Point(x: 0, y: 2), 1e-15))
    }

    /// Real code's usual dot: `UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2 * .pi,
    /// clockwise: false)`. Core Graphics draws the whole circle, going counter-clockwise
    /// (decreasing angle: up the screen first).
    @Test func fullTurnCounterClockwiseIsAWholeCircle() {
        let path = Path.arc(center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(near(firstPoint(path)!, Point(x: 30, y: 20), 1e-12))
        let arcs = curves(path)
        #expect(arcs.map(\.to).enumerated().allSatisfy { i, p in
            near(p, [Point(x: 20, y: 10), Point(x: 10, y: 20), Point(x: 20, y: 30), Point(x: 30, y: 20)][i], 1e-12)
        })
        // 2π·10 = 62.8319, and the four-cubic circle is 1.40e-4 longer: 62.8407.
        #expect(near(path.length, 20 * .pi * (1 + 1.40e-4), 2e-3))
        // The same from any start, either way round, a turn or more apart.
        #expect(curves(Path.arc(center: .zero, radius: 1, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)).count == 4)
        #expect(curves(Path.arc(center: .zero, radius: 1, startAngle: 2 * .pi, endAngle: 0, clockwise: true)).count == 4)
    }

    /// CGPathAddArcToPoint: from (0, 0) towards the corner (50, 0), then down to (50, 50), with
    /// radius 10. The circle touching both lines is centered at (40, 10): the path is a line to
    /// (40, 0) and a clockwise quarter arc to (50, 10), 40 + 5π long (the cubic quarter adds 1.4e-4).
    @Test func arcToPointRoundsTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: Point(x: 50, y: 0), tangent2End: Point(x: 50, y: 50), radius: 10)
        #expect(path.elements[1] == .line(to: Point(x: 40, y: 0)))
        #expect(near(path.currentPoint!, Point(x: 50, y: 10), 1e-9))
        #expect(near(path.length, 40 + 5 * .pi * (1 + 1.40e-4), 1e-3))  // the cubic quarter is 1.4e-4 long
        let arc = curves(path)[0]
        #expect(near(bezierPoint([arc.from, arc.c1, arc.c2, arc.to], 0.5).distance(to: Point(x: 40, y: 10)), 10, 1e-9))

        // Turning the other way (up) bends counter-clockwise: center (40, -10), end (50, -10).
        var up = Path()
        up.move(to: .zero)
        up.addArc(tangent1End: Point(x: 50, y: 0), tangent2End: Point(x: 50, y: -50), radius: 10)
        #expect(near(up.currentPoint!, Point(x: 50, y: -10), 1e-9))

        // A 60° corner: the tangent points lie r / tan(30°) = 10·√3 from the corner.
        var sharp = Path()
        sharp.move(to: Point(x: -100, y: 0))
        sharp.addArc(tangent1End: .zero, tangent2End: Point(x: -50, y: 50 * 3.0.squareRoot()), radius: 10)
        #expect(near(curves(sharp)[0].from, Point(x: -10 * 3.0.squareRoot(), y: 0), 1e-9))
        #expect(near(sharp.currentPoint!.distance(to: .zero), 10 * 3.0.squareRoot(), 1e-9))
    }

    @Test func arcToPointWithoutACircleIsASharpCorner() {
        func path(_ p1: Point, _ p2: Point, radius: Double, from start: Point? = .zero) -> Path {
            var path = Path()
            if let start { path.move(to: start) }
            path.addArc(tangent1End: p1, tangent2End: p2, radius: radius)
            return path
        }
        let corner = Point(x: 10, y: 0)
        #expect(path(corner, Point(x: 10, y: 10), radius: 0).elements == [.move(to: .zero), .line(to: corner)])
        #expect(path(corner, Point(x: 20, y: 0), radius: 5).elements == [.move(to: .zero), .line(to: corner)])  // collinear
        #expect(path(.zero, Point(x: 20, y: 0), radius: 5).elements == [.move(to: .zero), .line(to: .zero)])  // p0 == p1
        #expect(path(corner, Point(x: 10, y: 10), radius: 5, from: nil).elements == [.move(to: corner)])  // no current point
    }

    @Test func addArcLinesFromTheCurrentPoint() {
        var path = Path()
        path.move(to: Point(x: -5, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 3)
        #expect(path.elements[1] == .line(to: Point(x: 10, y: 0)))
        #expect(near(path.currentPoint!, Point(x: 0, y: 10), 1e-12))
    }
}
