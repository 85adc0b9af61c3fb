import Foundation
import Layers
import Testing

/// flip-square and coin-flip (docs/scenes.md#flip-square, #coin-flip): the 3D scenes.
@Suite struct FlipSceneTests {
    /// flip-square: keyframes on x and y at 0, 0.25, 0.5, 0.75, 1 of 2.4 s. At 0.6 s (a
    /// quarter) x has reached π and y not started; at 1.8 s x is back to 0 and y at π.
    @Test func theSquareTurnsAboutXThenY() throws {
        let trees = try BuiltInScenes.trees("flip-square", at: [0.6, 1.2, 1.8])
        let t = try trees.map { try #require($0.layer(named: "square")).properties.transform }
        #expect(abs(t[0].rotationX - .pi) < 1e-9 && t[0].rotationY == 0)
        #expect(abs(t[1].rotationX - .pi) < 1e-9 && abs(t[1].rotationY - .pi) < 1e-9)
        #expect(abs(t[2].rotationX) < 1e-9 && abs(t[2].rotationY - .pi) < 1e-9)
        // The perspective stays: m34 = −1/120.
        #expect(t.allSatisfy { abs($0.perspectiveZ + 1.0 / 120) < 1e-15 })
    }

    /// coin-flip: both faces turn by 2π · e(t / 1.6) (e: easeInEaseOut), the back half a
    /// turn ahead; halfway through (0.8 s, e = 0.5) the face is at π (its back to the
    /// viewer, not drawn) and the back at 2π (facing the viewer).
    @Test func theFacesTurnTogetherHalfATurnApart() throws {
        let tree = try BuiltInScenes.tree("coin-flip", at: 0.8)
        let face = try #require(tree.layer(named: "face")).properties, back = try #require(tree.layer(named: "back")).properties
        #expect(abs(face.transform.rotationY - .pi) < 1e-6 && abs(back.transform.rotationY - 2 * .pi) < 1e-6)
        #expect(!face.isDoubleSided && !back.isDoubleSided)
        let coin = try #require(tree.layer(named: "coin")).properties
        #expect(abs(coin.sublayerTransform.perspectiveZ + 1.0 / 160) < 1e-15)
    }
}
