// `make bench`: loaderanim's whole renders against its peers, one Markdown table.
//
// For every built-in scene at its defaults, the issue's three large workloads, a
// 1,000-frame memory row and a shadowed 200 x 200 scene with and without its shadows
// (ShadowScene): the release `loaderanim render` as a child process (median of several
// runs, peak RSS from wait4), bytes and PSNR of every decoded frame
// against the true-color frames; the same frames, exported as PNGs first (not timed),
// through ffmpeg palettegen + paletteuse, gifsicle -O3 and ImageMagick convert; and the
// giflib floor, giflib alone writing loaderanim's images again. Then the installed binary's
// size and `loaderanim list`'s start-up time (see Startup.swift), and `loaderanim preview`'s
// latencies for every built-in scene and a Swift scene's against a Lua one's (PreviewLatency.swift;
// SCENE_BENCH_ONLY=preview runs only those; SCENE_BENCH_ONLY=load, and only then, a Swift
// scene's preview under load, PreviewLoad.swift), and Swift scenes against their Lua twins (SwiftScenes.swift) and the mirror's cost to a
// scene's compile (MirrorCost.swift), and SwiftUI's compile and frame time (SwiftUIBench.swift), all SCENE_BENCH_ONLY=swift. Right after each built-in scene's row, on the same true-color frames, the
// rate-distortion comparison (RateDistortion.swift): loaderanim at six tolerances, ffmpeg
// with and without dithering, gifsicle at five --lossy levels; its table and curve target
// (RateCurve.swift) print after the targets, and its chart is written (RateChart.swift).
//
//     SceneBench LOADERANIM SCENES_DIR
//
// SCENE_BENCH_KEEP=1 keeps the PNGs and GIFs; SCENE_BENCH_RUNS=N sets the runs of every
// row (default 5, 3 on the large rows); SCENE_BENCH_ONLY=a,b runs only the rows whose names
// contain one of those (the comparison too); SCENE_BENCH_MAGICK=0 skips ImageMagick,
// SCENE_BENCH_MAGICK_TIMEOUT its limit in seconds (default 300); SCENE_BENCH_RD=0 skips the
// rate-distortion comparison (about half a minute), SCENE_BENCH_CHART sets its chart's path
// (default docs/rate-distortion.png, from the current folder: the repository under `make bench`;
// a run limited by SCENE_BENCH_ONLY draws only its scenes there).
import BenchSupport
import CGif
import Foundation

// Started as Child's measuring helper (so a command's peak memory is its own, not this
// process's), this runs that one command and exits.
Child.serveAsHelper()
let environment = ProcessInfo.processInfo.environment
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: SceneBench LOADERANIM SCENES_DIR\n".utf8))
    exit(64)
}
let loaderanim = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let scenes = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path

func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

/// The first line of a tool's version output, or the failure to run it.
func version(_ command: [String], word: (([Substring]) -> Substring?)) -> String {
    guard let run = try? Child.run(command), run.exitCode == 0,
          let line = run.output.split(separator: "\n").first else { return "\(command[0]) missing" }
    return word(line.split(separator: " ")).map(String.init) ?? String(line)
}

/// "AMD EPYC, 2 cores, 24 GB" from /proc.
func machine() -> String {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
    return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(String(format: "%.0f", memory)) GB"
}

let runs = environment["SCENE_BENCH_RUNS"].flatMap(Int.init)
let keep = environment["SCENE_BENCH_KEEP"] == "1"
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-bench-\(getpid())")
let runner = Runner(loaderanim: loaderanim, scenes: scenes,
                    helper: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0],
                    directory: directory, runs: runs ?? 5, largeRuns: runs ?? 3,
                    magickTimeout: environment["SCENE_BENCH_MAGICK_TIMEOUT"].flatMap(Double.init) ?? 300,
                    magick: environment["SCENE_BENCH_MAGICK"] != "0")
let only = environment["SCENE_BENCH_ONLY"].map { $0.split(separator: ",").map(String.init) }
let rateDistortion = environment["SCENE_BENCH_RD"] != "0"
let chart = environment["SCENE_BENCH_CHART"] ?? "docs/rate-distortion.png"

