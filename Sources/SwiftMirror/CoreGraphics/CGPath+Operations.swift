import Foundation
import Geometry

public enum CGPathElementType: Int32, Sendable { case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath }

/// One element as CGPathApply hands it: its type and its points (end point last).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The path questions and conversions Core Graphics answers, on the engine's Path: curves
/// are flattened to lines (16 a curve) where an answer needs lines (containment, stroking,
/// flattening). A stroke's outline is the union of its pieces (a quadrilateral a line,
/// a polygon a join or cap), all turning one way, so filled with the nonzero rule it is
/// exactly the stroke's area; stroked itself, it shows the pieces. The boolean operations
/// of iOS 16 are not done (warned): union appends the other path, which fills as the union
/// when both turn one way; the others return this path.
extension CGPath {
    public class var typeID: CFTypeID { 48 }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path.transformed(transform))
    }

    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in path.elements {
            let (type, list): (CGPathElementType, [Point]) = switch element {
            case .move(let p): (.moveToPoint, [p])
            case .line(let p): (.addLineToPoint, [p])
            case .quadCurve(let p, let c): (.addQuadCurveToPoint, [c, p])
            case .curve(let p, let c1, let c2): (.addCurveToPoint, [c1, c2, p])
            case .close: (.closeSubpath, [])
            }
            for (i, p) in list.enumerated() { points[i] = CGPoint(p) }
            var item = CGPathElement(type: type, points: points)
            block(&item)
        }
    }

    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether the path is one rectangle: a move and three or four lines along the axes,
    /// closed or ending where it began. The rectangle goes to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [Point] = []
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p): points.append(p)
            case .close where i == path.elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        for i in 0..<4 {
            let (a, b) = (points[i], points[(i + 1) % 4])
            guard (a.x == b.x) != (a.y == b.y) else { return false }
        }
        guard points[0].x == points[1].x ? points[1].y == points[2].y : points[1].x == points[2].x else { return false }
        let xs = points.map(\.x), ys = points.map(\.y)
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// The point's winding number (nonzero) or crossing count (even-odd) over the path,
    /// each subpath closed, as fill rules count.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform.inverted()).point
        var winding = 0
        for polygon in polylines() {
            let ring = polygon.points
            guard ring.count > 1 else { continue }
            for i in 0..<ring.count {
                let (a, b) = (ring[i], ring[(i + 1) % ring.count])
                if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 { winding -= 1 }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    public func flattened(threshold: CGFloat) -> CGPath {
        var result = Path()
        for line in polylines() {
            guard let first = line.points.first else { continue }
            result.move(to: first)
            line.points.dropFirst().forEach { result.addLine(to: $0) }
            if line.closed { result.close() }
        }
        return CGPath(result)
    }

    /// Each subpath on its own (iOS joins overlapping ones; here each is its own component).
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        var parts: [[PathElement]] = []
        for element in path.elements {
            if case .move = element { parts.append([]) }
            if parts.isEmpty { parts.append([]) }
            parts[parts.count - 1].append(element)
        }
        return parts.map { CGPath(Path($0)) }
    }

    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let pattern = lengths.map { max(0, Double($0)) }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return CGPath(path.applying(transform.affine)) }
        var result = Path()
        let segments = path.segments
        var index = 0
        while index < segments.count {
            // One subpath: the pattern starts again at its start, shifted by the phase.
            let subpath = segments[index].subpathIndex
            var offset = Double(phase).truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var dash = 0
            while offset >= pattern[dash] { offset -= pattern[dash]; dash = (dash + 1) % pattern.count }
            var left = pattern[dash] - offset
            var drawing = false
            while index < segments.count, segments[index].subpathIndex == subpath {
                let segment = segments[index]
                var at = 0.0
                while at < segment.length || (segment.length == 0 && at == 0) {
                    let step = min(left, segment.length - at)
                    if dash % 2 == 0, step > 0 || segment.length == 0 {
                        let piece = segment.subsegment(from: segment.parameter(atLength: at), to: segment.parameter(atLength: at + step))
                        if !drawing { result.move(to: piece.start) }
                        result.append(Path([piece.element]))
                        drawing = true
                    }
                    if segment.length == 0 { break }
                    at += step
                    left -= step
                    if left <= 1e-12 {
                        dash = (dash + 1) % pattern.count
                        left = pattern[dash]
                        drawing = false
                    }
                }
                index += 1
            }
        }
        return CGPath(result.applying(transform.affine))
    }

    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let half = Double(lineWidth) / 2
        var result = Path()
        func add(_ polygon: [Point]) {
            guard polygon.count > 2 else { return }
            let area = zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
            let ring = area < 0 ? Array(polygon.reversed()) : polygon
            result.move(to: ring[0])
            ring.dropFirst().forEach { result.addLine(to: $0) }
            result.close()
        }
        func disc(_ c: Point) -> [Point] {
            (0..<24).map { i in Point(x: c.x + half * cos(Double(i) * .pi / 12), y: c.y + half * sin(Double(i) * .pi / 12)) }
        }
        guard half > 0 else { return CGPath(Path()) }
        for line in polylines() {
            var points = line.points
            points = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.map(\.element)
            if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                if lineCap == .round { add(disc(points[0])) }
                if lineCap == .square {
                    let p = points[0]
                    add([Point(x: p.x - half, y: p.y - half), Point(x: p.x + half, y: p.y - half), Point(x: p.x + half, y: p.y + half),
                         Point(x: p.x - half, y: p.y + half)])
                }
                continue
            }
            let count = line.closed ? points.count : points.count - 1
            func normal(_ i: Int) -> Point {
                let (a, b) = (points[i], points[(i + 1) % points.count])
                let length = a.distance(to: b)
                return Point(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
            }
            for i in 0..<count {
                let (a, b, n) = (points[i], points[(i + 1) % points.count], normal(i))
                add([a + n, b + n, b - n, a - n])
            }
            // Joins between segments (and, closed, where the last meets the first).
            let joins = line.closed ? Array(0..<count) : Array(1..<max(1, count))
            for j in joins {
                let (i0, i1) = ((j - 1 + count) % count, j)
                let v = points[i1], n0 = normal(i0), n1 = normal(i1)
                switch lineJoin {
                case .round: add(disc(v))
                case .bevel: add([v, v + n0, v + n1]); add([v, v - n0, v - n1])
                case .miter:
                    let turn = n0.x * n1.y - n0.y * n1.x
                    let side = turn > 0 ? -1.0 : 1.0
                    let (o0, o1) = (v + n0 * side, v + n1 * side)
                    let cosine = (n0.x * n1.x + n0.y * n1.y) / (half * half)
                    let ratio = 1 / max(1e-12, ((1 + cosine) / 2).squareRoot())
                    if ratio <= Double(miterLimit), abs(turn) > 1e-12 {
                        let mid = Point(x: (n0.x + n1.x) / 2, y: (n0.y + n1.y) / 2)
                        let scale = ratio * ratio
                        add([v, o0, v + mid * (side * scale), o1])
                    } else {
                        add([v, o0, o1])
                    }
                }
            }
            guard !line.closed else { continue }
            for (end, inward) in [(points[0], points[1]), (points[points.count - 1], points[points.count - 2])] {
                let length = end.distance(to: inward)
                let d = Point(x: (end.x - inward.x) / length * half, y: (end.y - inward.y) / length * half)
                let n = Point(x: -d.y, y: d.x)
                switch lineCap {
                case .round: add(disc(end))
                case .square: add([end + n, end + n + d, end - n + d, end - n])
                case .butt: break
                }
            }
        }
        return CGPath(result.applying(transform.affine))
    }

    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.normalized(using:)")
        return CGPath(path)
    }
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.union(_:using:)")
        var joined = path
        joined.append(other.path)
        return CGPath(joined)
    }
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.intersection(_:using:)")
        return CGPath(path)
    }
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.subtracting(_:using:)")
        return CGPath(path)
    }
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.symmetricDifference(_:using:)")
        return CGPath(path)
    }
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.lineIntersection(_:using:)")
        return CGPath(path)
    }
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        MirrorDiagnostics.warnNotDrawn("CGPath.lineSubtracting(_:using:)")
        return CGPath(path)
    }
    /// Whether the filled areas overlap: a point of one inside the other, or edges crossing
    /// (tested on the flattened outlines' vertices and bounding boxes).
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        guard boundingBoxOfPath.intersects(other.boundingBoxOfPath) else { return false }
        let mine = polylines().flatMap(\.points), theirs = other.polylines().flatMap(\.points)
        return mine.contains { other.contains(CGPoint($0), using: rule) } || theirs.contains { contains(CGPoint($0), using: rule) }
    }

    /// The subpaths as polylines, curves flattened, with whether each was closed.
    func polylines() -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var subpath = -1
        for segment in path.segments {
            if segment.subpathIndex != subpath {
                subpath = segment.subpathIndex
                result.append(([segment.start], false))
            }
            if segment.isClose { result[result.count - 1].closed = true }
            switch segment.kind {
            case .line: result[result.count - 1].points.append(segment.end)
            default: result[result.count - 1].points += (1...16).map { segment.point(at: Double($0) / 16) }
            }
        }
        return result
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) }
}
