import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import GIF
import RenderPipeline

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene to an animated GIF.",
        discussion: """
            Frame i shows the scene at i / fps seconds; the frames cover the scene's length. \
            A Swift scene (a .swift file or a folder) is compiled and run as native code with \
            your rights, like `swift run`; a Lua scene runs sandboxed.
            """)

    @OptionGroup var scene: SceneOptions
    @OptionGroup var drawing: DrawingOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The GIF to write (- for standard output).", valueName: "file.gif"))
    var out: String

    @Option(parsing: .unconditional, help: "Frames a second, at most 50 (default: the scene's, else 50).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Seconds to render (default: the scene's length).")
    var duration: Double?

    @Option(help: ArgumentHelp("The page color edge pixels are blended onto (default white).", valueName: "color"))
    var matte: String?

    @Option(parsing: .unconditional, help: "Plays: 0 loops forever.")
    var loop: Int = 0

    @Option(parsing: .unconditional, help: "The most palette colors, 2 to 256.")
    var colors: Int = 256

    @Option(help: ArgumentHelp("Dithering: none, bayer (ordered) or fs (Floyd-Steinberg).", valueName: "none|bayer|fs"))
    var dither: Dither = .none

    @Option(parsing: .unconditional, help: ArgumentHelp("How far (RGB levels) a pixel may move to a color that compresses better: 0 is always the nearest.",
                               valueName: "levels"))
    var tolerance = GIFOptions.defaultTolerance

    @Option(parsing: .unconditional, help: ArgumentHelp("Lossy LZW, as gifsicle's --lossy: how far (RGB levels) any pixel, flat colors included, may move for longer LZW strings; 0 is off.",
                               valueName: "levels"))
    var lossy = 0.0

    @Flag(help: "Print a JSON summary on standard output (with --out -, on standard error).")
    var json = false

    @Flag(help: "No progress on standard error.")
    var quiet = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The most frames a render may have (10 minutes at 50 fps).", valueName: "count"))
    var maxFrames = RenderOptions.defaultMaxFrames

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads drawing and encoding frames: 0 uses every core. The bytes do not depend on it.", valueName: "count"))
    var threads = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("Megabytes of frames kept so that each is drawn once; a longer render draws each twice, in flat memory. The bytes do not depend on it.", valueName: "MB"))
    var frameMemory = GIFOptions.defaultFrameMemory >> 20

    var options: RenderOptions {
        RenderOptions(fps: fps, duration: duration, matte: matte, loop: loop, colors: colors, dither: dither,
                      tolerance: tolerance, lossy: lossy, maxFrames: maxFrames, threads: threads, frameMemory: frameMemory)
    }

    func run() throws {
        let started = Date()
        let loaded = try scene.load()
        let job: RenderJob
        do { job = try RenderJob(scene: loaded, drawing: drawing.settings, options: options) } catch { throw Failure(error) }
        let progress = TerminalProgress(scene: loaded.name, quiet: quiet)
        defer { progress.finish() }
        let summary = try job.write(to: out, progress: progress)
        progress.finish()
        if json {
            let report = RenderReport(job: job, summary: summary, seconds: Date().timeIntervalSince(started))
            let text = try JSONOutput.text(report) + "\n"
            if out == "-" { writeToStandardError(text) } else { writeToStandardOutput(text) }
        }
    }
}

/// Dithering parses as its raw value: none, bayer or fs.
extension Dither: ExpressibleByArgument {}

extension RenderJob {
    /// Renders into `destination` atomically (see `OutputFile`): the file appears whole,
    /// or not at all.
    func write(to destination: String, progress: (any RenderProgress)? = nil) throws -> GIFSummary {
        let file = try OutputFile(destination)
        var sink = OutputSink(file: file)
        do {
            let summary = try render(to: &sink, progress: progress)
            try file.commit()
            return summary
        } catch {
            file.discard()
            throw Failure(error)
        }
    }
}

/// `render --json`: the summary's field names, in sorted order.
struct RenderReport: Encodable {
    let scene: String
    let frames: Int
    let sourceFrames: Int
    let delays: [Int]
    let bytes: Int
    let paletteSize: Int
    let duration: Double
    /// Wall-clock seconds, to the millisecond.
    let seconds: Double

    init(job: RenderJob, summary: GIFSummary, seconds: Double) {
        scene = job.scene.name
        frames = summary.frames
        sourceFrames = summary.sourceFrames
        delays = summary.delays
        bytes = summary.byteCount
        paletteSize = summary.paletteSize
        duration = job.length
        self.seconds = (seconds * 1000).rounded() / 1000
    }
}

/// The encoder's bytes into the atomic output file.
struct OutputSink: GIFSink {
    let file: OutputFile
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws { try file.write(bytes) }
}

/// "rendering reveal: 28%" on stderr when it is a terminal, once a render has taken half
/// a second; nothing otherwise. It never cancels: Ctrl-C ends the process (see `Interruption`).
final class TerminalProgress: RenderProgress {
    let scene: String
    let enabled: Bool
    private let started = Date()
    private var shown = false

    init(scene: String, quiet: Bool) {
        self.scene = scene
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    func advance(done: Int, total: Int) -> Bool {
        guard enabled, done % 4 == 0 || done == total, Date().timeIntervalSince(started) > 0.5 else { return true }
        shown = true
        writeToStandardError("\rrendering \(scene): \(done * 100 / total)%")
        return true
    }

    func finish() {
        if shown { writeToStandardError("\r\u{1B}[K") }
        shown = false
    }
}
