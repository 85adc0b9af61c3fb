#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The constant that makes a cubic Bezier quarter-circle meet the true circle at its
/// ends and midpoint: 4/3 · (sqrt 2 - 1). UIBezierPath and CGPath use it for ovals.
let bezierCircleKappa = 0.5522847498307936

extension Path {
    /// A single straight subpath, as UIBezierPath's `move(to:)` + `addLine(to:)`.
    public static func line(from start: Point, to end: Point) -> Path {
        Path([.move(to: start), .line(to: end)])
    }

    /// A closed rectangle that starts at its top-left corner and runs clockwise on screen,
    /// the order UIBezierPath(rect:) uses, so strokeStart/strokeEnd trim the same edges.
    /// A rectangle with negative size is read as the region it covers.
    public init(rect: Rect) {
        let r = rect.standardized
        self.init([
            .move(to: Point(x: r.minX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.maxY)),
            .line(to: Point(x: r.minX, y: r.maxY)),
            .close,
        ])
    }

    /// A closed rectangle with quarter-circle corners, as CGPath(roundedRect:...) draws it:
    /// starting at (minX + r, minY) and running clockwise on screen.
    ///
    /// The radius is clamped to half the shorter side (a negative or NaN radius counts as 0,
    /// which gives exactly `Path(rect:)`). For r > 0 every edge line is emitted even when it
    /// has zero length, so two rounded rects always share a structure and interpolate.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let r0 = rect.standardized
        let limit = min(r0.width, r0.height) / 2
        let radius = cornerRadius > 0 ? min(cornerRadius, limit) : 0
        guard radius > 0 else {
            self.init(rect: r0)
            return
        }
        let k = radius * bezierCircleKappa
        let (x0, x1, y0, y1) = (r0.minX, r0.maxX, r0.minY, r0.maxY)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        self.init([
            .move(to: p(x0 + radius, y0)),
            .line(to: p(x1 - radius, y0)),
            .curve(to: p(x1, y0 + radius), control1: p(x1 - radius + k, y0), control2: p(x1, y0 + radius - k)),
            .line(to: p(x1, y1 - radius)),
            .curve(to: p(x1 - radius, y1), control1: p(x1, y1 - radius + k), control2: p(x1 - radius + k, y1)),
            .line(to: p(x0 + radius, y1)),
            .curve(to: p(x0, y1 - radius), control1: p(x0 + radius - k, y1), control2: p(x0, y1 - radius + k)),
            .line(to: p(x0, y0 + radius)),
            .curve(to: p(x0 + radius, y0), control1: p(x0, y0 + radius - k), control2: p(x0 + radius - k, y0)),
            .close,
        ])
    }

    /// The ellipse inscribed in `rect`, as UIBezierPath(ovalIn:) draws it: starting at angle 0,
    /// the point (maxX, midY), then clockwise on screen through (midX, maxY), as four cubic
    /// quarter arcs, closed. Trimming and keyframing along an oval depend on this order.
    public init(ovalIn rect: Rect) {
        let r = rect.standardized
        let (cx, cy) = (r.midX, r.midY)
        let (rx, ry) = (r.width / 2, r.height / 2)
        let (kx, ky) = (rx * bezierCircleKappa, ry * bezierCircleKappa)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        self.init([
            .move(to: p(cx + rx, cy)),
            .curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry)),
            .curve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky)),
            .curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry)),
            .curve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky)),
            .close,
        ])
    }

    /// A path holding just the arc that `addArc` would add; see there for the sweep rule.
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                           clockwise: Bool) -> Path {
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise)
        return path
    }

    /// Adds a circular arc with UIKit's semantics: the point at angle `a` is
    /// (cx + r·cos a, cy + r·sin a) with y down, so `clockwise: true` (clockwise on screen)
    /// means increasing angle.
    ///
    /// Sweep rule, as Core Graphics draws it: when the angles differ by 2π or more either
    /// way, the arc is the whole circle from startAngle in the direction given (so
    /// `arc(0, 2π, clockwise: false)`, real code's usual dot, is a full circle). Otherwise
    /// d = endAngle - startAngle when clockwise, startAngle - endAngle otherwise, reduced
    /// modulo 2π into [0, 2π): equal angles give a zero-length arc (only the line or move to
    /// the start) and going "backwards" goes the long way round. See
    /// docs/core-animation.md#porting-real-code.
    ///
    /// The arc starts with a line from the current point, or a move if there is none, and is
    /// emitted as cubics of at most 90 degrees, whose handles are 4/3·tan(θ/4)·r long (the
    /// length that makes each cubic's midpoint lie on the circle).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let start = Self.arcPoint(center: center, radius: radius, angle: startAngle)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for (a0, a1, step) in Self.arcQuarters(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) {
            let piece = Self.arcPiece(center: center, radius: radius, from: a0, to: a1, step: step)
            addCurve(to: piece.to, control1: piece.control1, control2: piece.control2)
        }
    }

    /// The arc's angles cut into equal pieces of at most a quarter turn (none for a sweep
    /// of 0), each with the step between its ends; the last ends at the sweep's end exactly.
    public static func arcQuarters(startAngle: Double, endAngle: Double, clockwise: Bool)
        -> [(from: Double, to: Double, step: Double)] {
        let sweep = arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        guard sweep > 0 else { return [] }
        // A sweep of exactly k·90° must not round up to k + 1 pieces.
        let pieces = max(1, Int((sweep / (Double.pi / 2) - 1e-9).rounded(.up)))
        let sign: Double = clockwise ? 1 : -1
        let step = sign * sweep / Double(pieces)
        return (1...pieces).map { i in
            (startAngle + step * Double(i - 1), i == pieces ? startAngle + sign * sweep : startAngle + step * Double(i), step)
        }
    }

    /// How far an arc turns, in [0, 2π]: a sweep of a turn or more is one circle.
    public static func arcSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
        let twoPi = 2 * Double.pi
        let d = clockwise ? endAngle - startAngle : startAngle - endAngle
        if abs(d) >= twoPi { return twoPi }
        let sweep = d.truncatingRemainder(dividingBy: twoPi)
        return !sweep.isFinite ? 0 : sweep < 0 ? sweep + twoPi : sweep
    }

    public static func arcPoint(center: Point, radius: Double, angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The cubic from angle `a0` to `a1` on the circle, `step` (a1 - a0, at most a quarter
    /// turn, as the caller worked it out) apart: its handles lie along the tangents at the ends.
    public static func arcPiece(center: Point, radius: Double, from a0: Double, to a1: Double, step: Double)
        -> (to: Point, control1: Point, control2: Point) {
        let sign: Double = step >= 0 ? 1 : -1
        let handle = 4.0 / 3.0 * tan(abs(step) / 4) * radius
        let p0 = arcPoint(center: center, radius: radius, angle: a0), p1 = arcPoint(center: center, radius: radius, angle: a1)
        let t0 = Point(x: -sin(a0), y: cos(a0)) * (sign * handle)
        let t1 = Point(x: -sin(a1), y: cos(a1)) * (sign * handle)
        return (p1, p0 + t0, p1 - t1)
    }
}

extension Path {
    /// CGPathAddArcToPoint (`path:addArcTo`): the rounded corner of the two lines from the
    /// current point to `tangent1End` and from there to `tangent2End`.
    ///
    ///     current ───────────t1╮             t1, t2: where the circle of `radius` touches
    ///                          │ ← arc        the two lines; the path gets a line to t1,
    ///                          t2             then the short arc to t2.
    ///                          │
    ///                     tangent2End
    ///
    /// Without a current point the path first moves to `tangent1End`. Where no circle fits
    /// (radius 0 or negative, coincident or collinear points) the corner is sharp: just a line
    /// to `tangent1End`, as Core Graphics draws it.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPoint else {
            move(to: p1)
            return
        }
        let d1 = p1 - p0, d2 = p2 - p1
        let cross = d1.x * d2.y - d1.y * d2.x
        guard radius > 0, d1.length > 0, d2.length > 0,
              abs(cross) > 1e-12 * d1.length * d2.length else {
            addLine(to: p1)
            return
        }
        // The corner's half-angle θ/2 between the rays p1→p0 and p1→p2.
        let u1 = (p0 - p1) * (1 / d1.length), u2 = d2 * (1 / d2.length)
        let cosine = min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)
        let half = acos(cosine) / 2
        let tangentDistance = radius / tan(half)
        let t1 = p1 + u1 * tangentDistance, t2 = p1 + u2 * tangentDistance
        let bisector = u1 + u2
        let center = p1 + bisector * (radius / sin(half) / bisector.length)
        // Turning towards increasing angle (cross > 0, y down) is clockwise on screen.
        addArc(center: center, radius: radius, startAngle: atan2(t1.y - center.y, t1.x - center.x),
               endAngle: atan2(t2.y - center.y, t2.x - center.x), clockwise: cross > 0)
    }
}
