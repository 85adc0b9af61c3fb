import Foundation
import Testing

/// The loaders written in the style of the activity-indicator collections (docs/scenes.md):
/// ball-pulse, ball-spin-fade and ball-scale-ripple. Each animation starts one cycle early
/// (beginTime = now() + offset − duration), so at scene time t an animation with offset o and
/// cycle d is at u = (t + d − o) mod d, progress p = u / d.
@Suite struct CollectionLoaderSceneTests {
    /// cubic-bezier(0.2, 0.68, 0.18, 1.08), ball-pulse's per-value timing function.
    func pulse(_ x: Double) -> Double { Curve.y((0.2, 0.68, 0.18, 1.08), at: x) }
    /// cubic-bezier(0.21, 0.53, 0.56, 0.8), ball-scale-ripple's.
    func ripple(_ x: Double) -> Double { Curve.y((0.21, 0.53, 0.56, 0.8), at: x) }

    /// Dots of diameter (60 − 2·4) / 3 = 17.33, every 21.33 points from x = 10, drawn with an
    /// arc from 0 to 2π counter-clockwise (a whole circle). Scale keyframes 1, 0.3, 1 at
    /// 0, 0.3, 1 over 0.8 s, offsets 0.12, 0.24, 0.36.
    @Test func ballPulseDotsPulseInTurn() throws {
        let d = (60.0 - 8) / 3
        let dot1 = try BuiltInScenes.tree("ball-pulse", at: 0).inspected("dot1")
        #expect(isClose(dot1.pathBounds(), [0, 0, d, d], 1e-9) && isClose(dot1.numbers("position"), [10 + d / 2, 10 + d / 2]))
        #expect(isClose(dot1.pathLength(), .pi * d * (1 + 1.40e-4), 2e-3))
        let moments: [(time: Double, scales: [Double])] = [
            // t 0: u = 0.68, 0.56, 0.44 → p = 0.85, 0.7, 0.55, all in the second segment (0.3...1)
            (0, [0.3 + 0.7 * pulse(0.55 / 0.7), 0.3 + 0.7 * pulse(0.4 / 0.7), 0.3 + 0.7 * pulse(0.25 / 0.7)]),
            // t 0.2: u = 0.08, 0.76, 0.64 → p = 0.1 (first segment, 1/3 of it), 0.95, 0.8
            (0.2, [1 - 0.7 * pulse(0.1 / 0.3), 0.3 + 0.7 * pulse(0.65 / 0.7), 0.3 + 0.7 * pulse(0.5 / 0.7)]),
            // t 0.5: u = 0.38, 0.26, 0.14 → p = 0.475, 0.325, 0.175
            (0.5, [0.3 + 0.7 * pulse(0.175 / 0.7), 0.3 + 0.7 * pulse(0.025 / 0.7), 1 - 0.7 * pulse(0.175 / 0.3)]),
        ]
        let trees = try BuiltInScenes.trees("ball-pulse", at: moments.map(\.time))
        for (tree, moment) in zip(trees, moments) {
            for (i, expected) in moment.scales.enumerated() {
                let scale = try tree.inspected("dot\(i + 1)").number("transform.scale.x")
                #expect(isClose(scale, expected, 1e-6), "dot\(i + 1) at \(moment.time): \(scale), expected \(expected)")
            }
        }
    }

    /// Eight dots of diameter 60 / 3.5 on a circle of radius (60 − 17.14) / 2 round (40, 40);
    /// a linear group of scale 1, 0.4, 1 and opacity 1, 0.3, 1 at 0, 0.5, 1 over 1 s, each dot
    /// 0.12 s behind the one before.
    @Test func ballSpinFadeDotsFadeRoundTheCircle() throws {
        let size = 60.0 / 3.5, radius = (60 - size) / 2
        let tree = try BuiltInScenes.tree("ball-spin-fade", at: 0.3)
        #expect(isClose(try tree.inspected("dot3").numbers("position"), [40, 40 + radius], 1e-9))  // angle π/2: below
        // (dot, u at t 0.3, scale, opacity): u = (1.3 − 0.12·k) mod 1
        let expected: [(Int, Double, Double)] = [
            (1, 1 - 0.6 * 0.6, 1 - 0.7 * 0.6),          // u 0.3: p/0.5 = 0.6 down the first half
            (3, 1 - 0.6 * 0.12, 1 - 0.7 * 0.12),        // u 0.06
            (6, 0.4 + 0.6 * 0.4, 0.3 + 0.7 * 0.4),      // u 0.7: 0.4 up the second half
        ]
        for (dot, scale, opacity) in expected {
            let layer = try tree.inspected("dot\(dot)")
            #expect(isClose(layer.number("transform.scale.x"), scale, 1e-9), "dot\(dot) scale")
            #expect(isClose(layer.number("opacity"), opacity, 1e-9), "dot\(dot) opacity")
        }
    }

    /// Three rings 1.2 / 3 s apart; scale 0.1 → 1 at key times 0, 0.7 (then holding 1) and
    /// opacity 1, 0.7, 0 at 0, 0.7, 1, each segment through cubic-bezier(0.21, 0.53, 0.56, 0.8).
    @Test func ballScaleRippleHoldsFullSizeWhileFading() throws {
        let trees = try BuiltInScenes.trees("ball-scale-ripple", at: [0, 0.9])
        // t 0: p = 0, 2/3, 1/3 for rings 1, 2, 3.
        let start: [(Double, Double)] = [
            (0.1, 1),
            (0.1 + 0.9 * ripple(2.0 / 3 / 0.7), 1 - 0.3 * ripple(2.0 / 3 / 0.7)),
            (0.1 + 0.9 * ripple(1.0 / 3 / 0.7), 1 - 0.3 * ripple(1.0 / 3 / 0.7)),
        ]
        for (i, (scale, opacity)) in start.enumerated() {
            let ring = try trees[0].inspected("ring\(i + 1)")
            #expect(isClose(ring.number("transform.scale.x"), scale, 1e-6), "ring\(i + 1) scale")
            #expect(isClose(ring.number("opacity"), opacity, 1e-6), "ring\(i + 1) opacity")
        }
        // t 0.9: ring 1 at p = 0.75, past the last key time 0.7: the scale holds at 1 while
        // the opacity runs its last segment, 1/6 of the way from 0.7 to 0.
        let ring1 = try trees[1].inspected("ring1")
        #expect(ring1.number("transform.scale.x") == 1)
        #expect(isClose(ring1.number("opacity"), 0.7 - 0.7 * ripple(1.0 / 6), 1e-6))
        #expect(ring1.string("fillColor") == "#00000000")  // fillColor = nil
    }
}
