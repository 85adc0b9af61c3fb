import BenchSupport
import Foundation
import GIF

/// Mean and lowest PSNR over every source frame, in dB (100 for a perfect frame).
struct Quality: Equatable {
    var mean: Double
    var min: Double

    /// Every frame identical to its true-color frame (mean and min are then both 100).
    var exact: Bool { min >= 100 }
}

/// One tool's output on one workload; nil where the tool was skipped or timed out.
struct ToolResult {
    var seconds: Double?
    var bytes: Int?
    var quality: Quality?
    var timedOut = false
}

/// Everything one row prints.
struct RowResult {
    var workload: Workload
    var frames: Int
    var width: Int
    var height: Int
    /// loaderanim: median whole-process seconds and CPU seconds, the largest peak RSS.
    var ours: ToolResult
    var oursCPU: Double
    var oursPeakMB: Double
    var ffmpeg: ToolResult
    var gifsicle: ToolResult
    var magick: ToolResult
    /// Median seconds giflib takes to write loaderanim's images, and the bytes it wrote.
    var floorSeconds: Double
    var floorBytes: Int
    /// The true-color frames, still on disk for the rate-distortion step (RateDistortion.swift).
    var truth: TrueColorFrames
}

/// Measures one workload: exports the true-color frames, runs loaderanim (whole process,
/// median of `runs`), the peers on the PNGs, the giflib floor on loaderanim's images, and
/// the PSNR of every GIF against the true-color frames.
struct Runner {
    let loaderanim: String
    let scenes: String
    /// This executable, which runs every command through `Child`'s measuring helper so
    /// that peak memory is the command's own and every tool is timed the same way.
    let helper: String
    let directory: URL
    /// Runs for the built-in scenes at their defaults, and for the large rows (which take
    /// seconds each, and where the spread between runs is small beside the time).
    let runs: Int
    let largeRuns: Int
    /// ImageMagick is killed after this many seconds: Debian's policy caps its pixel cache
    /// at 256 MiB of memory, so on the large rows it pages frames to disk and takes minutes.
    let magickTimeout: Double
    let magick: Bool

