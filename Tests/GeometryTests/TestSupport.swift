import Foundation
import Geometry

/// Foundation has its own AffineTransform (swift-corelibs-foundation); a declaration in this
/// module shadows both imports.
typealias AffineTransform = Geometry.AffineTransform

/// Shared helpers, written independently of the code under test so they can check it.

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    near(a.origin, b.origin, tolerance) && near(a.size.width, b.size.width, tolerance)
        && near(a.size.height, b.size.height, tolerance)
}

func near(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    let differences: [Double] = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
    return differences.allSatisfy { abs($0) <= tolerance }
}

/// Elementwise comparison of two paths' points.
func near(_ a: Path, _ b: Path, _ tolerance: Double = 1e-9) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    for (x, y) in zip(a.elements, b.elements) {
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            if !near(p, q, tolerance) { return false }
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
            if !near(p, q, tolerance) || !near(c, d, tolerance) { return false }
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            if !near(p, q, tolerance) || !near(c1, d1, tolerance) || !near(c2, d2, tolerance) { return false }
        case (.close, .close):
            continue
        default:
            return false
        }
    }
    return true
}

/// Evaluates a Bezier by repeated linear interpolation of its control polygon.
func bezierPoint(_ controls: [Point], _ t: Double) -> Point {
    var pts = controls
    while pts.count > 1 {
        pts = zip(pts, pts.dropFirst()).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
    }
    return pts[0]
}

/// Control polygons of every drawn piece (close as a line back to the subpath start).
func controlPolygons(_ path: Path) -> [[Point]] {
    var result: [[Point]] = []
    var start = Point.zero, current = Point.zero
    for element in path.elements {
        switch element {
        case .move(let p): start = p; current = p
        case .line(let p): result.append([current, p]); current = p
        case .quadCurve(let p, let c): result.append([current, c, p]); current = p
        case .curve(let p, let c1, let c2): result.append([current, c1, c2, p]); current = p
        case .close: result.append([current, start]); current = start
        }
    }
    return result
}

/// Length of a fine polyline through each curve: a reference for the quadrature.
/// The chord error is about L·(κ·L/n)²/24, far below 1e-6 here.
func flattenedLength(_ path: Path, steps: Int = 20_000) -> Double {
    var total = 0.0
    for controls in controlPolygons(path) {
        var previous = controls[0]
        let n = controls.count == 2 ? 1 : steps
        for i in 1...n {
            let p = bezierPoint(controls, Double(i) / Double(n))
            total += previous.distance(to: p)
            previous = p
        }
    }
    return total
}
