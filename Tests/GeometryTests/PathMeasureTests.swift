import Foundation
import Testing
import Geometry

/// Measured (reference polyline of 2·10⁶ chords per quarter, and this module's quadrature,
/// which agree to 1e-9): the kappa Bezier circle is 1.4029e-4 times longer than the true
/// circle. For radius 20 that is 125.68134 against 2π·20 = 125.66371 (+0.01763), and
/// +0.00441 for a quarter.
let bezierCircleLengthExcess = 1.4029e-4

@Suite struct PathLengthTests {
    @Test func linesAndCloseAreExact() {
        #expect(Path.line(from: .zero, to: Point(x: 3, y: 4)).length == 5)
        #expect(Path(rect: Rect(x: 0, y: 0, width: 30, height: 10)).length == 80)
        var path = Path.line(from: .zero, to: Point(x: 10, y: 0))
        path.move(to: Point(x: 1000, y: 1000))  // moves add nothing
        path.addLine(to: Point(x: 1000, y: 1020))
        #expect(path.length == 30)
        #expect(Path().length == 0)
    }

    @Test func seedCircleLength() {
        let r = 20.0
        let circle = Path.arc(center: Point(x: 50, y: 50), radius: r, startAngle: .pi, endAngle: -.pi, clockwise: false)
        let length = circle.length
        #expect(abs(length - flattenedLength(circle)) < 1e-3)
        let trueCircle = 2 * Double.pi * r
        #expect(abs((length - trueCircle) / trueCircle - bezierCircleLengthExcess) < 1e-8)
        #expect(abs(length - trueCircle) < 0.02)
        // The oval builder draws the same circle.
        #expect(abs(Path(ovalIn: Rect(x: 30, y: 30, width: 40, height: 40)).length - length) < 1e-9)
    }

    @Test func curvesMatchAFinePolyline() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 120))
        path.addCurve(to: Point(x: 200, y: 50), control1: Point(x: 150, y: -80), control2: Point(x: 120, y: 200))
        path.addLine(to: Point(x: 210, y: 60))
        // A cusp: the speed drops to zero at t = 1/2.
        path.addCurve(to: Point(x: 310, y: 60), control1: Point(x: 310, y: 160), control2: Point(x: 210, y: 160))
        path.close()
        #expect(abs(path.length - flattenedLength(path)) < 1e-3)
        let ellipse = Path(ovalIn: Rect(x: 0, y: 0, width: 300, height: 20))
        #expect(abs(ellipse.length - flattenedLength(ellipse)) < 1e-3)
    }
}

@Suite struct PathSegmentTests {
    @Test func segmentsFollowDrawingElements() {
        let oval = Path(ovalIn: Rect(x: 0, y: 0, width: 10, height: 10))
        let segments = oval.segments
        #expect(segments.count == 5)
        #expect(segments.last!.isClose && segments.last!.length == 0)  // zero-length close kept
        #expect(segments.allSatisfy { $0.subpathIndex == 0 })

        var two = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
        two.addLine(to: Point(x: 5, y: 5))  // after close: a new subpath from (0,0)
        two.move(to: Point(x: 9, y: 9))
        two.move(to: Point(x: 7, y: 7))
        two.addLine(to: Point(x: 7, y: 8))
        let s = two.segments
        #expect(s.map(\.subpathIndex) == [0, 0, 0, 0, 1, 2])
        #expect(s[4].start == .zero && s[5].start == Point(x: 7, y: 7))
        #expect(s[3].isClose && s[3].end == .zero)
    }

    @Test func parameterAtLengthInvertsLengthToParameter() {
        let segments = [
            PathSegment(start: .zero, end: Point(x: 100, y: 0),
                        kind: .curve(control1: Point(x: 10, y: 90), control2: Point(x: 95, y: -40))),
            PathSegment(start: .zero, end: Point(x: 100, y: 0),
                        kind: .curve(control1: Point(x: 100, y: 100), control2: Point(x: 0, y: 100))),  // cusp
            PathSegment(start: .zero, end: Point(x: 40, y: 0), kind: .quadCurve(control: Point(x: 0, y: 30))),
            PathSegment(start: Point(x: 1, y: 1), end: Point(x: 4, y: 5)),
        ]
        for segment in segments {
            #expect(segment.length > 0)
            for i in 0...100 {
                let s = segment.length * Double(i) / 100
                let t = segment.parameter(atLength: s)
                #expect(abs(segment.length(to: t) - s) <= 1e-9 * segment.length)
                let u = Double(i) / 100
                // Near the cusp the length is quadratic in t, so t is only good to ~sqrt(1e-13).
                #expect(abs(segment.parameter(atLength: segment.length(to: u)) - u) <= 1e-6)
            }
            #expect(segment.parameter(atLength: -1) == 0)
            #expect(segment.parameter(atLength: segment.length + 1) == 1)
            #expect(segment.length(to: 1) == segment.length)
        }
    }

