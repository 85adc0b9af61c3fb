/// GIF delays from a frame rate. Frame i is shown from i / fps seconds; each delay is the
/// difference of the running total rounded down to centiseconds, so rounding never
/// accumulates: 30 fps gives 3, 3, 4, 3, 3, 4, ... and 300 frames last exactly 10 s.
public struct FrameTiming: Hashable, Sendable {
    /// Browsers play a delay of 0 or 1 cs as 10 cs, so no delay goes below this.
    public static let minimumDelay = 2

    public let fps: Double

    public init(fps: Double) throws(GIFError) {
        guard fps.isFinite, fps > 0 else { throw .fpsNotPositive(fps) }
        guard fps <= 50 else { throw .fpsAboveFifty(fps) }
        self.fps = fps
    }

    /// The centisecond at which frame `index` starts. The tiny epsilon keeps 100 * 3 / 30
    /// from landing at 9.999... when the division is inexact.
    public func start(ofFrame index: Int) -> Int {
        Int((Double(index) * 100 / fps + 1e-7).rounded(.down))
    }

    /// The delay of frame `index`, in centiseconds.
    public func delay(ofFrame index: Int) -> Int {
        max(Self.minimumDelay, start(ofFrame: index + 1) - start(ofFrame: index))
    }
}
