import Geometry

/// Where a layer sits in its superlayer: the one function that composes a layer's matrix,
/// which `frame` and the renderer both use.
extension PropertyStore {
    public var sublayerTransform: LayerTransform { self[.sublayerTransform].transform! }

    /// The anchor point in the layer's own space: bounds.origin + anchorPoint · bounds.size.
    public var anchorInBounds: Point {
        let b = bounds.standardized
        return Point(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    }

    /// The map from this layer's coordinate space (the space of its bounds, its path, its
    /// sublayers' positions and its mask) into its superlayer's, as Core Animation composes it:
    ///
    ///     layer space ─ −anchor ─▶ ─ transform ─▶ ─ +position ─▶ ─ instance ─▶ superlayer's bounds space
    ///                 ─ −anchor(S) ─▶ ─ S.sublayerTransform ─▶ ─ +anchor(S) ─▶ superlayer space
    ///
    /// Moving the anchor point (bounds.origin + anchorPoint · bounds.size) to the origin makes
    /// rotations and scales turn about it; a bounds origin other than zero shifts the
    /// sublayers the opposite way, as on iOS. The second line applies only to sublayers (pass
    /// the superlayer's values as `superlayer`), not to a mask or to `frame`: Core Animation
    /// applies a layer's sublayerTransform to its sublayers, about its own anchor point.
    /// `instance` is a replicator instance's transform (`ReplicatorInstance.transform`), for a
    /// copy a replicator draws of this layer.
    public func toSuperlayer(_ superlayer: PropertyStore? = nil, instance: AffineTransform? = nil) -> AffineTransform {
        let anchor = anchorInBounds
        var t = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
        if let instance { t = t.concatenating(instance) }
        if let superlayer, !superlayer.sublayerTransform.isIdentity {
            let center = superlayer.anchorInBounds
            t = t.concatenating(AffineTransform(translationX: -center.x, y: -center.y))
                .concatenating(superlayer.sublayerTransform.affine)
                .concatenating(AffineTransform(translationX: center.x, y: center.y))
        }
        return t
    }

    /// The bounding box of the layer's bounds in its superlayer, after its transform:
    /// CALayer's frame (which does not include the superlayer's sublayerTransform).
    public var frame: Rect {
        let b = bounds.standardized
        let toSuperlayer = toSuperlayer()
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)].map(toSuperlayer.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
