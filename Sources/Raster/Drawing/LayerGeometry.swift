import Animation
import Geometry
import Layers

extension PropertyStore {
    /// The map from this layer's coordinate space (the space of its bounds, its path, its
    /// sublayers' positions and its mask) into its superlayer's, as Core Animation composes
    /// it: move the anchor point (bounds.origin + anchorPoint · bounds.size) to the origin,
    /// apply `transform` there (so rotations and scales turn about the anchor point), then
    /// move the origin to `position`. A bounds origin other than zero therefore shifts the
    /// sublayers the opposite way, as on iOS.
    ///
    /// Nil when the map collapses the plane (a scale of 0) or is not finite: such a layer
    /// covers no pixels, and cairo would refuse the matrix.
    var toSuperlayer: AffineTransform? {
        let b = bounds.standardized
        let anchor = Point(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        let t = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
        let det = t.determinant
        guard det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return t
    }

    /// Opacity clamped to 0...1 (an overshooting animation may leave it outside).
    var drawnOpacity: Double {
        let o = opacity
        return o.isNaN ? 0 : min(max(o, 0), 1)
    }
}

extension Color {
    /// Whether painting with the color changes anything: a fully clear color means "none".
    var isVisible: Bool { clamped.alpha > 0 }
}
