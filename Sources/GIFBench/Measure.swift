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
            values.append(psnr(frame, decoded.frames[image]))
        }
        return (values.reduce(0, +) / Double(values.count), values.min() ?? 0)
    }

    static func psnr(_ a: Frame, _ b: Frame) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        var sum = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    for c in 0..<3 {
                        let d = Int(pa[i + c]) - Int(pb[i + c])
                        sum += d * d
                    }
                }
            }
        }
        guard sum > 0 else { return 100 }
        let mse = Double(sum) / Double(a.pixels.count / 4 * 3)
        return min(100, 10 * log10(255 * 255 / mse))
    }

    /// Runs `body` `runs` times and returns the fastest wall-clock time and the last result.
    static func time<T>(runs: Int, _ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        var best = Double.infinity
        var result: T?
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            result = try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return (best, result!)
    }

    /// Runs a command, failing loudly with its output when it fails.
    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError(message: "\(arguments.joined(separator: " ")) failed: " + String(decoding: output, as: UTF8.self))
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
