import CCairo
import Geometry

/// cairo stores the current path in device space as 24.8 fixed point, and a coordinate past
/// ±8,388,608 pixels wraps: a circle of radius 1e7 (or a point at 1e15, which Core Graphics
/// takes) became curves that cross the canvas anywhere, a thousand of them stroked in 2 s
/// and 600 MB (found by `make fuzz FUZZ_TARGET=draw`). A path stays as it is while its
/// points lie within `Canvas.deviceLimit`. From its first point past that, the rest of the
/// current path goes through a `PathClamp` in device space, which keeps what shows.
final class ClampedPath {
    var clamp: PathClamp?
}

/// The current path set aside (`Canvas.setPathAside`) to be put back as it was.
final class SavedPath {
    fileprivate let path: UnsafeMutablePointer<cairo_path_t>?
    fileprivate let clamp: PathClamp?

    fileprivate init(_ path: UnsafeMutablePointer<cairo_path_t>?, _ clamp: PathClamp?) {
        self.path = path
        self.clamp = clamp
    }

    deinit { cairo_path_destroy(path) }
}

extension Canvas {
    /// A quarter of cairo's range: an edge from one corner to the other, whose length cairo
    /// takes in the same 32 bits, stays inside it too (at half, a triangle of the square's
    /// corners filled nothing).
    static let deviceLimit = 65_536.0
    /// How near the limit a clamped curve may become a line: 2 million pixels from the canvas.
    static let clampTolerance = 4_096.0

    /// Whether `points` (in user space) go to cairo as they are.
    func fits(_ points: Point...) -> Bool {
        guard beyond.clamp == nil else { return false }
        let m = matrix
        return points.allSatisfy { Self.fits(m.apply(to: $0)) }
    }

    /// Whether `path` (in user space) goes to cairo as it is.
    func fits(_ path: Path) -> Bool {
        guard beyond.clamp == nil else { return false }
        let m = matrix
        return path.elements.allSatisfy { $0.points.allSatisfy { Self.fits(m.apply(to: $0)) } }
    }

    private static func fits(_ d: Point) -> Bool { abs(d.x) <= deviceLimit && abs(d.y) <= deviceLimit }

    /// The current point in user space: the unclamped one once the path has gone past the limit.
    var currentPoint: Point? {
        if let clamp = beyond.clamp {
            return clamp.current.flatMap { p in matrix.inverted()?.apply(to: p) }
        }
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return Point(x: x, y: y)
    }

    var hasCurrentPoint: Bool { beyond.clamp?.current != nil || cairo_has_current_point(cr) != 0 }

    /// Appends `path` (in user space) through the clamp, which starts from cairo's current
    /// point and subpath when the path had none past the limit yet.
    func appendClamped(_ path: Path) {
        var clamp = beyond.clamp ?? startClamp()
        var clamped: [PathElement] = []
        for element in path.applying(matrix).elements { clamp.add(element, to: &clamped) }
        beyond.clamp = clamp
        save()
        cairo_identity_matrix(cr)
        for element in clamped {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            case .quadCurve: break  // the clamp gives none
            }
        }
        restore()
    }

    /// An arc past the limit (Path.addArc's angles and direction), through the clamp. Its
    /// cubics are halved until each is within 0.1 pixel of the circle (cairo's tolerance)
    /// or lies beyond a side of the square, where the clamp puts it on the edge anyway: a
    /// circle of radius 1e15 through the canvas keeps its edge there, in a few dozen cubics.
    func appendClampedArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let m = matrix, scale = m.stretchBound
        let start = Path.arcPoint(center: center, radius: radius, angle: startAngle)
        var elements: [PathElement] = [hasCurrentPoint ? .line(to: start) : .move(to: start)]
        // However the halving goes, an arc ends within this many halvings.
        var halvings = Self.maxArcHalvings
        func piece(_ a0: Double, _ a1: Double, depth: Int) {
            let (p1, c1, c2) = Path.arcPiece(center: center, radius: radius, from: a0, to: a1, step: a1 - a0)
            let element = PathElement.curve(to: p1, control1: c1, control2: c2)
            // A cubic of a quarter turn strays 2.7e-4 r from the circle, and less as θ⁶.
            let turned = abs(a1 - a0) / (Double.pi / 2), cube = turned * turned * turned
            let error = 2.7e-4 * radius * scale * cube * cube
            guard halvings > 0, depth < 40, error > 0.1, error.isFinite else { return elements.append(element) }
            let hull = [Path.arcPoint(center: center, radius: radius, angle: a0), c1, c2, p1].map { m.apply(to: $0) }
            guard hull.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
                  !PathClamp.liesBeyondASide(hull, limit: Self.deviceLimit, by: error)
            else { return elements.append(element) }
            halvings -= 1
            piece(a0, (a0 + a1) / 2, depth: depth + 1)
            piece((a0 + a1) / 2, a1, depth: depth + 1)
        }
        for (a0, a1, _) in Path.arcQuarters(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) {
            piece(a0, a1, depth: 0)
        }
        appendClamped(Path(elements))
    }

    static let maxArcHalvings = 4_096

    /// A clamp at cairo's current point and the start of its subpath, in device space.
    private func startClamp() -> PathClamp {
        save()
        defer { restore() }
        cairo_identity_matrix(cr)
        var current: Point?, start: Point?
        if cairo_has_current_point(cr) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            current = Point(x: x, y: y)
            if let path = cairo_copy_path(cr) {
                defer { cairo_path_destroy(path) }
                var i = 0
                while i < Int(path.pointee.num_data) {
                    let header = path.pointee.data[i].header
                    if header.type == CAIRO_PATH_MOVE_TO {
                        let p = path.pointee.data[i + 1].point
                        start = Point(x: p.x, y: p.y)
                    }
                    i += Int(header.length)
                }
            }
        }
        return PathClamp(limit: Self.deviceLimit, tolerance: Self.clampTolerance, current: current, start: start)
    }

    /// The current path, taken out of the way of a painting call that needs its own; put
    /// it back with `putBack`.
    func setPathAside() -> SavedPath {
        SavedPath(cairo_copy_path(cr), beyond.clamp)
    }

    func putBack(_ saved: SavedPath) {
        newPath()
        if let path = saved.path { cairo_append_path(cr, path) }
        beyond.clamp = saved.clamp
    }
}
