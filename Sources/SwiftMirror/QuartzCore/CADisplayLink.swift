@_spi(LoaderAnim) import LACoreGraphics
import Foundation
import Layers

/// CADisplayLink on the scene clock: once added to the run loop, it calls its target's
/// method at the display's refreshes, k / 60 (`--display-hz` for another display), whatever
/// the GIF's fps: the frames sample the scene, so a loader that steps a fixed amount per
/// call moves as fast as on a phone. `preferredFramesPerSecond` below the display's rate
/// fires on every n-th refresh, n = rate / preferred rounded, as iOS picks a divisor of
/// the display's rate (one above it fires on every refresh):
///
///     60 Hz display, preferredFramesPerSecond = 30:   ●─○─●─○─●   (n = 2)
///     timestamp = the refresh's time, duration = 1/60, targetTimestamp = timestamp + 2/60
open class CADisplayLink {
    private let target: AnyObject
    private let selector: Selector
    private var id: TimerID?
    private var invalidated = false

    /// The frame the last call was for, and the one after it that the link will fire on.
    open private(set) var timestamp: CFTimeInterval = 0
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the display's refreshes, not between calls.
    open private(set) var duration: CFTimeInterval = 0
    /// A paused link skips its calls; the refreshes go on.
    open var isPaused = false
    /// 0: every frame.
    open var preferredFramesPerSecond = 0
    /// The rate range of iOS 15; its `preferred` (else its maximum) is the rate asked for.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { preferredFramesPerSecond = Int((preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum).rounded()) }
    }
    /// Deprecated in iOS 10: frames of a 60 Hz display per call.
    open var frameInterval = 1 {
        didSet { preferredFramesPerSecond = 60 / max(1, frameInterval) }
    }

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
    }

    /// Starts the calls (a second add changes nothing).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard id == nil, !invalidated else { return }
        let stage = SceneHost.requireStage("CADisplayLink.add(to:forMode:)")
        var frames = 0
        id = stage.addDisplayLink { [self] _, frameTime, frameDuration in
            let every = preferredFramesPerSecond <= 0 ? 1 : max(1, Int((1 / frameDuration / Double(preferredFramesPerSecond)).rounded()))
            // The first frame fires; then every n-th.
            defer { frames += 1 }
            guard frames % every == 0, !isPaused, !invalidated else { return }
            timestamp = frameTime + 0  // never -0
            duration = frameDuration
            targetTimestamp = frameTime + Double(every) * frameDuration
            SceneHost.callback { selector.perform(on: target, with: self) }
        }
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the link for good.
    open func invalidate() {
        invalidated = true
        if let id { SceneHost.stage?.invalidate(id) }
    }
}

/// CAFrameRateRange (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}
