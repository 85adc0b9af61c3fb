import BenchSupport
import Foundation
import GIF

/// The report: one Markdown table (pasted into docs/benchmarks.md as is), then the issue's
/// targets checked row by row, so a miss and its size read at a glance.
enum Table {
    static let columns = [
        "workload", "frames", "px", "ours s", "ours cpu s", "peak MB", "ours bytes", "ours PSNR",
        "ffmpeg s", "× ffmpeg", "ffmpeg bytes", "ffmpeg PSNR", "gifsicle bytes", "× gifsicle",
        "magick s", "magick bytes", "magick PSNR", "giflib floor s", "(ours − floor) / floor",
    ]

    static func markdown(_ rows: [RowResult]) -> [String] {
        var lines = ["| " + columns.joined(separator: " | ") + " |",
                     "|" + columns.indices.map { $0 == 0 ? "---|" : "--:|" }.joined()]
        for r in rows {
            let cells = [
                r.workload.name, Bench.grouped(r.frames), "\(r.width)x\(r.height)",
                seconds(r.ours.seconds), seconds(r.oursCPU), String(format: "%.1f", r.oursPeakMB), bytes(r.ours.bytes),
                psnr(r.ours.quality),
                seconds(r.ffmpeg.seconds), ratio(r.ours.seconds, r.ffmpeg.seconds), bytes(r.ffmpeg.bytes), psnr(r.ffmpeg.quality),
                bytes(r.gifsicle.bytes), ratio(r.ours.bytes.map(Double.init), r.gifsicle.bytes.map(Double.init)),
                r.magick.timedOut ? "timed out" : seconds(r.magick.seconds), bytes(r.magick.bytes), psnr(r.magick.quality),
                String(format: r.floorSeconds < 0.1 ? "%.4f" : "%.3f", r.floorSeconds), outside(r),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// The issue's targets, each with the rows that miss it and by how much. `onePass` is the
    /// row keeping the most frames (`keptFrames`) and its peak through two passes.
    static func targets(_ rows: [RowResult], shortPeakMB: Double?, onePass: (row: RowResult, twoPassMB: Double)?) -> [String] {
        var lines: [String] = []
        let scenes = rows.filter { $0.workload.isScene }

        // ffmpeg's time is its encoding alone: it reads the PNGs, loaderanim draws its frames.
        let timed = rows.filter { $0.workload.isScene || $0.workload.large }
        var misses = timed.compactMap { r -> String? in
            guard let ours = r.ours.seconds, let theirs = r.ffmpeg.seconds else { return nil }
            let x = ours / theirs
            return x <= 0.25 ? nil : "\(r.workload.name) \(String(format: "%.2f", x))x (\(String(format: "%.2f", x / 0.25))x over)"
        }
        lines.append(verdict("whole render <= 0.25x ffmpeg's encode-only time, built-in scenes and large rows", timed.count, misses))

        misses = scenes.compactMap { r -> String? in
            guard let ours = r.ours.bytes, let theirs = r.gifsicle.bytes, let q = r.ours.quality, let f = r.ffmpeg.quality else { return nil }
            let x = Double(ours) / Double(theirs)
            var why: [String] = []
            if x > 0.9 { why.append("\(String(format: "%.2f", x))x gifsicle's bytes (\(String(format: "%.1f", (x / 0.9 - 1) * 100))% over)") }
            if q.mean < f.mean { why.append("mean PSNR \(String(format: "%.2f", q.mean)) < ffmpeg's \(String(format: "%.2f", f.mean)) dB") }
            return why.isEmpty ? nil : "\(r.workload.name) " + why.joined(separator: ", ")
        }
        lines.append(verdict("at the default tolerance, bytes <= 0.9x gifsicle -O3's at a mean PSNR >= ffmpeg's, built-in scenes",
                             scenes.count, misses))

        if let (r, twoPassMB) = onePass, let kept = keptFrames(r) {
            // The budget bounds the frames kept, so one pass may add at most that much to the
            // same render's two-pass peak (which holds no frames but the ones in flight).
            let budget = Double(GIFOptions.defaultFrameMemory >> 20), added = r.oursPeakMB - twoPassMB
            lines.append("- peak memory, one pass within its \(Int(budget)) MB budget of kept frames: the most kept, "
                + String(format: "%@ (%.1f MB of frames): peak %.1f MB, %.1f MB through two passes (--frame-memory 0), so one pass adds %.1f MB",
                         r.workload.name, Double(kept) / 1_048_576, r.oursPeakMB, twoPassMB, added)
                + (added <= budget ? ": met" : String(format: ": missed by %.1f MB", added - budget)))
        }

        for r in rows where r.workload.memory {
            let limit = 64.0
            var line = "- peak memory flat in frames through two passes, \(Bench.grouped(r.frames)) frames of \(r.width)x\(r.height) within "
                + "\(Int(limit)) MB: \(String(format: "%.1f", r.oursPeakMB)) MB"
            if let shortPeakMB { line += " (\(String(format: "%.1f", shortPeakMB)) MB for a tenth of the frames)" }
            line += r.oursPeakMB <= limit ? ": met" : ": missed by \(String(format: "%.1f", r.oursPeakMB - limit)) MB"
            lines.append(line)
        }

        let large = rows.filter { $0.workload.large }
        misses = large.compactMap { r -> String? in
            guard let ours = r.ours.seconds, ours - r.floorSeconds >= 2 * r.floorSeconds else { return nil }
            return "\(r.workload.name) \(outside(r))"
        }
        lines.append(verdict("time outside giflib's own encoding < 2x giflib's, (ours - floor) / floor on the large workloads",
                             large.count, misses))
        return lines
    }

    /// The bytes of flattened frames (4 a pixel) the encoder keeps for the row's render at the
    /// default --frame-memory, nil when it draws every frame twice instead.
    static func keptFrames(_ r: RowResult) -> Int? {
        GIFOptions().keepsFrames(r.frames, width: r.width, height: r.height) ? r.frames * r.width * r.height * 4 : nil
    }

    private static func verdict(_ target: String, _ count: Int, _ misses: [String]) -> String {
        "- \(target): met on \(count - misses.count) of \(count) rows"
            + (misses.isEmpty ? "" : "; missed by " + misses.joined(separator: "; "))
    }

    private static func outside(_ r: RowResult) -> String {
        guard let ours = r.ours.seconds, r.floorSeconds > 0 else { return "-" }
        return String(format: "%.1f", (ours - r.floorSeconds) / r.floorSeconds)
    }

    private static func seconds(_ s: Double?) -> String {
        guard let s else { return "-" }
        return String(format: s < 10 ? "%.3f" : "%.1f", s)
    }

    private static func bytes(_ n: Int?) -> String { n.map(Bench.grouped) ?? "-" }

    private static func ratio(_ a: Double?, _ b: Double?) -> String {
        guard let a, let b, b > 0 else { return "-" }
        return String(format: "%.2f", a / b)
    }

    private static func psnr(_ q: Quality?) -> String {
        guard let q else { return "-" }
        if q.min >= 100 { return "exact" }
        return String(format: "%.2f / %.2f", q.mean, q.min)
    }
}
