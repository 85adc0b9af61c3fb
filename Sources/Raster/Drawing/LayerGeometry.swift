import Animation
import Geometry
import Layers

extension PropertyStore {
    /// The layer's map into its superlayer (Layers' `toSuperlayer`, the one place it is
    /// composed), or nil when it collapses the plane (a scale of 0) or is not finite: such a
    /// layer covers no pixels, and cairo would refuse the matrix.
    func drawnToSuperlayer(_ superlayer: PropertyStore?, instance: AffineTransform? = nil) -> AffineTransform? {
        let t = toSuperlayer(superlayer, instance: instance)
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
