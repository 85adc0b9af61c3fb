import Animation
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import GIF
import Layers
import Pixels
import Raster

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene to an animated GIF.",
        discussion: "Frame i shows the scene at i / fps seconds; the frames cover the scene's length.")

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
    var dither: String = "none"

    @Option(parsing: .unconditional, help: ArgumentHelp("How far (RGB levels) a pixel may move to a color that compresses better: 0 is always the nearest.",
                               valueName: "levels"))
    var tolerance = GIFOptions.defaultTolerance

    @Flag(help: "Print a JSON summary on standard output (with --out -, on standard error).")
    var json = false

    @Flag(help: "No progress on standard error.")
    var quiet = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The most frames a render may have (10 minutes at 50 fps).", valueName: "count"))
    var maxFrames = 30_000

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads drawing and encoding frames: 0 uses every core. The bytes do not depend on it.", valueName: "count"))
    var threads = 0

    func run() throws {
        let started = Date()
        let loaded = try scene.load()
        let renderer = try drawing.renderer(for: loaded)
        let length = try loaded.length(override: duration)
        var options = GIFOptions(loopCount: loop, maxColors: colors, tolerance: tolerance, threads: threads)
        options.fps = fps ?? loaded.script.settings.fps ?? 50
        guard let dithering = Dither(rawValue: dither) else {
            throw Failure(.usage, "--dither \(dither): use none, bayer or fs")
        }
        options.dither = dithering
        if let matte {
            do { options.matte = try Color(parsing: matte).rgba8Opaque } catch { throw Failure(.usage, "--matte: \(error.description)") }
        }
        if case .transparent = renderer.background { options.transparentBackground = true }
        do { try options.validate() } catch { throw Failure(.usage, error.description) }
        let count = max(1, Int((length * options.fps - 1e-9).rounded(.up)))
        guard count <= maxFrames else {
            throw Failure(.usage, "\(loaded.script.file): \(format(length)) s at \(format(options.fps)) fps is \(count) frames; the most is \(maxFrames) "
                + "(lower --fps or --duration, or raise --max-frames)")
        }
        let progress = Progress(scene: loaded.name, frames: count, quiet: quiet)
        let source = SceneFrames(scene: loaded, renderer: renderer, fps: options.fps, count: count, progress: progress)
        let file = try OutputFile(out)
        var sink = OutputSink(file: file)
        let summary: GIFSummary
        do {
            summary = try GIFEncoder(options: options).encode(source, to: &sink)
            try file.commit()
        } catch {
            file.discard()
            progress.finish()
            throw Failure(error)
        }
        progress.finish()
        if json {
            let text = "{\"scene\": \"\(loaded.name)\", \"frames\": \(summary.frames), \"sourceFrames\": \(summary.sourceFrames), "
                + "\"delays\": [\(summary.delays.map(String.init).joined(separator: ", "))], \"bytes\": \(summary.byteCount), "
                + "\"paletteSize\": \(summary.paletteSize), \"duration\": \(length), "
                + "\"seconds\": \(formatted("%.3f", Date().timeIntervalSince(started)))}\n"
            if out == "-" { writeToStandardError(text) } else { print(text, terminator: "") }
        }
    }
}

/// The scene's frames, drawn when the encoder asks (twice: once for the palette, once to
/// encode), so memory does not grow with the number of frames.
final class SceneFrames: FrameSource {
    let scene: LoadedScene
    let renderer: Renderer
    let fps: Double
    let frameCount: Int
    let progress: Progress
    private var playback: Playback?

    init(scene: LoadedScene, renderer: Renderer, fps: Double, count: Int, progress: Progress) {
        self.scene = scene
        self.renderer = renderer
        self.fps = fps
        self.frameCount = count
        self.progress = progress
    }

    /// The clock advances here, in order; the drawing runs on the encoder's workers.
    func drawing(ofFrame index: Int) throws -> FrameDrawing {
        if playback == nil { playback = try scene.script.playback() }
        let tree = try playback!.presentation(at: Double(index) / fps)
        progress.step()
        let renderer = renderer
        return { try renderer.render(tree) }
    }
}

/// The encoder's bytes into the atomic output file.
struct OutputSink: GIFSink {
    let file: OutputFile
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws { try file.write(bytes) }
}

/// "rendering reveal: 120/424" on stderr when it is a terminal, once a render has taken half
/// a second; nothing otherwise.
final class Progress {
    let scene: String
    let total: Int
    let enabled: Bool
    private var done = 0
    private let started = Date()
    private var shown = false

    init(scene: String, frames: Int, quiet: Bool) {
        self.scene = scene
        total = frames * 2  // the encoder reads every frame twice
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    func step() {
        done += 1
        guard enabled, done % 4 == 0 || done == total, Date().timeIntervalSince(started) > 0.5 else { return }
        shown = true
        writeToStandardError("\rrendering \(scene): \(done * 100 / total)%")
    }

    func finish() {
        if shown { writeToStandardError("\r\u{1B}[K") }
    }
}

extension Color {
    /// 8-bit and opaque: a matte is a page color.
    var rgba8Opaque: RGBA8 {
        let c = rgba8
        return RGBA8(c.red, c.green, c.blue, 255)
    }
}
