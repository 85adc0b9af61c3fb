import Foundation
import GIF
import Testing

/// iOS's clocks in a Swift scene (issue 48): CACurrentMediaTime(), systemUptime,
/// DispatchTime.now(), mach_absolute_time() (timebase 1/1), CFAbsoluteTimeGetCurrent() and
/// Date() all read the scene clock, consistently: 0.25 s after the start, each says 0.25
/// (CFAbsoluteTimeGetCurrent is Date's timeIntervalSinceReferenceDate, the epoch's plus t).
@Suite struct ClockTests {
    @Test(arguments: [[], ["--epoch", "2024-05-01T12:00:00Z"]])
    func everyClockReadsTheSceneClock(epoch: [String]) throws {
        let out = temporaryFolder("clocks") + "/c.gif"
        let result = try swiftScene(["render", "host-clocks.swift", "--out", out] + epoch)
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["media 0.25 uptime 0.25 dispatch 0.25 mach 0.25 absolute 0.25 date 0.25 reference true"])
        // scene(duration: period), a Double variable: 0.5 s, 50 centiseconds of delays.
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(gif.delays.reduce(0, +) == 50)
    }
}
