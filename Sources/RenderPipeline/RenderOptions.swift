import GIF

/// The options of a GIF render beyond the scene and the drawing, unchecked: `check` turns
/// them, with a loaded scene, into a `RenderJob` or the first one at fault.
public struct RenderOptions: Sendable, Equatable {
    /// 10 minutes at 50 fps.
    public static let defaultMaxFrames = 30_000

    /// Frames a second, at most 50 (default: the scene's, else 50).
    public var fps: Double?
    /// Seconds to render (default: the scene's length).
    public var duration: Double?
    /// The page color edge pixels are blended onto (default white).
    public var matte: String?
    /// Plays: 0 loops forever.
    public var loop: Int
    /// The most palette colors, 2 to 256.
    public var colors: Int
    public var dither: Dither
    /// RGB levels a pixel may move to a color that compresses better.
    public var tolerance: Double
    /// RGB levels any pixel may move for longer LZW strings (gifsicle's --lossy); 0 is off.
    public var lossy: Double
    /// The most frames a render may have.
    public var maxFrames: Int
    /// Threads drawing and encoding frames: 0 uses every core. The bytes do not depend on it.
    public var threads: Int
    /// Megabytes of flattened frames the encoder may keep so that each frame is drawn once;
    /// a render that needs more draws every frame twice, in constant memory. The bytes do
    /// not depend on it.
    public var frameMemory: Int

    public init(fps: Double? = nil, duration: Double? = nil, matte: String? = nil, loop: Int = 0, colors: Int = 256,
                dither: Dither = .none, tolerance: Double = GIFOptions.defaultTolerance, lossy: Double = 0,
                maxFrames: Int = Self.defaultMaxFrames, threads: Int = 0,
                frameMemory: Int = GIFOptions.defaultFrameMemory >> 20) {
        self.fps = fps
        self.duration = duration
        self.matte = matte
        self.loop = loop
        self.colors = colors
        self.dither = dither
        self.tolerance = tolerance
        self.lossy = lossy
        self.maxFrames = maxFrames
        self.threads = threads
        self.frameMemory = frameMemory
    }
}
