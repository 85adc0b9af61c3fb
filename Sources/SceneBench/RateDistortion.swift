import BenchSupport
import Foundation

/// One GIF of the rate-distortion comparison: the setting that made it, its size and its
/// quality against the true-color frames.
struct RatePoint: Equatable {
    var setting: String
    var bytes: Int
    var quality: Quality

    /// The mean PSNR, which is 100 exactly when every frame is exact.
    var psnr: Double { quality.exact ? 100 : quality.mean }
}

/// The tools compared, each with the one setting it varies.
enum RateTool: CaseIterable {
    case loaderanim, loaderanimLossy, ffmpeg, gifsicle

    /// The command and the option whose values the points list.
    var label: String {
        switch self {
        case .loaderanim: "loaderanim --tolerance"
        case .loaderanimLossy: "loaderanim --lossy"
        case .ffmpeg: "ffmpeg paletteuse dither"
        case .gifsicle: "gifsicle -O3 --lossy"
        }
    }
}

/// One built-in scene's points: loaderanim's and its peers', each tool's in setting order.
struct RateScene {
    var name: String
    var points: [RateTool: [RatePoint]]

    /// Both of loaderanim's options' points.
    var ours: [RatePoint] { (points[.loaderanim] ?? []) + (points[.loaderanimLossy] ?? []) }
    /// Every peer point with the tool that made it.
    var peers: [(tool: RateTool, point: RatePoint)] {
        [RateTool.ffmpeg, .gifsicle].flatMap { tool in (points[tool] ?? []).map { (tool, $0) } }
    }
}

extension Runner {
    // 0 to 40, and the default (GIFOptions.defaultTolerance, 3).
    static let tolerances = [0, 3, 5, 10, 20, 40]
    static let lossiness = [0, 10, 20, 40, 80]
    // loaderanim --lossy, at the default tolerance.
    static let lossyLevels = [1, 2, 5, 10, 20, 40]

    /// The rate-distortion points of a built-in scene's row, on the true-color frames its
    /// `measure` left on disk: loaderanim at every tolerance and lossy level (one run each, untimed),
    /// ffmpeg with paletteuse's default dithering beside the dither=none GIF `measure` made,
    /// and gifsicle -O3 --lossy=N on that GIF (N = 0 is `measure`'s plain -O3). The new GIFs'
    /// PSNR is measured in one walk of the frames.
    func rateDistortion(_ row: RowResult) throws -> RateScene {
        let folder = self.folder(row.workload), truth = row.truth
        func gif(_ name: String) -> String { folder.appendingPathComponent("rd-\(name).gif").path }
        var made: [(tool: RateTool, setting: String, path: String)] = []
        for (tool, option, values) in [(RateTool.loaderanim, "tolerance", Self.tolerances), (.loaderanimLossy, "lossy", Self.lossyLevels)] {
            for value in values {
                let path = gif("loaderanim-\(option)-\(value)")
                try Child.check([loaderanim, "render", script(row.workload), "--out", path, "--quiet"] + row.workload.options
                    + ["--\(option)", String(value)])
                made.append((tool, String(value), path))
            }
        }
        // paletteuse's default dithering is sierra2_4a in ffmpeg 5 to 7.
        let dithered = gif("ffmpeg-dither-default")
        try Child.check(Self.ffmpeg(truth, paletteuse: "paletteuse", out: dithered))
        made.append((.ffmpeg, "default", dithered))
        let ffmpegGIF = folder.appendingPathComponent("ffmpeg.gif").path
        for lossy in Self.lossiness where lossy > 0 {
            let path = gif("gifsicle-lossy-\(lossy)")
            try Child.check(["gifsicle", "-O3", "--lossy=\(lossy)", ffmpegGIF, "-o", path])
            made.append((.gifsicle, String(lossy), path))
        }

        let files = try made.map { try Self.read($0.path) }
        let qualities = try Self.qualities(of: files, against: truth)
        var points: [RateTool: [RatePoint]] = [:]
        for (i, gif) in made.enumerated() {
            points[gif.tool, default: []].append(RatePoint(setting: gif.setting, bytes: files[i].count, quality: qualities[i]))
        }
        guard let ffmpegBytes = row.ffmpeg.bytes, let ffmpegQuality = row.ffmpeg.quality,
              let gifsicleBytes = row.gifsicle.bytes, let gifsicleQuality = row.gifsicle.quality else {
            throw BenchError(message: "\(row.workload.name): no ffmpeg or gifsicle GIF to compare with")
        }
        points[.ffmpeg]!.insert(RatePoint(setting: "none", bytes: ffmpegBytes, quality: ffmpegQuality), at: 0)
        points[.gifsicle]!.insert(RatePoint(setting: "0", bytes: gifsicleBytes, quality: gifsicleQuality), at: 0)
        return RateScene(name: row.workload.name, points: points)
    }
}

/// The comparison's report: a Markdown table of every point (pasted into docs/benchmarks.md
/// as is) and the curve target (RateCurve).
enum RateTable {
    /// One row per scene and tool: each cell a setting, its bytes and its mean / min PSNR.
    static func markdown(_ scenes: [RateScene]) -> [String] {
        let width = max(Runner.tolerances.count, Runner.lossiness.count, Runner.lossyLevels.count)
        // The first point's header explains every cell; the others stay empty.
        var lines = ["| scene | tool | setting: bytes, mean / min PSNR" + String(repeating: " | ", count: width - 1) + " |",
                     "|---|---|" + String(repeating: "---|", count: width)]
        for scene in scenes {
            for (i, tool) in RateTool.allCases.enumerated() {
                let cells = (scene.points[tool] ?? []).map { "\($0.setting): \(Bench.grouped($0.bytes)), \(psnr($0.quality))" }
                let padded = cells + Array(repeating: "", count: max(0, width - cells.count))
                lines.append("| " + ([i == 0 ? scene.name : "", tool.label] + padded).joined(separator: " | ") + " |")
            }
        }
        return lines
    }

    /// "exact" when every frame is exact, as the main table prints it.
    static func psnr(_ q: Quality) -> String {
        q.exact ? "exact" : String(format: "%.2f / %.2f", q.mean, q.min)
    }
}
