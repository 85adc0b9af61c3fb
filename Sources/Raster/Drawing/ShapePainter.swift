import Animation
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import CCairo
import Geometry
import Layers

/// Draws a CAShapeLayer's path: the fill, then the stroke over it.
///
/// Rules where Core Animation's documentation is silent:
/// - strokeStart == strokeEnd with a round or square cap draws the cap alone (a dot, turned
///   along the path) at that point, as Core Animation does: a line shrunk to strokeEnd 0
///   still shows a dot (the Slack loader's gathering dots rely on it). With a butt cap, or
///   strokeStart > strokeEnd, nothing is drawn.
/// - Other subpaths of zero length (a lone move, a line to its own start) draw nothing,
///   whatever the cap.
/// - A lineWidth of 0 draws no stroke.
/// - Dashes and trimming: the dash pattern is laid along the whole, untrimmed path, and
///   strokeStart/strokeEnd cut a window out of it. Animating strokeStart uncovers or hides
///   dashes in place; they do not crawl along the path. (lineDashPhase moves them.)
///   Like Core Graphics, the pattern starts again at each subpath.
/// - A dash pattern whose lengths are all zero draws a solid line; negative lengths (an
///   overshooting animation) count as zero.
struct ShapePainter {
    let canvas: Canvas

    func draw(_ p: PropertyStore) {
        let path = p.path
        guard !path.isEmpty else { return }
        if p.fillColor.isVisible {
            canvas.newPath()
            canvas.append(path)
            canvas.setSource(p.fillColor)
            canvas.fill(rule: p.fillRule == "evenOdd" ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
        stroke(path, p)
    }

    private func stroke(_ path: Path, _ p: PropertyStore) {
        let width = p.lineWidth
        guard width > 0, width.isFinite, p.strokeColor.isVisible else { return }
        let start = clampFraction(p.strokeStart), end = clampFraction(p.strokeEnd)
        guard start <= end else { return }
        let isTrimmed = start > 0 || end < 1
        var visible = start < end ? (isTrimmed ? path.trimmed(from: start, to: end) : path).withoutZeroLengthSubpaths : Path()
        if start == end {
            guard p.lineCap != "butt", let (point, angle) = path.point(atFraction: start) else { return }
            // A segment far below a pixel but above cairo's fixed-point step (1/256 px), along
            // the tangent: cairo draws its two caps as one, turned with the path.
            let step = Point(x: cos(angle), y: sin(angle)) * 0.005
            visible = Path.line(from: point - step, to: point + step)
        }
        guard !visible.isEmpty else { return }

        let cr = canvas.cr
        cairo_set_line_width(cr, width)
        let cap: cairo_line_cap_t = switch p.lineCap {
        case "round": CAIRO_LINE_CAP_ROUND
        case "square": CAIRO_LINE_CAP_SQUARE
        default: CAIRO_LINE_CAP_BUTT
        }
        let join: cairo_line_join_t = switch p.lineJoin {
        case "round": CAIRO_LINE_JOIN_ROUND
        case "bevel": CAIRO_LINE_JOIN_BEVEL
        default: CAIRO_LINE_JOIN_MITER
        }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, max(p.miterLimit, 1))
        canvas.setSource(p.strokeColor)

        let dashes = p.lineDashPattern.map { $0 > 0 ? $0 : 0 }
        let phase = p.lineDashPhase
        guard dashes.contains(where: { $0 > 0 }) else {
            cairo_set_dash(cr, nil, 0, 0)
            strokePath(visible)
            return
        }
        // Only the first visible subpath can begin part-way into its original subpath; it
        // takes the pattern from where the untrimmed stroke would be at that point.
        let (first, rest) = visible.splittingFirstSubpath
        let lead = start > 0 ? path.distanceIntoSubpath(atFraction: start) : 0
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase + lead) }
        strokePath(first)
        if !rest.isEmpty {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
            strokePath(rest)
        }
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func strokePath(_ path: Path) {
        canvas.newPath()
        canvas.append(path)
        canvas.stroke()
    }

    private func clampFraction(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
}

extension Path {
    /// The path without its zero-length subpaths: those whose every point (controls too)
    /// is the subpath's start. What stays is unchanged, element for element.
    var withoutZeroLengthSubpaths: Path {
        var kept: [PathElement] = []
        var group: [PathElement] = []
        var origin: Point?
        var hasLength = false
        func flush() {
            if hasLength { kept += group }
            group = []; origin = nil; hasLength = false
        }
        for element in elements {
            if case .move = element { flush() }
            group.append(element)
            for point in element.points {
                if let origin { hasLength = hasLength || point != origin } else { origin = point }
            }
        }
        flush()
        return Path(kept)
    }

    /// The first subpath (up to the second move) and the rest.
    var splittingFirstSubpath: (first: Path, rest: Path) {
        let moves = elements.indices.filter { if case .move = elements[$0] { true } else { false } }
        guard moves.count > 1 else { return (self, Path()) }
        return (Path(Array(elements[..<moves[1]])), Path(Array(elements[moves[1]...])))
    }

    /// How far along its own subpath the point at `fraction` of the whole length lies:
    /// where a dash pattern that restarts at each subpath stands at that point. When the
    /// point is the very end of a subpath, the next subpath's start (distance 0) is meant,
    /// as trimming starts the visible piece there.
    func distanceIntoSubpath(atFraction fraction: Double) -> Double {
        let segments = self.segments
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return 0 }
        let target = fraction * total
        let snap = 1e-12 * total
        var subpathStart = 0.0, offset = 0.0
        var subpath = -1
        for segment in segments {
            if segment.subpathIndex != subpath {
                subpath = segment.subpathIndex
                subpathStart = offset
            }
            if target < offset + segment.length - snap { return max(target - subpathStart, 0) }
            offset += segment.length
        }
        return 0
    }
}
