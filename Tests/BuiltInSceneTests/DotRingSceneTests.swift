import Foundation
import Layers
import Testing

/// dot-ring (docs/scenes.md#dot-ring): one dot in a replicator of 12, its group of 1.2 s
/// begun 2.4 s early, so at scene time t copy k is at u = (t + 2.4 − 0.1 k) mod 1.2, with
/// opacity 1 − 0.85 u / 1.2 and scale 1 − 0.6 u / 1.2.
@Suite struct DotRingSceneTests {
    @Test func copiesRunOneTwelfthOfAPeriodApart() throws {
        let ring = try #require(try BuiltInScenes.tree("dot-ring", at: 0.35).layer(named: "ring"))
        #expect(ring.instances.count == 12 && ring.inspection.sublayers.map(\.name) == ["dot"])
        for instance in ring.instances {
            let k = Double(instance.index)
            let u = (0.35 + 2.4 - 0.1 * k).truncatingRemainder(dividingBy: 1.2)
            let dot = instance.sublayers[0].properties
            #expect(abs(dot.opacity - (1 - 0.85 * u / 1.2)) < 1e-9, "copy \(instance.index)")
            #expect(abs(dot.transform.scaleX - (1 - 0.6 * u / 1.2)) < 1e-9, "copy \(instance.index)")
            // Copy k is turned k · 30° about the ring's center (30, 30) in its own space.
            // The top of the ring, (30, 0), goes to (30 + 30 sin 30k°, 30 − 30 cos 30k°).
            let m = instance.transform, angle = k * .pi / 6
            let top = (x: m.a * 30 + m.tx, y: m.b * 30 + m.ty)
            #expect(abs(top.x - (30 + 30 * sin(angle))) < 1e-9 && abs(top.y - (30 - 30 * cos(angle))) < 1e-9)
        }
    }
}
