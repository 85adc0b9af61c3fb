import Animation
import Geometry

/// One copy of a replicator's sublayers (CAReplicatorLayer), expanded in the presentation
/// tree so that the renderer only places and tints it (docs/core-animation.md#replicators).
/// Instance 0 is the sublayers themselves; instance k is a copy of them evaluated k
/// instance delays earlier.
public struct ReplicatorInstance: Sendable {
    /// k, from 0.
    public let index: Int
    /// instanceTransform applied k times about the center of the replicator's bounds, in the
    /// replicator's space: it follows each sublayer's own matrix (anchor, transform,
    /// position) and precedes the replicator's sublayerTransform.
    public let transform: AffineTransform
    /// instanceColor + k · offsets, each component clamped to 0...1: it multiplies every
    /// color the instance paints, alpha included.
    public let color: Color
    /// The sublayers at the replicator's local time − k · instanceDelay.
    public var sublayers: [PresentationLayer]
}

extension PropertyStore {
    /// The copies a replicator draws: instanceCount truncated toward zero (3.7 draws 3, as
    /// Core Animation's integer count does) and kept within 0...maxInstanceCount, since an
    /// animation may overshoot.
    public var instanceCount: Int {
        let count = self[.instanceCount].number!
        guard count.isFinite, count > 0 else { return 0 }
        return Int(min(count, Double(LayerProperty.maxInstanceCount)))
    }

    public var instanceDelay: Double { self[.instanceDelay].number! }
    public var instanceTransform: LayerTransform { self[.instanceTransform].transform! }

    /// Instance k's color multiplier: instanceColor plus k times each offset, clamped.
    public func instanceColor(_ k: Int) -> Color {
        let base = self[.instanceColor].color!, n = Double(k)
        let offset = Color(red: self[.instanceRedOffset].number!, green: self[.instanceGreenOffset].number!,
                           blue: self[.instanceBlueOffset].number!, alpha: self[.instanceAlphaOffset].number!)
        return base.adding(offset.scaled(by: n)).clamped
    }

    /// The transforms of instances 0..<count: instanceTransform applied k times about the
    /// center c of the bounds, that is −c, then instanceTransformᵏ, then +c.
    public func instanceTransforms(count: Int) -> [AffineTransform] {
        let center = bounds.standardized.center
        let step = instanceTransform.affine
        var power = AffineTransform.identity
        var result: [AffineTransform] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            result.append(AffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(power).concatenating(AffineTransform(translationX: center.x, y: center.y)))
            power = power.concatenating(step)
        }
        return result
    }
}
