import Foundation
import Testing

/// Dispatch's timer sources wait scene time (Scenes/dispatch-source.swift).
@Suite struct DispatchSourceTests {
    /// The repeating source ticks at 0.1, 0.35 and 0.6 and is cancelled at its third tick, its
    /// cancel handler after; the one-shot one fires once at 0.3. The third source ticks at
    /// 0.2, is suspended at 0.5 before its 0.7 tick, and resumed at 1.3 gets the missed tick
    /// at once, then the next at 1.7, past the scene's end.
    @Test func timerSourcesTickOnTheSceneClock() throws {
        let result = try swiftScene(["render", "dispatch-source.swift", "--out", temporaryFolder("dispatch-source") + "/d.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["tick 1 at 0.1", "paused 1 at 0.2", "once at 0.3", "tick 2 at 0.35", "tick 3 at 0.6",
                                      "cancelled at 0.6", "paused 2 at 1.3"])
    }
}
