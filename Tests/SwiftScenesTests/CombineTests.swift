import Foundation
import Testing

/// `import Combine` (OpenCombine, with the mirror's timer and schedulers): everything that
/// waits, waits scene time.
@Suite struct CombineTests {
    @Test func timersSchedulersAndNotificationsRunOnTheSceneClock() throws {
        let folder = temporaryFolder("combine")
        let result = try swiftScene(["render", "combine.swift", "--out", folder + "/c.gif"])
        #expect(result.status == 0, "\(result.err)")
        // Ticks every 0.25 s from connection at 0, each with the scene clock's date; the
        // fourth cancels. The debounce fires 0.3 s after the last send at 0.3; the
        // notification posted at 0.5 arrives 0.2 s later. Four steps, four changes.
        #expect(lines(result.err) == ["tick 1 date 0.25 at 0.25", "tick 2 date 0.5 at 0.5", "debounced abc at 0.6",
                                      "ping LoaderPing at 0.7", "tick 3 date 0.75 at 0.75", "tick 4 date 1.0 at 1.0",
                                      "end steps 4 changes 4 at 1.1"])
        // The bar is 20 points a step: 60 at 0.8 s.
        let layers = try ViewLifecycleTests.properties("combine.swift", at: 0.8)
        #expect(ViewLifecycleTests.number(layers, "bar", "bounds", 2) == 60)
    }
}
