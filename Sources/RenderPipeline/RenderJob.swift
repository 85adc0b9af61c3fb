import Animation
import GIF
import Layers
import Pixels
import Raster

/// A render with every option checked: the scene, how to draw it, the encoder's options
/// and how many frames. Frame i shows the scene at i / fps seconds; the frames cover `length`.
public struct RenderJob: Sendable {
    public let scene: LoadedScene
    public let renderer: Renderer
    public let length: Double
    public let gif: GIFOptions
    public let frameCount: Int

    /// The most pixels one render may draw, all frames together: a 1000 × 1000 canvas for
    /// 20 s at 50 fps. Past it a render would take minutes and gigabytes, for a loader.
    public static let maxDrawnPixels = 1_000_000_000

    /// Checks, in the order the command line always has: the drawing, the length, the GIF
    /// options (fps, loop, colors, matte, tolerance, lossy, threads), then the frame count and
    /// the pixels it draws.
    public init(scene: LoadedScene, drawing: DrawingSettings, options: RenderOptions) throws {
        let renderer = try drawing.renderer(for: scene)
        let length = try scene.length(override: options.duration)
        var gif = GIFOptions(loopCount: options.loop, maxColors: options.colors, dither: options.dither,
                             tolerance: options.tolerance, threads: options.threads)
        gif.lossy = options.lossy
        gif.fps = options.fps ?? scene.program.settings.fps ?? 50
        if let matte = options.matte {
            do { gif.matte = try Color(parsing: matte).rgba8Opaque } catch {
                throw RenderError.invalidOption("--matte: \(error.description)")
            }
        }
        if case .transparent = renderer.background { gif.transparentBackground = true }
        guard (0...(Int.max >> 20)).contains(options.frameMemory) else {
            throw RenderError.invalidOption("--frame-memory \(options.frameMemory) is out of range: it is megabytes, 0 or more")
        }
        gif.frameMemory = options.frameMemory << 20
        do { try gif.validate() } catch { throw RenderError.invalidOption(error.description) }
        let count = max(1, Int((length * gif.fps - 1e-9).rounded(.up)))
        guard count <= options.maxFrames else {
            throw RenderError.invalidOption("\(scene.program.file): \(format(length)) s at \(format(gif.fps)) fps is \(count) frames; "
                + "the most is \(options.maxFrames) (lower --fps or --duration, or raise --max-frames)")
        }
        let pixels = Double(renderer.pixelWidth) * Double(renderer.pixelHeight) * Double(count)
        guard pixels <= Double(Self.maxDrawnPixels) else {
            throw RenderError.invalidCanvas("\(scene.program.file): \(renderer.pixelWidth) × \(renderer.pixelHeight) px × \(count) frames "
                + "is \(Stage.count(pixels)) pixels to draw, over the limit of \(Stage.count(Double(Self.maxDrawnPixels))) "
                + "(lower --scale, --fps or --duration, or the canvas)")
        }
        self.scene = scene
        self.renderer = renderer
        self.length = length
        self.gif = gif
        self.frameCount = count
    }

    /// Encodes the animation into `sink`. `progress` hears of every frame drawn and may stop
    /// the render (`RenderError.cancelled`); the sink then holds a partial file to discard.
    public func render(to sink: inout some GIFSink, progress: (any RenderProgress)? = nil) throws -> GIFSummary {
        let source = SceneFrames(job: self, progress: progress)
        return try GIFEncoder(options: gif).encode(source, to: &sink)
    }

    /// Frames drawn in all: each once when the encoder keeps them, else twice.
    var drawingSteps: Int {
        gif.keepsFrames(frameCount, width: renderer.pixelWidth, height: renderer.pixelHeight) ? frameCount : 2 * frameCount
    }

    /// The whole GIF in memory: for a preview, or a test.
    public func render(progress: (any RenderProgress)? = nil) throws -> (bytes: [UInt8], summary: GIFSummary) {
        var bytes: [UInt8] = []
        let summary = try render(to: &bytes, progress: progress)
        return (bytes, summary)
    }
}

/// Told how a render advances; it can stop it. The encoder draws every frame once, or twice
/// (once for the palette, once to encode) when the frames do not fit its frame memory, so
/// there are `frameCount` or `2 · frameCount` steps, reported in order on the thread that
/// called `render`.
public protocol RenderProgress: AnyObject {
    /// `done` steps of `total` are finished; return false to cancel the render.
    func advance(done: Int, total: Int) -> Bool
}

/// The scene's frames, drawn when the encoder asks (once, or twice when they do not fit
/// its frame memory, so memory does not grow with the number of frames).
final class SceneFrames: FrameSource {
    let job: RenderJob
    let progress: (any RenderProgress)?
    private var playback: Playback?
    /// The trees of a scene that only plays forward, kept for the encoder's second pass.
    private var keptTrees: [Int: PresentationTree] = [:]
    private var done = 0
    var frameCount: Int { job.frameCount }

    init(job: RenderJob, progress: (any RenderProgress)?) {
        self.job = job
        self.progress = progress
    }

    /// The clock advances here, in order; the drawing runs on the encoder's workers.
    func drawing(ofFrame index: Int) throws -> FrameDrawing {
        let tree: PresentationTree
        if let kept = keptTrees[index] {
            tree = kept
        } else {
            if playback == nil { playback = try job.scene.program.playback() }
            tree = try playback!.presentation(at: Double(index) / job.gif.fps)
            if !job.scene.program.isReplayable, job.drawingSteps > job.frameCount { keptTrees[index] = tree }
        }
        done += 1
        if let progress, !progress.advance(done: done, total: job.drawingSteps) { throw RenderError.cancelled }
        let renderer = job.renderer
        return { try renderer.render(tree) }
    }
}

extension Color {
    /// 8-bit and opaque: a matte is a page color.
    var rgba8Opaque: RGBA8 {
        let c = rgba8
        return RGBA8(c.red, c.green, c.blue, 255)
    }
}
