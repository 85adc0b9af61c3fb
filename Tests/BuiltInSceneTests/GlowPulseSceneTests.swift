import Testing

/// glow-pulse (docs/scenes.md#glow-pulse): three dots of 18 points whose shadowRadius
/// (2 → 10 → 2), shadowOpacity (0.25 → 1 → 0.25) and scale (0.85 → 1 → 0.85) breathe
/// with keyframes at 0, 0.5, 1, ease-in-ease-out per segment, over 1.2 s, the dots 0.4 s
/// apart. Each group starts one cycle early, so at scene time t dot i is at
/// u = (t + 1.2 − 0.4 (i − 1)) mod 1.2, progress p = u / 1.2.
@Suite struct GlowPulseSceneTests {
    func ease(_ x: Double) -> Double { Curve.y(Curve.easeInEaseOutPoints, at: x) }

    /// The value of a low → high → low breath at progress p.
    func breath(_ low: Double, _ high: Double, at p: Double) -> Double {
        p < 0.5 ? low + (high - low) * ease(p / 0.5) : high - (high - low) * ease((p - 0.5) / 0.5)
    }

    @Test func theDotsBreatheInTurn() throws {
        // t 0: u = 0, 0.8, 0.4 → p = 0, 2/3, 1/3; t 0.3: u = 0.3, 1.1, 0.7 → p = 1/4, 11/12, 7/12
        let moments: [(time: Double, progress: [Double])] = [(0, [0, 2.0 / 3, 1.0 / 3]), (0.3, [0.25, 11.0 / 12, 7.0 / 12])]
        let trees = try BuiltInScenes.trees("glow-pulse", at: moments.map(\.time))
        for (tree, moment) in zip(trees, moments) {
            for (i, p) in moment.progress.enumerated() {
                let dot = try tree.inspected("dot\(i + 1)")
                #expect(isClose(dot.number("shadowRadius"), breath(2, 10, at: p), 1e-6), "dot\(i + 1) at \(moment.time)")
                #expect(isClose(dot.number("shadowOpacity"), breath(0.25, 1, at: p), 1e-6))
                #expect(isClose(dot.number("transform.scale.x"), breath(0.85, 1, at: p), 1e-6))
                #expect(dot.numbers("shadowOffset") == [0, 0] && dot.string("shadowColor") == dot.string("fillColor"))
            }
        }
        // A quarter into dot1's breath is half way up its first segment: ease(0.5) = 0.5.
        #expect(isClose(breath(2, 10, at: 0.25), 6, 1e-9))
    }
}
