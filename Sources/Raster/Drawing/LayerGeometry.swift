import Animation
import Geometry
import Layers

/// How a layer's plane lands in its superlayer's.
enum Placement {
    /// Through an affine map: drawn directly, with cairo's transform.
    case affine(AffineTransform)
    /// Through a perspective: drawn offscreen and warped (`PlaneWarp`).
    case projective(PlaneProjection)
}

extension PropertyStore {
    /// The layer's plane in its superlayer (Layers' `transformToSuperlayer`, the one place it
    /// is composed, flattened), or nil when the layer shows nothing there: the map collapses
    /// the plane (a scale of 0), is not finite (cairo would refuse it), or shows the layer's
    /// back while it is not doubleSided. A perspective map's orientation is the sign of its
    /// determinant wherever w > 0, so one test decides for the whole visible layer.
    func placement(in superlayer: PropertyStore?, instance: AffineTransform? = nil) -> Placement? {
        let projection = transformToSuperlayer(superlayer, instance: instance).planeProjection
        let det = projection.determinant
        guard det != 0, det.isFinite, projection.m.allSatisfy(\.isFinite) else { return nil }
        guard isDoubleSided || det > 0 else { return nil }
        return projection.affine.map { .affine($0) } ?? .projective(projection)
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

extension Array where Element == PresentationLayer {
    /// Siblings in drawing order: by zPosition, then in insertion order (a stable sort), as a
    /// flattening Core Animation layer composites them.
    var depthOrdered: [PresentationLayer] {
        guard contains(where: { $0.properties.zPosition != 0 }) else { return self }
        return enumerated().sorted { a, b in
            let (za, zb) = (a.element.properties.zPosition, b.element.properties.zPosition)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