    func measure(_ workload: Workload) throws -> RowResult {
        let folder = self.folder(workload)
        let script = self.script(workload)
        let runs = workload.shadows != nil ? max(self.runs, ShadowScene.runs)
            : workload.large || workload.memory ? largeRuns : self.runs
        let truth = try TrueColorFrames.export(workload, script: script, to: folder.appendingPathComponent("png"))

        // loaderanim, whole process: one untimed run that reports its frame count (and warms
        // the page cache), then the timed ones.
        let oursGIF = folder.appendingPathComponent("loaderanim.gif").path
        let command = [loaderanim, "render", script, "--out", oursGIF, "--quiet"] + workload.options
        let summary = try execute(command + ["--json"]).output
        guard let sourceFrames = Self.number("sourceFrames", in: summary), sourceFrames == truth.count else {
            throw BenchError(message: "\(workload.name): loaderanim rendered \(Self.number("sourceFrames", in: summary) ?? -1) "
                + "frames, the benchmark drew \(truth.count): the true-color frames would not be the same")
        }
        var oursRuns: [ChildRun] = []
        for _ in 0..<runs { oursRuns.append(try execute(command)) }
        let oursBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: oursGIF)))
        var ours = ToolResult(seconds: Bench.median(oursRuns.map(\.seconds)), bytes: oursBytes.count)

        // ffmpeg: one palette for the whole animation, no dithering (as bench-gif).
        let ffmpegGIF = folder.appendingPathComponent("ffmpeg.gif").path
        var ffmpegSeconds: [Double] = []
        for _ in 0..<runs {
            ffmpegSeconds.append(try execute(Self.ffmpeg(truth, paletteuse: "paletteuse=dither=none", out: ffmpegGIF)).seconds)
        }
        var ffmpeg = ToolResult(seconds: Bench.median(ffmpegSeconds), bytes: Self.size(ffmpegGIF))

        // gifsicle -O3 on ffmpeg's output: lossless, so only its bytes matter.
        let gifsicleGIF = folder.appendingPathComponent("gifsicle.gif").path
        let gifsicleRun = try execute(["gifsicle", "-O3", ffmpegGIF, "-o", gifsicleGIF])
        var gifsicle = ToolResult(seconds: gifsicleRun.seconds, bytes: Self.size(gifsicleGIF))

        // ImageMagick with its defaults, one run.
        let magickGIF = folder.appendingPathComponent("magick.gif").path
        var magick = ToolResult()
        if self.magick && !workload.memory {
            let delay = String(Int((100 / truth.fps).rounded()))
            let converted = try execute(["convert", "-delay", delay, "-loop", "0"] + (0..<truth.count).map(truth.path) + [magickGIF],
                                      timeout: magickTimeout)
            if converted.timedOut {
                magick.timedOut = true
                try? FileManager.default.removeItem(atPath: magickGIF)
            } else {
                magick.seconds = converted.seconds
                magick.bytes = Self.size(magickGIF)
            }
        }

        // PSNR of every GIF, all walked in step with one read of the true-color frames.
        var gifs = [oursBytes, try Self.read(ffmpegGIF), try Self.read(gifsicleGIF)]
        if magick.bytes != nil { gifs.append(try Self.read(magickGIF)) }
        let qualities = try Self.qualities(of: gifs, against: truth)
        ours.quality = qualities[0]
        ffmpeg.quality = qualities[1]
        gifsicle.quality = qualities[2]
        if magick.bytes != nil { magick.quality = qualities[3] }

        // The giflib floor: loaderanim's own images, written again by giflib alone.
        var floor = try GiflibFloor(gif: oursBytes)
        let floorTimes = try Bench.time(runs: max(runs, 5)) { try floor.encode() }

        return RowResult(workload: workload, frames: truth.count, width: truth.width, height: truth.height, ours: ours,
                         oursCPU: Bench.median(oursRuns.map(\.cpuSeconds)), oursPeakMB: oursRuns.map(\.peakMB).max()!,
                         ffmpeg: ffmpeg, gifsicle: gifsicle, magick: magick,
                         floorSeconds: Bench.median(floorTimes.seconds), floorBytes: floorTimes.result, truth: truth)
    }

    /// The folder of a workload's PNGs and GIFs.
    func folder(_ workload: Workload) -> URL {
        directory.appendingPathComponent(workload.name.filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    /// The workload's Lua script: a built-in scene's file, or the shadow rows' own.
    func script(_ workload: Workload) -> String {
        workload.script ?? (scenes as NSString).appendingPathComponent(workload.scene + ".lua")
    }

    /// ffmpeg making one palette for the whole animation and mapping every frame to it with
    /// `paletteuse` (the filter and its options).
    static func ffmpeg(_ truth: TrueColorFrames, paletteuse: String, out: String) -> [String] {
        let fps = truth.fps == truth.fps.rounded() ? String(Int(truth.fps)) : String(truth.fps)
        return ["ffmpeg", "-v", "error", "-y", "-framerate", fps, "-i", truth.pattern, "-lavfi",
                "split[a][b];[a]palettegen[p];[b][p]\(paletteuse)", out]
    }

    /// loaderanim's peak memory for `workload` with `options` added: the memory row again cut
    /// to a tenth of the frames, to show whether memory grows with the frame count, or a row
    /// through the two-pass path (`--frame-memory 0`).
    func peakMB(_ workload: Workload, options: [String] = []) throws -> Double {
        let out = directory.appendingPathComponent("peak.gif").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        // The largest of three, as for the rows: the peak varies by a few MB from run to run.
        return try (0..<3).map { _ in
            try execute([loaderanim, "render", script(workload), "--out", out, "--quiet"] + workload.options + options).peakMB
        }.max()!
    }

    /// Runs a command that must succeed, through the measuring helper.
    private func execute(_ arguments: [String], timeout: Double? = nil) throws -> ChildRun {
        try Child.check(arguments, timeout: timeout, helper: helper)
    }

    /// PSNR of every true-color frame against the frame each GIF shows at that frame's
    /// start (by the GIF's own delays, so merged or dropped frames are measured too).
    static func qualities(of gifs: [[UInt8]], against truth: TrueColorFrames) throws -> [Quality] {
        let players = try gifs.map { try GIFPlayer($0, matte: TrueColorFrames.matte) }
        let timing = try FrameTiming(fps: truth.fps)
        var sums = [Double](repeating: 0, count: gifs.count)
        var lows = [Double](repeating: .infinity, count: gifs.count)
        for i in 0..<truth.count {
            let frame = try truth.frame(i)
            let t = timing.start(ofFrame: i)
            for (k, player) in players.enumerated() {
                let value = Bench.psnr(frame, try player.frame(atCentisecond: t))
                sums[k] += value
                lows[k] = min(lows[k], value)
            }
        }
        return gifs.indices.map { Quality(mean: sums[$0] / Double(truth.count), min: lows[$0]) }
    }

    static func read(_ path: String) throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) }

    static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    /// `"name": 123` (or `"name":123`, as the compact summary writes it) from loaderanim's --json summary.
    static func number(_ name: String, in json: String) -> Int? {
        guard let range = json.range(of: "\"\(name)\":") else { return nil }
        return Int(json[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }
}
