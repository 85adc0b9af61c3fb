import Foundation
import Testing

/// UIViewPropertyAnimator as animate blocks (issue 44), from Scenes/property-animator.swift.
@Suite struct PropertyAnimatorTests {
    static func positions(at time: Double) throws -> [String: (x: Double, opacity: Double)] {
        let layers = try ViewLifecycleTests.properties("property-animator.swift", at: time)
        return layers.keys.reduce(into: [:]) { found, name in
            found[name] = (ViewLifecycleTests.number(layers, name, "position", 0), ViewLifecycleTests.number(layers, name, "opacity"))
        }
    }

    /// a: started after 0.1 s, 0.5 s linear, x 5 → 105: 25 at 0.2 s, 55 at 0.35 s, 80 at
    /// 0.475 s. b, added with delayFactor 0.5: from 0.35 s for the remaining 0.25 s, 55 at
    /// 0.475 s. c: runningPropertyAnimator, 0.4 s linear, alpha 1 → 0: 0.5 at 0.2 s, 0.125
    /// at 0.35 s.
    @Test func animationsRunAsBlocksWithTheirDelayFactors() throws {
        var at = try Self.positions(at: 0.2)
        #expect(at["a"]?.x == 25 && at["b"]?.x == 5 && at["c"]?.opacity == 0.5)
        at = try Self.positions(at: 0.35)
        #expect(abs((at["a"]?.x ?? 0) - 55) < 1e-9 && at["b"]?.x == 5 && abs((at["c"]?.opacity ?? 0) - 0.125) < 1e-9)
        at = try Self.positions(at: 0.475)
        #expect(at["a"]?.x == 80 && at["b"]?.x == 55)
    }

    /// Active and running once started; the completions get .end when the last animation
    /// ends (0.1 + 0.5 s), and the animator is inactive again; the running animator's at 0.4 s.
    @Test func completionsComeAtTheEnd() throws {
        let result = try swiftScene(["render", "property-animator.swift", "--out", temporaryFolder("animator") + "/p.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["started true true", "running done 0.4", "done true 0.6 true"])
    }
}
