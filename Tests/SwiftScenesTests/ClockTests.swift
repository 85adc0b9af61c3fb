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

/// A display link fires at the display's 60 Hz whatever the GIF's fps (issue 48): the
/// example step-spinner turns its arc 6° a call, the first call at 0, so at t it has turned
/// (⌊60 t⌋ + 1) × 6°.
@Suite struct DisplayLinkClockTests {
    static let example = URL(fileURLWithPath: sceneFolder).appendingPathComponent("../../../examples/swift/step-spinner.swift")
        .standardized.path

    /// At 0.25 s: 16 calls, 96°.
    @Test func theArcTurnsAFixedStepAtEachRefresh() throws {
        let layers = try ViewLifecycleTests.properties(Self.example, at: 0.25)
        #expect(abs(ViewLifecycleTests.number(layers, "arc", "transform.rotation.z") - 96 * Double.pi / 180) < 1e-9)
    }

    /// Rendered at 25, 30 and 50 fps, the GIF's frame at 0.2 s (frame 5, 6 and 10) shows the
    /// same turn (13 calls, 78°): the same pixels, within the palettes' rounding. On a
    /// 120 Hz display the link is called twice as often: at 0.2 s (25 calls, 150°) it shows
    /// what the 60 Hz display shows at 0.4 s (25 calls).
    @Test func theGIFsFrameRateDoesNotChangeTheSpeed() throws {
        func frame(_ options: [String], at time: Double) throws -> (width: Int, pixels: [UInt8]) {
            let out = temporaryFolder("step-spinner") + "/s\(options.joined()).gif"
            let result = try swiftScene(["render", Self.example, "--duration", "1", "--out", out] + options)
            #expect(result.status == 0, "\(result.err)")
            let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
            return try #require(CorpusTests.frame(of: gif, at: time))
        }
        func near(_ a: (width: Int, pixels: [UInt8]), _ b: (width: Int, pixels: [UInt8])) -> Bool {
            a.width == b.width && a.pixels.count == b.pixels.count && zip(a.pixels, b.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 24 }
        }
        let at50 = try frame(["--fps", "50"], at: 0.2)
        #expect(near(try frame(["--fps", "25"], at: 0.2), at50))
        #expect(near(try frame(["--fps", "30"], at: 0.2), at50))
        let promotion = try frame(["--fps", "50", "--display-hz", "120"], at: 0.2)
        #expect(!near(promotion, at50))
        #expect(near(promotion, try frame(["--fps", "50"], at: 0.4)))
    }
}
