import Geometry

/// Where a layer sits in its superlayer: the one function that composes a layer's matrix,
/// which `frame` and the renderer both use.
extension PropertyStore {
    public var sublayerTransform: LayerTransform { self[.sublayerTransform].transform! }
    public var zPosition: Double { self[.zPosition].number! }
    public var anchorPointZ: Double { self[.anchorPointZ].number! }
    public var isDoubleSided: Bool { self[.doubleSided].bool! }

    /// The anchor point in the layer's own space: bounds.origin + anchorPoint · bounds.size.
    public var anchorInBounds: Point {
        let b = bounds.standardized
        return Point(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    }

    /// The map from this layer's coordinate space (the space of its bounds, its path, its
    /// sublayers' positions and its mask) into its superlayer's, as Core Animation composes it
    /// (CATransform3D, row vectors):
    ///
    ///     layer space ─ −(anchor, anchorPointZ) ─▶ ─ transform ─▶ ─ +(position, zPosition) ─▶ ─ instance ─▶
    ///                 ─ −anchor(S) ─▶ ─ S.sublayerTransform ─▶ ─ +anchor(S) ─▶ superlayer space
    ///
    /// Moving the anchor point (bounds.origin + anchorPoint · bounds.size) to the origin makes
    /// rotations and scales turn about it; a bounds origin other than zero shifts the
    /// sublayers the opposite way, as on iOS. The second line applies only to sublayers (pass
    /// the superlayer's values as `superlayer`), not to a mask or to `frame`: Core Animation
    /// applies a layer's sublayerTransform to its sublayers, about its own anchor point, so
    /// a perspective there is shared by all of them. `instance` is a replicator instance's
    /// transform (`ReplicatorInstance.transform`), for a copy a replicator draws of this layer.
    ///
    /// The superlayer flattens the result: its plane shows (x / w, y / w) of each point
    /// (`Transform3D.planeProjection`). A flat transform gives the 2D product's very numbers.
    public func transformToSuperlayer(_ superlayer: PropertyStore? = nil, instance: AffineTransform? = nil) -> Transform3D {
        let anchor = anchorInBounds
        var t = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
            .concatenating(transform.matrix)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
        if let instance { t = t.concatenating(Transform3D(instance)) }
        if let superlayer, !superlayer.sublayerTransform.isIdentity {
            let center = superlayer.anchorInBounds, z = superlayer.anchorPointZ
            t = t.concatenating(Transform3D(translationX: -center.x, y: -center.y, z: -z))
                .concatenating(superlayer.sublayerTransform.matrix)
                .concatenating(Transform3D(translationX: center.x, y: center.y, z: z))
        }
        return t
    }

    /// The x-y part of `transformToSuperlayer`: the whole map when the layer is flat in its
    /// superlayer (no perspective, no rotation about x or y).
    public func toSuperlayer(_ superlayer: PropertyStore? = nil, instance: AffineTransform? = nil) -> AffineTransform {
        transformToSuperlayer(superlayer, instance: instance).affine
    }

    /// The bounding box of the layer's bounds in its superlayer, after its transform:
    /// CALayer's frame (which does not include the superlayer's sublayerTransform). Corners
    /// behind the eye (w <= 0) are left out.
    public var frame: Rect {
        let b = bounds.standardized
        let projection = transformToSuperlayer().planeProjection
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)].compactMap(projection.apply)
        guard !corners.isEmpty else { return Rect(origin: position, size: Size(width: 0, height: 0)) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
