import CCairo
import Geometry
import Layers

/// A layer's border (CALayer.borderWidth, borderColor): Apple draws it "inset from the
/// layer bounds by borderWidth", composited above the contents and the sublayers, and it
/// follows cornerRadius. Its outer edge is the bounds' rounded rect (radius clamped to half
/// the shorter side, as the background's); its inner edge that rect inset by the width, with
/// the radius less the width (square once the width reaches the radius): the two edges of a
/// stroke of width w along the rounded rect inset by w / 2, radius r - w / 2. It is painted
/// as the even-odd fill between those two edges, which gives those exact edges at any scale
/// without depending on how cairo offsets a curve. A width of half the shorter side or more
/// fills the whole rounded rect.
struct BorderPainter {
    let canvas: Canvas

    /// Paints the border of `properties` in the layer's own space (the canvas's transform),
    /// under whatever clip the caller set (masksToBounds's). Nothing when the width is 0 or
    /// the color is clear, so a layer without a border paints exactly what it did before.
    func draw(_ properties: PropertyStore) {
        guard let band = Self.band(properties) else { return }
        canvas.newPath()
        canvas.append(band.outer)
        if let inner = band.inner { canvas.append(inner) }
        canvas.setSource(properties.borderColor)
        canvas.fill(rule: CAIRO_FILL_RULE_EVEN_ODD)
    }

    /// The border's outer and inner edges (no inner edge: the border fills the bounds), or
    /// nil when there is no border to draw.
    static func band(_ properties: PropertyStore) -> (outer: Path, inner: Path?)? {
        let bounds = properties.bounds.standardized
        let width = properties.borderWidth
        guard width > 0, width.isFinite, properties.borderColor.isVisible, bounds.width > 0, bounds.height > 0 else { return nil }
        let half = min(bounds.width, bounds.height) / 2
        let radius = min(max(properties.cornerRadius, 0), half)
        let outer = Path(roundedRect: bounds, cornerRadius: radius)
        guard width < half else { return (outer, nil) }
        return (outer, Path(roundedRect: bounds.insetBy(dx: width, dy: width), cornerRadius: max(radius - width, 0)))
    }
}
