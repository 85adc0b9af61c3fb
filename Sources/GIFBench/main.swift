// Benchmarks loaderanim's GIF encoder against ffmpeg (palettegen + paletteuse), gifsicle -O3
// and ImageMagick on the same true-color frames, drawn with cairo: seconds, bytes and the
// PSNR of every decoded frame. `make bench-gif` builds it in release and runs it.
import BenchSupport
import CCairo
import Foundation
import GIF
import Pixels

let runs = 3
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-bench-gif-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
// GIF_BENCH_KEEP=1 keeps the PNGs and every tool's GIF for a closer look.
let keep = ProcessInfo.processInfo.environment["GIF_BENCH_KEEP"] == "1"
defer { if keep { print("\nkept \(directory.path)") } else { try? FileManager.default.removeItem(at: directory) } }

print("GIF bench: fastest of \(runs) runs each (ImageMagick: one run); PSNR of every frame against the true-color frame, decoded with giflib")
print("threads: \(ProcessInfo.processInfo.activeProcessorCount) cores")
for loader in Loaders.all {
    let folder = directory.appendingPathComponent(loader.name.replacingOccurrences(of: " ", with: "-"))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var frames: [Frame] = []
    for i in 0..<loader.frameCount {
        let (frame, surface) = loader.render(i)
        frames.append(frame)
        let png = folder.appendingPathComponent(String(format: "%04d.png", i)).path
        guard cairo_surface_write_to_png(surface, png) == CAIRO_STATUS_SUCCESS else { throw BenchError(message: "cannot write \(png)") }
        cairo_surface_destroy(surface)
    }
    var colors = Set<[UInt8]>()
    for frame in frames { for i in stride(from: 0, to: frame.pixels.count, by: 4) { colors.insert(Array(frame.pixels[i..<i + 3])) } }
    let pattern = folder.appendingPathComponent("%04d.png").path
    let fps = String(Int(loader.fps))
    var rows: [Row] = []

    // loaderanim, from the frames in memory.
    let options = GIFOptions(fps: loader.fps)
    let ours = try Measure.time(runs: runs) { try GIFEncoder(options: options).encode(frames) }
    var quality = try Measure.quality(of: ours.result.bytes, against: frames, fps: loader.fps)
    if keep { try Data(ours.result.bytes).write(to: folder.appendingPathComponent("loaderanim.gif")) }
    rows.append(Row(tool: "loaderanim", seconds: ours.seconds, bytes: ours.result.bytes.count,
                    meanPSNR: quality.mean, minPSNR: quality.min))
    // The same with every pixel at its nearest palette color (no LZW-matching tolerance).
    var strictOptions = options
    strictOptions.tolerance = 0
    let strict = try Measure.time(runs: runs) { try GIFEncoder(options: strictOptions).encode(frames) }
    quality = try Measure.quality(of: strict.result.bytes, against: frames, fps: loader.fps)
    rows.append(Row(tool: "loaderanim --tolerance 0", seconds: strict.seconds, bytes: strict.result.bytes.count,
                    meanPSNR: quality.mean, minPSNR: quality.min))

    // ffmpeg: one palette for the whole animation, no dithering.
    let ffmpegGIF = folder.appendingPathComponent("ffmpeg.gif").path
    let ffmpeg = try Measure.time(runs: runs) {
        try Measure.run(["ffmpeg", "-v", "error", "-y", "-framerate", fps, "-i", pattern, "-lavfi",
                         "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none", ffmpegGIF])
    }
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ffmpegGIF)))
    quality = try Measure.quality(of: bytes, against: frames, fps: loader.fps)
    rows.append(Row(tool: "ffmpeg palettegen+paletteuse", seconds: ffmpeg.seconds, bytes: bytes.count,
                    meanPSNR: quality.mean, minPSNR: quality.min))

    // gifsicle -O3 on ffmpeg's output; its time includes ffmpeg's.
    let gifsicleGIF = folder.appendingPathComponent("gifsicle.gif").path
    let gifsicle = try Measure.time(runs: runs) { try Measure.run(["gifsicle", "-O3", ffmpegGIF, "-o", gifsicleGIF]) }
    bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: gifsicleGIF)))
    quality = try Measure.quality(of: bytes, against: frames, fps: loader.fps)
    rows.append(Row(tool: "ffmpeg, then gifsicle -O3", seconds: ffmpeg.seconds + gifsicle.seconds, bytes: bytes.count,
                    meanPSNR: quality.mean, minPSNR: quality.min))

    // ImageMagick with its defaults.
    let magickGIF = folder.appendingPathComponent("magick.gif").path
    let pngs = (0..<loader.frameCount).map { folder.appendingPathComponent(String(format: "%04d.png", $0)).path }
    let magick = try Measure.time(runs: 1) {
        try Measure.run(["convert", "-delay", String(Int(100 / loader.fps)), "-loop", "0"] + pngs + [magickGIF])
    }
    bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: magickGIF)))
    quality = try Measure.quality(of: bytes, against: frames, fps: loader.fps)
    rows.append(Row(tool: "ImageMagick convert", seconds: magick.seconds, bytes: bytes.count,
                    meanPSNR: quality.mean, minPSNR: quality.min))

    print("")
    print("\(loader.name), \(loader.frameCount) frames at \(fps) fps, \(colors.count) colors; "
          + "loaderanim: \(ours.result.summary.frames) images, \(ours.result.summary.paletteSize)-entry palette"
          + (ours.result.summary.exactColors ? " (exact)" : ""))
    Report.print(rows)
}
