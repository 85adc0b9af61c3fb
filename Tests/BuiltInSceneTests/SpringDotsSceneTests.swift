import Animation
import Foundation
import Layers
import Testing

/// spring-dots with its defaults: size 16, height 24, damping 0.45, period 1.4 s; three dots
/// 0.12 s apart. The ground puts a dot's bottom (its anchor) at y = 8 + 24 + 8 + 8 = 48.
/// Each rises 24 points in 0.5 s on the UIView spring (Spring.forView), falls back in 0.3 s
/// with easeIn, then squashes: scale (1.25, 0.75) at 0.4 of 0.2 s, back to 1 at its end.
@Suite struct SpringDotsSceneTests {
    static let spring = Spring.forView(dampingRatio: 0.45, initialVelocity: 0, duration: 0.5)

    func y(_ tree: PresentationTree, _ dot: Int) throws -> Double {
        try tree.inspected("dot\(dot)").numbers("position")[1]
    }

    @Test func theRiseFollowsTheSpringAndTheFallEasesIn() throws {
        let trees = try BuiltInScenes.trees("spring-dots", at: [0.1, 0.3, 0.65, 0.74])
        // dot1 0.1 s into its rise, dot2 0.18 s into its, dot3 0.06 s into its.
        #expect(isClose(try y(trees[1], 1), 48 - 24 * Self.spring.progress(at: 0.3)))
        #expect(isClose(try y(trees[1], 2), 48 - 24 * Self.spring.progress(at: 0.18)))
        #expect(isClose(try y(trees[1], 3), 48 - 24 * Self.spring.progress(at: 0.06)))
        #expect(isClose(try y(trees[0], 1), 48 - 24 * Self.spring.progress(at: 0.1)))
        // The fall starts at 0.5 from 24: at 0.65, halfway in time; dot2's at 0.74, 0.12 in.
        #expect(isClose(try y(trees[2], 1), 24 + 24 * Curve.y((0.42, 0, 1, 1), at: 0.5), 1e-5))
        #expect(isClose(try y(trees[3], 2), 24 + 24 * Curve.y((0.42, 0, 1, 1), at: 0.4), 1e-5))
    }

    /// dot1 lands at 0.8 s: squashed at 0.88 s (the first keyframe's end), round again by 1.0 s.
    @Test func theLandingSquashes() throws {
        let trees = try BuiltInScenes.trees("spring-dots", at: [0.79, 0.88, 1.0])
        let before = try trees[0].inspected("dot1"), squashed = try trees[1].inspected("dot1"), after = try trees[2].inspected("dot1")
        #expect(before.number("transform.scale.x") == 1)
        #expect(isClose(squashed.number("transform.scale.x"), 1.25) && isClose(squashed.number("transform.scale.y"), 0.75))
        #expect(after.number("transform.scale.x") == 1 && after.number("transform.scale.y") == 1)
        #expect(after.numbers("position") == [8 + 8, 48])
    }
}