    @Test func pointAndTangent() {
        let segment = PathSegment(start: .zero, end: Point(x: 3, y: 0),
                                  kind: .curve(control1: Point(x: 1, y: 3), control2: Point(x: 2, y: 3)))
        #expect(near(segment.point(at: 0.5), Point(x: 1.5, y: 2.25), 1e-15))
        #expect(near(segment.tangent(at: 0), Point(x: 3, y: 9), 1e-15))
        #expect(near(segment.tangentAngle(at: 1), atan2(-9, 3), 1e-12))
        // A handle on its end point: the derivative vanishes, the direction does not.
        let flat = PathSegment(start: .zero, end: Point(x: 10, y: 10),
                               kind: .curve(control1: .zero, control2: Point(x: 10, y: 0)))
        #expect(near(flat.tangentAngle(at: 0), 0, 1e-4))
    }

    @Test func subsegmentIsThePartOfTheCurve() {
        let segment = PathSegment(start: .zero, end: Point(x: 100, y: 0),
                                  kind: .curve(control1: Point(x: 10, y: 90), control2: Point(x: 95, y: -40)))
        let part = segment.subsegment(from: 0.3, to: 0.6)
        for i in 0...10 {
            let u = Double(i) / 10
            #expect(near(part.point(at: u), segment.point(at: 0.3 + 0.3 * u), 1e-12))
        }
        #expect(abs(part.length - (segment.length(to: 0.6) - segment.length(to: 0.3))) < 1e-9)
        let quad = PathSegment(start: .zero, end: Point(x: 40, y: 0), kind: .quadCurve(control: Point(x: 0, y: 30)))
        #expect(near(quad.subsegment(from: 0.25, to: 0.5).point(at: 0.5), quad.point(at: 0.375), 1e-12))
    }
}

@Suite struct PathFractionTests {
    @Test func pointAlongASquare() throws {
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        let (p, angle) = try #require(square.point(atFraction: 0.375))
        #expect(near(p, Point(x: 100, y: 50)))
        #expect(near(angle, .pi / 2))  // moving down the right edge
        let end = try #require(square.point(atFraction: 1))
        #expect(near(end.point, .zero) && near(end.tangentAngle, -.pi / 2))  // along the close
        let joint = try #require(square.point(atFraction: 0.25))
        #expect(near(joint.point, Point(x: 100, y: 0)) && near(joint.tangentAngle, 0))
        #expect(square.point(atFraction: -3)!.point == .zero)
    }

    @Test func pointAlongAnOval() throws {
        let oval = Path(ovalIn: Rect(x: 30, y: 30, width: 40, height: 40))
        let start = try #require(oval.point(atFraction: 0))
        #expect(near(start.point, Point(x: 70, y: 50)) && near(start.tangentAngle, .pi / 2))
        let quarter = try #require(oval.point(atFraction: 0.25))
        #expect(near(quarter.point, Point(x: 50, y: 70), 1e-9) && near(abs(quarter.tangentAngle), .pi, 1e-9))
        let eighth = try #require(oval.point(atFraction: 0.125))
        #expect(near(eighth.tangentAngle, 3 * .pi / 4, 1e-9))  // symmetry of the quarter
    }

    @Test func nothingToFollow() {
        #expect(Path().point(atFraction: 0.5) == nil)
        var dot = Path()
        dot.move(to: Point(x: 1, y: 1))
        #expect(dot.point(atFraction: 0.5) == nil)
        dot.addLine(to: Point(x: 1, y: 1))
        #expect(dot.point(atFraction: 0.5) == nil)
    }
}

@Suite struct BoundingBoxTests {
    @Test func ovalBoxIsItsRect() throws {
        let rect = Rect(x: 12.5, y: -7, width: 61, height: 33)
        #expect(near(try #require(Path(ovalIn: rect).boundingBox), rect, 1e-9))
        let rounded = Rect(x: 0, y: 0, width: 50, height: 20)
        #expect(near(try #require(Path(roundedRect: rounded, cornerRadius: 8).boundingBox), rounded, 1e-9))
    }

    @Test func cubicExtremaBeyondItsEndPoints() throws {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: -100, y: -100), control2: Point(x: 200, y: -100))
        let box = try #require(path.boundingBox)
        // Reference: dense sampling.
        var (x0, x1, y0, y1) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        let controls = [Point.zero, Point(x: -100, y: -100), Point(x: 200, y: -100), Point(x: 100, y: 0)]
        for i in 0...100_000 {
            let p = bezierPoint(controls, Double(i) / 100_000)
            x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        #expect(near(box, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), 1e-6))
        #expect(near(box.minY, -75, 1e-12))  // not the control points' -100
        #expect(box.minX < 0 && box.maxX > 100)
    }

    @Test func quadExtremum() throws {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        #expect(near(try #require(path.boundingBox), Rect(x: 0, y: 0, width: 10, height: 5), 1e-12))
    }

    @Test func emptyAndMoveOnly() {
        #expect(Path().boundingBox == nil)
        var path = Path()
        path.move(to: Point(x: 3, y: 4))
        #expect(path.boundingBox == Rect(x: 3, y: 4, width: 0, height: 0))
        path.move(to: Point(x: -1, y: 8))  // trailing moves count, as in Core Graphics
        #expect(path.boundingBox == Rect(x: -1, y: 4, width: 4, height: 4))
    }
}
