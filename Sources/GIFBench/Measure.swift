import BenchSupport
import Foundation
import GIF
import Pixels

/// One encoder's result on one loader.
struct Row {
    var tool: String
    var seconds: Double
    var bytes: Int
    var meanPSNR: Double
    var minPSNR: Double
}

enum Measure {
    /// PSNR of every source frame against the decoded frame on screen at its start time
    /// (so encoders that merge frames are measured frame for frame), decoded with
    /// loaderanim's giflib decoder for every tool alike. A perfect frame counts as 100 dB.
    static func quality(of gif: [UInt8], against frames: [Frame], fps: Double) throws -> (mean: Double, min: Double) {
        let decoded = try GIFDecoder().decode(gif)
        let timing = try FrameTiming(fps: fps)
        var image = 0, end = decoded.delays.first ?? 0
        var values: [Double] = []
        for (i, frame) in frames.enumerated() {
            let t = timing.start(ofFrame: i)
            while t >= end && image + 1 < decoded.frames.count {
                image += 1
                end += decoded.delays[image]
            }
            values.append(Bench.psnr(frame, decoded.frames[image]))
        }
        return (values.reduce(0, +) / Double(values.count), values.min() ?? 0)
    }

    /// Runs `body` `runs` times and returns the fastest wall-clock time and the last result.
    static func time<T>(runs: Int, _ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        let timed = try Bench.time(runs: runs, body)
        return (timed.seconds.min()!, timed.result)
    }

    /// Runs a command, failing loudly with its output when it fails.
    static func run(_ arguments: [String]) throws {
        try Child.check(arguments)
    }
}