do {
    guard FileManager.default.isExecutableFile(atPath: loaderanim) else { throw BenchError(message: "no loaderanim at \(loaderanim)") }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var workloads = try Workload.all(scenes: scenes) + ShadowScene.workloads(in: directory)
    if let only { workloads = workloads.filter { w in only.contains { w.name.contains($0) } } }
    defer { if keep { log("kept \(directory.path)") } else { try? FileManager.default.removeItem(at: directory) } }

    let date = ISO8601DateFormatter().string(from: Date())
    let tools = [
        version([loaderanim, "--version"]) { $0.last },
        "ffmpeg " + version(["ffmpeg", "-version"]) { $0.count > 2 ? $0[2] : nil },
        "gifsicle " + version(["gifsicle", "--version"]) { $0.last },
        "ImageMagick " + version(["convert", "-version"]) { $0.count > 2 ? $0[2] : nil },
        "giflib \(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)",
    ]
    let started = Child.now()
    var rows: [RowResult] = [], rates: [RateScene] = []
    var rateSeconds = 0.0
    for (i, workload) in workloads.enumerated() {
        let rowStarted = Child.now()
        let row = try runner.measure(workload)
        rows.append(row)
        log(String(format: "[%d/%d] %@: %d frames %dx%d; loaderanim %.3f s, ffmpeg %.3f s, floor %.3f s (%d bytes, loaderanim %d); %.0f s",
                   i + 1, workloads.count, workload.name, row.frames, row.width, row.height, row.ours.seconds ?? 0,
                   row.ffmpeg.seconds ?? 0, row.floorSeconds, row.floorBytes, row.ours.bytes ?? 0, Child.now() - rowStarted))
        if rateDistortion && workload.isScene {
            let rateStarted = Child.now()
            rates.append(try runner.rateDistortion(row))
            rateSeconds += Child.now() - rateStarted
        }
    }
    let startup = try Startup.measure(loaderanim: loaderanim, directory: directory)
    let swiftScenes = only == nil || only!.contains("swift")
        ? try SwiftSceneBench.measure(loaderanim: loaderanim, examples: scenes + "/../examples/swift", directory: directory) : nil
    let mirrorCost = only == nil || only!.contains("swift")
        ? try MirrorCost.measure(loaderanim: loaderanim, repository: scenes + "/..", directory: directory,
                                 kitSeconds: environment["SCENE_BENCH_KIT_SECONDS"].flatMap(Double.init)) : nil
    let swiftUI = only == nil || only!.contains("swift")
        ? try SwiftUIBench.measure(loaderanim: loaderanim, repository: scenes + "/..", directory: directory) : nil
    let preview = only == nil || only!.contains("preview")
        ? try PreviewLatency.measure(loaderanim: loaderanim, scenes: scenes, directory: directory) : []
    let load = only?.contains("load") == true
        ? try PreviewLoad.measure(loaderanim: loaderanim, repository: scenes + "/..", directory: directory) : nil
    let swiftPreview = only == nil || only!.contains("preview")
        ? try SwiftPreviewLatency.measure(loaderanim: loaderanim, repository: scenes + "/..", directory: directory) : nil
    let shortPeak = try workloads.first { $0.memory }.map { workload in
        var short = workload
        short.duration = (workload.duration ?? 20) / 10
        return try runner.peakMB(short)
    }
    // The row whose render keeps the most frames, and its peak through two passes.
    let mostKept = rows.filter { Table.keptFrames($0) != nil }.max { Table.keptFrames($0)! < Table.keptFrames($1)! }
    let onePass = try mostKept.map { (row: $0, twoPassMB: try runner.peakMB($0.workload, options: ["--frame-memory", "0"])) }

    print("loaderanim bench, \(date); \(machine()); loaderanim \(tools[0]), \(tools.dropFirst().joined(separator: ", ")).")
    print("loaderanim: whole process, median of \(runs ?? 5) runs (\(runs ?? 3) on the large and memory rows, "
        + "\(max(runs ?? 5, ShadowScene.runs)) on the shadow pair), peak RSS; "
        + "ffmpeg: median of as many runs; gifsicle -O3 on ffmpeg's GIF; ImageMagick convert: one run; "
        + "giflib floor: giflib alone writing loaderanim's images, median. PSNR: mean / min over every frame, dB.")
    print("")
    Table.markdown(rows).forEach { print($0) }
    print("")
    print("Targets (the × columns are loaderanim's time over ffmpeg's and bytes over gifsicle's):")
    (Table.targets(rows, shortPeakMB: shortPeak, onePass: onePass) + startup.targets + (swiftScenes?.targets ?? [])
        + (mirrorCost?.targets ?? []) + (swiftUI?.targets ?? [])).forEach { print($0) }
    if let shadows = try ShadowScene.target(rows, runs: max(runs ?? 5, ShadowScene.runs)) { print(shadows) }
    if !rates.isEmpty {
        print("")
        print("Rate and distortion, on each built-in scene's true-color frames (bytes, mean / min PSNR in dB; "
            + "gifsicle works on ffmpeg's dither=none GIF):")
        print("")
        RateTable.markdown(rates).forEach { print($0) }
        print("")
        RateCurve.targets(rates).forEach { print($0) }
        try RateChart.write(rates, to: chart)
        log(String(format: "rate-distortion comparison took %.0f s; chart written to %@", rateSeconds, chart))
    }
    if !preview.isEmpty {
        print("")
        PreviewLatency.lines(preview).forEach { print($0) }
    }
    swiftPreview?.targets.forEach { print($0) }
    load?.lines.forEach { print($0) }
    fflush(nil)  // the table before the closing line on stderr
    log(String(format: "bench took %.0f s", Child.now() - started))
} catch {
    log("SceneBench: \(error)")
    exit(1)
}
