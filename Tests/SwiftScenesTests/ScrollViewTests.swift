import Foundation
import GIF
import Testing

/// UIScrollView's content offset as its bounds' origin, and key-value observing of it
/// (issue 44), from Scenes/scroll-view.swift.
@Suite struct ScrollViewTests {
    static func bounds(at time: Double) throws -> [Double] {
        try ViewLifecycleTests.properties("scroll-view.swift", at: time)["scroll"]?["bounds"] as? [Double] ?? []
    }

    /// contentOffset = (0, 50) at once: bounds' origin y 50, one did-scroll; it clips and is
    /// never dragged. setContentOffset((0, 150), animated: true) at 0.2 s glides over 0.3 s,
    /// ease-in-ease-out, a step each 1/60 s: half way (y 100) at 0.35 s, there at 0.5 s
    /// after 18 steps (19 did-scrolls), then the end of the scrolling animation.
    @Test func theOffsetIsTheBoundsOrigin() throws {
        #expect(try Self.bounds(at: 0.1) == [0, 50, 100, 100])
        let half = try Self.bounds(at: 0.35)
        #expect(half.count == 4 && abs(half[1] - 100) < 1e-9)
        #expect(try Self.bounds(at: 1) == [0, 150, 100, 100])
        let out = temporaryFolder("scroll") + "/s.gif"
        let result = try swiftScene(["render", "scroll-view.swift", "--out", out])
        // Observed from 0.6 s with .initial: told 150 at once (no old value); the jump to 120
        // at 0.7 s, with the old 150; removed, the jump back to 150 is not told.
        #expect(lines(result.err) == ["offset 50.0 50.0 1 true false", "ended 0.5 19 150.0",
                                      "observed contentOffset 150.0 - 0.6", "observed contentOffset 120.0 150.0 0.7"])
        // At 1 s the box (content y 150 to 170) shows at the top of the view, blue; below it, white.
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        let frame = try #require(CorpusTests.frame(of: gif, at: 0.98))
        #expect(CorpusTests.pixel(frame, 50, 10, near: [0, 122, 255]))
        #expect(CorpusTests.pixel(frame, 50, 50, near: [255, 255, 255]))
    }
}
