#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension Path {
    /// The drawn pieces in order, one per drawing element, each with its start point.
    ///
    /// Every `close` that follows a current point gives a line segment back to the
    /// subpath's start, even a zero-length one, so indices follow the drawing elements
    /// and a trimmed closed path can tell where its closing edge was. Moves give no
    /// segment. A drawing element with no current point (possible only in a path built
    /// from raw elements) draws nothing and starts a subpath at its end point. After a
    /// `close`, further drawing starts a new subpath at the closed subpath's start, as in
    /// Core Graphics.
    public var segments: [PathSegment] {
        var result: [PathSegment] = []
        var subpathStart: Point?
        var current: Point?
        var subpath = -1
        var startsSubpath = true
        func add(_ end: Point, _ kind: PathSegment.Kind, isClose: Bool = false) {
            guard let from = current else { return }
            if startsSubpath { subpath += 1; startsSubpath = false }
            result.append(PathSegment(start: from, end: end, kind: kind, isClose: isClose, subpathIndex: subpath))
        }
        for element in elements {
            switch element {
            case .move(let p):
                subpathStart = p; current = p; startsSubpath = true
                continue
            case .close:
                guard let s = subpathStart else { continue }
                add(s, .line, isClose: true)
                current = s; startsSubpath = true
                continue
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if current == nil {
                    subpathStart = p; current = p; startsSubpath = true
                    continue
                }
                switch element {
                case .quadCurve(_, let c): add(p, .quadCurve(control: c))
                case .curve(_, let c1, let c2): add(p, .curve(control1: c1, control2: c2))
                default: add(p, .line)
                }
                current = p
            }
        }
        return result
    }

    /// The total drawn length: lines exactly, `close` as its line back to the subpath start,
    /// curves by adaptive quadrature (far better than the 1e-3 points animations need).
    /// Moves add nothing, as they draw nothing.
    public var length: Double {
        segments.reduce(0) { $0 + $1.length }
    }

    /// The point at fraction `f` (clamped to [0, 1]) of the total length and the direction
    /// of travel there (atan2 in y-down coordinates, clockwise on screen): what a keyframe
    /// animation along a path with calculationMode paced and rotationMode auto shows.
    /// Nil when the path draws nothing of positive length.
    public func point(atFraction f: Double) -> (point: Point, tangentAngle: Double)? {
        Path.point(atFraction: f, in: segments)
    }

    /// `point(atFraction:)` over segments measured once, for callers that sample a path
    /// many times (every frame of an animation).
    public static func point(atFraction f: Double, in segments: [PathSegment])
        -> (point: Point, tangentAngle: Double)? {
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return nil }
        let target = min(max(f.isNaN ? 0 : f, 0), 1) * total
        // Zero-length segments carry no direction, so the point always lies on a segment
        // with positive length; at a joint between two, it belongs to the earlier one.
        guard let last = segments.lastIndex(where: { $0.length > 0 }) else { return nil }
        var offset = 0.0
        for (i, segment) in segments.enumerated() where segment.length > 0 {
            if offset + segment.length >= target || i == last {
                let t = segment.parameter(atLength: target - offset)
                return (segment.point(at: t), segment.tangentAngle(at: t))
            }
            offset += segment.length
        }
        return nil
    }

    /// The tight bounds of what the path covers, like CGPath's boundingBoxOfPath: curve
    /// extrema count, control points do not. Move points do count (a path that is only a
    /// move gives a zero-size rect there), as in Core Graphics. Nil for a path with no points.
    public var boundingBox: Rect? {
        var bounds: Rect?
        func include(_ r: Rect) { bounds = bounds.map { $0.union(r) } ?? r }
        for element in elements {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                include(Rect(origin: p, size: .zero))
            case .close:
                break
            }
        }
        for segment in segments {
            if case .line = segment.kind { continue }
            include(segment.boundingBox)
        }
        return bounds
    }
}
