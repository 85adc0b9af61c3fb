import Pixels

/// How colors that fall between palette entries are rendered.
public enum Dither: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Nearest palette color: flat Core Animation paint stays flat and frames compress best.
    case none
    /// Ordered 8 x 8 Bayer thresholds that depend on the pixel's position only, so a pixel
    /// that does not change between frames keeps its index and nothing crawls.
    case bayer
    /// Floyd-Steinberg error diffusion: the smoothest gradients in a still, but the noise
    /// moves wherever a frame changes.
    case fs

    public var description: String { rawValue }
}

/// Everything the encoder needs to know beyond the frames themselves.
public struct GIFOptions: Hashable, Sendable {
    public static let defaultTolerance = 3.0

    /// Frames per second the source was sampled at; frame i is shown from i / fps.
    public var fps: Double
    /// Total plays: 0 loops forever (the NETSCAPE2.0 extension with count 0), 1 plays once
    /// (no loop extension), n plays n times (the extension holds n - 1 repeats, as browsers
    /// count them).
    public var loopCount: Int
    /// The most palette entries the file may use, 2...256, the transparent index included.
    public var maxColors: Int
    public var dither: Dither
    /// The opaque color that partially covered pixels are composited onto: the page color
    /// the GIF will sit on. Alpha must be 255.
    public var matte: RGBA8
    /// Keep the frames' transparent background (pixels under 50% alpha) transparent; when
    /// false every pixel is composited onto `matte`.
    public var transparentBackground: Bool
    /// How much farther than its nearest palette color (RGB distance, 0...255) a pixel of a
    /// quantized animation may be drawn when that lets LZW continue a string, or when it
    /// lets the pixel keep what the previous frame left on screen: a few levels of error
    /// for fewer bytes (the default, 3, saves 3 to 20% on the built-in scenes for 0.2 to
    /// 1.5 dB of PSNR, staying above ffmpeg's on most). 0 draws every pixel at its nearest
    /// color. Exact palettes, colors the palette holds exactly and dithered pixels are never
    /// moved.
    public var tolerance: Double
    /// Lossy LZW, as gifsicle's `--lossy` but measured against the true colors: every pixel,
    /// colors the palette holds exactly included, may be drawn with an entry up to this many
    /// levels (RGB distance) farther than its nearest, or keep what is on screen within
    /// that, when it lets an LZW code run longer; each image's codes are then searched for
    /// the longest strings within it. 0 (the default) is off. Dithered pixels never move.
    public var lossy: Double = 0
    /// Worker threads for quantizing, mapping and compressing; 0 uses every core. The bytes
    /// written are the same for any value.
    public var threads: Int
    /// Bytes of flattened frames (4 a pixel) the encoder may hold so that each frame is read
    /// from the source once; a longer or larger animation is read twice instead, keeping
    /// memory flat. The bytes written are the same either way.
    public var frameMemory: Int = GIFOptions.defaultFrameMemory
    public static let defaultFrameMemory = 256 << 20

    public init(fps: Double = 25, loopCount: Int = 0, maxColors: Int = 256, dither: Dither = .none,
                matte: RGBA8 = RGBA8(255, 255, 255), transparentBackground: Bool = false,
                tolerance: Double = GIFOptions.defaultTolerance, threads: Int = 0) {
        self.fps = fps
        self.loopCount = loopCount
        self.maxColors = maxColors
        self.dither = dither
        self.matte = matte
        self.transparentBackground = transparentBackground
        self.tolerance = tolerance
        self.threads = threads
    }

    /// Whether the encoder keeps `count` flattened frames of this size (4 bytes a pixel)
    /// between its passes, reading the source once.
    public func keepsFrames(_ count: Int, width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4 * count)
        return !overflow && !overflow2 && bytes <= frameMemory
    }

    /// Checks every option and throws the first one at fault.
    public func validate() throws(GIFError) {
        guard fps.isFinite, fps > 0 else { throw .fpsNotPositive(fps) }
        guard fps <= 50 else { throw .fpsAboveFifty(fps) }
        guard (0...65536).contains(loopCount) else { throw .loopCountOutOfRange(loopCount) }
        guard (2...256).contains(maxColors) else { throw .maxColorsOutOfRange(maxColors) }
        guard matte.a == 255 else { throw .matteNotOpaque(matte) }
        guard tolerance.isFinite, (0...255).contains(tolerance) else { throw .toleranceOutOfRange(tolerance) }
        guard lossy.isFinite, (0...255).contains(lossy) else { throw .lossyOutOfRange(lossy) }
        guard threads >= 0 else { throw .threadsNegative(threads) }
        guard frameMemory >= 0 else { throw .frameMemoryNegative(frameMemory) }
    }
}
