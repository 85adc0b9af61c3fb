import Animation
import CCairo
import Geometry
import Layers

/// Draws a CAGradientLayer: the gradient fills the bounds, laid out in the layer's unit
/// space ((0, 0) the top-left corner of the bounds, (1, 1) the bottom-right), so on a
/// layer that is not square a radial gradient is an ellipse and a conic one is stretched
/// with it. Colors before the first location take the first color and after the last the
/// last (the gradient pads, as Core Animation's does). Between stops the straight (not
/// premultiplied) components are interpolated, as Core Graphics does: a fade to `clear`
/// (transparent black) darkens on the way, the familiar iOS result.
///
/// - axial: from startPoint to endPoint.
/// - radial: centered on startPoint; the ellipse through endPoint has radii
///   |endPoint.x - startPoint.x| and |endPoint.y - startPoint.y|, as Apple documents.
/// - conic: centered on startPoint, location 0 pointing from startPoint towards endPoint
///   (to the right when they coincide), locations increasing clockwise on screen to 1 a full
///   turn later; see `ConicGradient`.
///
/// An axial gradient with startPoint == endPoint, or a radial one with a zero radius,
/// paints its last color everywhere: every point lies past the end.
struct GradientPainter {
    let canvas: Canvas

    func draw(_ p: PropertyStore) {
        let stops = GradientStop.stops(colors: p.colors, locations: p.locations)
        let bounds = p.bounds.standardized
        guard let last = stops.last, bounds.width > 0, bounds.height > 0,
              canvas.canConcatenate(AffineTransform(scaleX: bounds.width, y: bounds.height)) else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(bounds.minX, bounds.minY)
        canvas.scale(bounds.width, bounds.height)
        canvas.newPath()
        cairo_rectangle(canvas.cr, 0, 0, 1, 1)

        let start = p.startPoint, end = p.endPoint
        let pattern: OpaquePointer?
        switch p.gradientType {
        case "radial":
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if (1 / rx).isFinite && (1 / ry).isFinite {
                pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
                var m = cairo_matrix_t()
                cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
                cairo_matrix_translate(&m, -start.x, -start.y)
                cairo_pattern_set_matrix(pattern, &m)
            } else {
                pattern = nil
            }
        case "conic":
            pattern = ConicGradient.pattern(stops: stops, center: start, toward: end)
        default:
            pattern = start == end ? nil : cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        guard let pattern else {
            canvas.setSource(last.color)
            canvas.fill()
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        if p.gradientType != "conic" {
            for stop in stops {
                let c = stop.color.clamped
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_set_source(canvas.cr, pattern)
        canvas.fill()
    }
}

/// One color of a gradient at its location (0...1).
struct GradientStop: Equatable {
    var location: Double
    var color: Color

    /// The stops CAGradientLayer draws: `locations` when there is one per color (clamped to
    /// 0...1), otherwise (nil, or a count that does not match) the colors evenly spaced from
    /// 0 to 1. Sorted by location, keeping the given order among equal ones (a hard edge).
    static func stops(colors: [Color], locations: [Double]) -> [GradientStop] {
        guard !colors.isEmpty else { return [] }
        let n = colors.count
        let spots: [Double] = locations.count == n
            ? locations.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
            : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        return zip(spots, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { GradientStop(location: $0.element.0, color: $0.element.1) }
    }
}
