import GIF
import Pixels
import Testing

/// Delays are whole centiseconds from a running total: they never drift and never go
/// under 2 cs.
@Suite struct TimingTests {
    @Test(arguments: [
        (25.0, [4, 4, 4, 4, 4, 4]),
        (30.0, [3, 3, 4, 3, 3, 4]),
        (33.0, [3, 3, 3, 3, 3, 3]),
        (50.0, [2, 2, 2, 2, 2, 2]),
    ])
    func delaysFromRunningTotal(fps: Double, expected: [Int]) throws {
        let timing = try FrameTiming(fps: fps)
        #expect((0..<expected.count).map(timing.delay(ofFrame:)) == expected)
    }

    @Test(arguments: [25.0, 30.0, 33.0, 50.0])
    func totalsNeverDrift(fps: Double) throws {
        let timing = try FrameTiming(fps: fps)
        for n in [1, 7, 33, 100, 999] {
            let total = (0..<n).map(timing.delay(ofFrame:)).reduce(0, +)
            #expect(abs(Double(total) - Double(n) * 100 / fps) < 1, "\(n) frames at \(fps) fps")
        }
    }

    @Test func thirtyThreeFpsAddsAFourEveryThirtyThreeFrames() throws {
        let delays = (0..<33).map(try FrameTiming(fps: 33).delay(ofFrame:))
        #expect(delays.filter { $0 == 4 }.count == 1)
        #expect(delays.reduce(0, +) == 100)
    }

    @Test(arguments: [25.0, 30.0, 33.0, 50.0])
    func encodedFileCarriesTheDelays(fps: Double) throws {
        // Every frame differs, so none merge and the file holds one delay per frame.
        let frames = (0..<8).map { i in Frame(width: 4, height: 2, color: RGBA8(UInt8(i * 30), 0, 0)) }
        let (gif, summary, _, _) = try roundTrip(frames, GIFOptions(fps: fps))
        let timing = try FrameTiming(fps: fps)
        #expect(gif.delays == (0..<8).map(timing.delay(ofFrame:)))
        #expect(summary.delays == gif.delays)
        #expect(gif.delays.allSatisfy { $0 >= FrameTiming.minimumDelay })
    }
}
