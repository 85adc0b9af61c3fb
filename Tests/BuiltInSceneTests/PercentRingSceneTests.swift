import Foundation
import Testing

/// percent-ring with its defaults: size 100, fill 2.4 s, hold 0.8 s (a 3.2 s cycle), font size
/// 100 · 0.23 = 23. The ring's strokeEnd follows easeInEaseOut over the fill; the label reads
/// the percent the ring has passed, floor(100 · strokeEnd).
@Suite struct PercentRingSceneTests {
    @Test func theNumberReadsWhatTheRingShows() throws {
        let times = [0, 0.3, 0.9, 1.5, 2.1, 2.39]
        let trees = try BuiltInScenes.trees("percent-ring", at: times)
        for (tree, t) in zip(trees, times) {
            let progress = Curve.eio(t / 2.4)
            let strokeEnd = try tree.inspected("ring").number("strokeEnd")
            #expect(isClose(strokeEnd, progress, 1e-6), "strokeEnd at \(t): \(strokeEnd), expected \(progress)")
            let label = try tree.inspected("label").string("string")
            #expect(label == "\(Int((100 * progress).rounded(.down)))%", "label at \(t): \(label) for \(progress)")
        }
    }

    /// At 100% (2.4 s) the number pops: fontSize 23 → 23 · 1.15 = 26.45 at 2.52 → 23 at 2.7,
    /// linearly, and both colors turn from systemBlue to systemGreen by 2.55; the view fades
    /// from 1 to 0 over the last 0.25 s (0.5 at 3.075); the next pass starts from 0%.
    @Test func theEndOfACycle() throws {
        let trees = try BuiltInScenes.trees("percent-ring", at: [2.46, 2.52, 2.6, 2.55, 3.075, 3.2])
        let sizes = try trees[0...2].map { try $0.inspected("label").number("fontSize") }
        let expected: [Double] = [23 + 3.45 * 0.5, 26.45, 26.45 - 3.45 * 0.08 / 0.18]   // 24.725, 26.45, 24.9167
        #expect(isClose(sizes, expected, 1e-9), "\(sizes)")
        #expect(try trees[1].inspected("label").string("string") == "100%")
        #expect(try trees[3].inspected("label").string("foregroundColor") == "#34C759FF")
        #expect(try trees[3].inspected("ring").string("strokeColor") == "#34C759FF")
        #expect(isClose(try trees[4].inspected("view").number("opacity"), 0.5, 1e-9))
        #expect(try trees[5].inspected("label").string("string") == "0%")
        #expect(try trees[5].inspected("ring").number("strokeEnd") == 0)
    }
}
