import Foundation
import Layers
import Testing

/// scenes/circular-loader.lua against seeds 000/001 (first half). The seed's progress setter
/// clamps and sets circlePathLayer.strokeEnd; the layer is standalone, so each update is an
/// implicit animation: 0.25 s, the default curve (0.25, 0.1, 0.25, 1), from the presentation
/// value at the change to the new model value
/// (docs/core-animation.md#implicit-animations-and-transactions). d(x) below is that curve.
/// Values are read as `loaderanim inspect` prints them.
@Suite struct CircularLoaderSceneTests {
    let d = Curve.default

    @Test func theRingIsTheSeedsCirclePathLayer() throws {
        let tree = try BuiltInScenes.tree("circular-loader", at: 0.1)
        // `view` fills the 160 x 160 canvas, white, and holds only `ring`.
        let view = try tree.inspected("view")
        #expect(view.numbers("bounds") == [0, 0, 160, 160] && view.numbers("position") == [80, 80])
        #expect(view.string("backgroundColor") == "#FFFFFFFF")
        #expect(tree.layer(named: "view")?.sublayers.map(\.name) == ["ring"])
        // configure(): lineWidth 2, fill clear, stroke red, progress = 0; layoutSubviews():
        // circleFrame() is the 2r = 40 square centered in the ring's bounds (0, 0, 160, 160):
        // origin 80 - 20 = 60.
        let ring = try tree.inspected("ring")
        #expect(ring.numbers("bounds") == [0, 0, 160, 160])
        #expect(ring.pathBounds() == [60, 60, 40, 40])
        // UIBezierPath's circle is four cubics, 1.4e-4 longer than 2 pi r = 125.664.
        #expect(isClose(ring.pathLength(), 2 * .pi * 20 * 1.00014, 0.01))
        #expect(ring.number("lineWidth") == 2)
        #expect(ring.string("strokeColor") == "#FF0000FF" && ring.string("fillColor") == "#00000000")
        #expect(ring.string("lineCap") == "butt")
        #expect(ring.number("strokeStart") == 0 && ring.number("strokeEnd") == 0)
    }

    /// The default download [0.2, 0.08], [0.5, 0.2], [0.7, 0.38], [1.1, 0.5], [1.3, 0.72],
    /// [1.7, 0.9], [2.0, 1.0], each a 0.25 s implicit animation.
    @Test func strokeEndFollowsTheDownloadImplicitly() throws {
        // 0.8 into the 0.5 update (0.08 -> 0.2) when the 0.7 update replaces it:
        // from07 = 0.08 + 0.12 d(0.8) = 0.197075, where the 0.7 animation starts.
        let from07 = 0.08 + 0.12 * d(0.8)
        // Likewise the 1.1 update (0.38 -> 0.5) at x = 0.8 when 1.3 replaces it: 0.497075.
        let from13 = 0.38 + 0.12 * d(0.8)
        let expected: [(Double, Double)] = [
            (0.1, 0),                                  // before the first update
            (0.325, 0.08 * d(0.5)),                    // 0 -> 0.08, x = 0.125 / 0.25: 0.064192
            (0.46, 0.08),                              // that animation ended at 0.45: the model
            (0.6, 0.08 + 0.12 * d(0.4)),               // 0.08 -> 0.2, x = 0.4: 0.161905
            (0.7, from07),                             // the replacing animation at x = 0: no jump
            (0.8, from07 + (0.38 - from07) * d(0.4)),  // from07 -> 0.38, x = 0.4: 0.321929
            (0.96, 0.38),                              // ended at 0.95
            (1.2, 0.38 + 0.12 * d(0.4)),               // 0.38 -> 0.5, x = 0.4: 0.461905
            (1.4, from13 + (0.72 - from13) * d(0.4)),  // from13 -> 0.72, x = 0.4: 0.649230
            (1.6, 0.72),                               // ended at 1.55
            (1.8, 0.72 + 0.18 * d(0.4)),               // 0.72 -> 0.9, x = 0.4
            (2.05, 0.9 + 0.1 * d(0.2)),                // 0.9 -> 1, x = 0.2: 0.929524
            (2.75, 1),                                 // the scene's end: full ring
        ]
        let trees = try BuiltInScenes.trees("circular-loader", at: expected.map(\.0))
        for (tree, (time, value)) in zip(trees, expected) {
            let shown = try tree.inspected("ring").number("strokeEnd")
            #expect(isClose(shown, value, 1e-7), "strokeEnd at \(time): \(shown), expected \(value)")
        }
        // The curve values the derivation rests on: default(0.5) = 0.802403
        // (docs/core-animation.md#timing-functions).
        #expect(isClose(d(0.5), 0.802403, 1e-6))
    }

    /// The setter clamps: 1.4 sets 1, -0.2 sets 0, each still animated from the presentation.
    @Test func theProgressSetterClamps() throws {
        let trees = try BuiltInScenes.trees("circular-loader", at: [0.6, 0.9, 1.1, 1.5],
                                            ["progress": "[[0.5,1.4],[1.0,-0.2]]"])
        let values = try trees.map { try $0.inspected("ring").number("strokeEnd") }
        #expect(isClose(values[0], d(0.4), 1e-7))          // 0 -> 1, x = 0.4: 0.682541
        #expect(values[1] == 1)                            // ended at 0.75
        #expect(isClose(values[2], 1 - d(0.4), 1e-7))      // 1 -> 0, x = 0.4
        #expect(values[3] == 0)
    }

    @Test func theLookParametersReachTheRing() throws {
        let ring = try BuiltInScenes.tree("circular-loader", at: 2.5,
                                          ["radius": "40"]).inspected("ring")
        #expect(ring.pathBounds() == [40, 40, 80, 80])   // 80 - 40
        let round = try BuiltInScenes.tree("circular-loader", at: 2.5, ["lineCap": "round"]).inspected("ring")
        #expect(round.string("lineCap") == "round")
        let blue = try BuiltInScenes.tree("circular-loader", at: 2.5, ["color": "systemBlue"]).inspected("ring")
        #expect(blue.string("strokeColor") == "#007AFFFF")
    }
}
