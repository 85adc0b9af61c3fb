import Animation
import CCairo
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Geometry

/// A conic (angular) gradient, which cairo 1.16 lacks, built as a mesh pattern: a fan of
/// thin wedges around the center, each a Coons patch whose two straight sides are radii and
/// whose outer side is a cubic arc beyond every corner of the unit square. With the colors
/// set at the wedge's two radii, the mesh shades every ray of a wedge with one color,
/// interpolated linearly from one radius to the other.
///
/// Accuracy: wedges start at every stop's location and span at most 5 degrees, so within a
/// wedge the color is linear in the arc's parameter, as the gradient is linear in the angle
/// between two stops; the parameter of a 5-degree cubic arc departs from the true angle by
/// at most 1.3e-6 radians (under 0.0001 degrees). What is not exact is cairo's
/// rasterization of the mesh: each pixel takes the color of some point inside it, not
/// necessarily its center, so a pixel can be off by the color change across one pixel
/// (noticeable only within a few pixels of the center, where a pixel spans degrees), and the
/// seam at location 0 and hard stops are not anti-aliased.
enum ConicGradient {
    static let maxWedge = Double.pi / 36

    /// The pattern in unit space; nil when there are no stops.
    static func pattern(stops: [GradientStop], center: Point, toward end: Point) -> OpaquePointer? {
        guard let first = stops.first, let last = stops.last else { return nil }
        let direction = end - center
        let startAngle = direction == .zero ? 0 : atan2(direction.y, direction.x)
        // Far enough to cover the unit square from any center, with room to spare.
        let corners = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1)]
        let radius = corners.map { $0.distance(to: center) }.max()! * 1.5 + 1

        // The color line as spans of linear change, padded at both ends.
        var spans: [(from: GradientStop, to: GradientStop)] = []
        if first.location > 0 {
            spans.append((GradientStop(location: 0, color: first.color), first))
        }
        for (a, b) in zip(stops, stops.dropFirst()) where b.location > a.location {
            spans.append((a, b))
        }
        if last.location < 1 {
            spans.append((last, GradientStop(location: 1, color: last.color)))
        }
        if spans.isEmpty {  // every stop at one location: one color all round
            spans.append((GradientStop(location: 0, color: last.color), GradientStop(location: 1, color: last.color)))
        }

        let mesh = cairo_pattern_create_mesh()!
        for (from, to) in spans {
            let sweep = (to.location - from.location) * 2 * Double.pi
            let pieces = max(1, Int((sweep / maxWedge).rounded(.up)))
            for i in 0..<pieces {
                let f0 = Double(i) / Double(pieces), f1 = Double(i + 1) / Double(pieces)
                let a0 = startAngle + (from.location * 2 * Double.pi) + sweep * f0
                let a1 = startAngle + (from.location * 2 * Double.pi) + sweep * f1
                addWedge(mesh, center: center, radius: radius, from: a0, to: a1,
                         colors: (from.color.lerp(to: to.color, f0), from.color.lerp(to: to.color, f1)))
            }
        }
        return mesh
    }

    /// One patch: corner 0 and 3 at the center, 1 and 2 on the arc; side 1 is the arc.
    private static func addWedge(_ mesh: OpaquePointer, center c: Point, radius r: Double, from a0: Double,
                                 to a1: Double, colors: (Color, Color)) {
        let handle = 4.0 / 3.0 * tan((a1 - a0) / 4) * r
        let p0 = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        let p1 = Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
        let c1 = p0 + Point(x: -sin(a0), y: cos(a0)) * handle
        let c2 = p1 - Point(x: -sin(a1), y: cos(a1)) * handle
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, c.x, c.y)
        cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(mesh, c1.x, c1.y, c2.x, c2.y, p1.x, p1.y)
        cairo_mesh_pattern_line_to(mesh, c.x, c.y)
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            let k = color.clamped
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), k.red, k.green, k.blue, k.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}

extension Color {
    /// Component by component, straight alpha, as Core Animation blends colors.
    func lerp(to other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
