@_spi(LoaderAnim) import LAQuartzCore

/// iOS 17's Spring: a spring's motion by feel (duration and bounce), by response and
/// damping ratio, or by its physics. It is the engine's spring, unit mass unless given.
public struct Spring: Hashable, Sendable {
    let engine: EngineSpring

    /// Perceptual duration and bounce: stiffness (2π / duration)², damping ratio 1 − bounce
    /// (or 1 / (1 + bounce) when negative), as CASpringAnimation(perceptualDuration:bounce:).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: CGFloat(bounce))
        engine = EngineSpring(mass: 1, stiffness: Double(spring.stiffness), damping: Double(spring.damping))
    }
    /// Stiffness (2π / response)², damping 4π · dampingRatio / response.
    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 1e-6)
        engine = EngineSpring(mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * dampingRatio / response)
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        engine = EngineSpring(mass: mass, stiffness: stiffness, damping: damping)
    }
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        // ζω t_s = −ln ε for an underdamped spring: ω = −ln ε / (ζ t_s).
        let omega = -log(epsilon) / max(dampingRatio * settlingDuration, 1e-6)
        engine = EngineSpring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    public var mass: Double { engine.mass }
    public var stiffness: Double { engine.stiffness }
    public var damping: Double { engine.damping }
    public var dampingRatio: Double { engine.dampingRatio }
    public var response: Double { 2 * .pi / engine.undampedFrequency }
    public var duration: Double { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    public var settlingDuration: Double { engine.settlingDuration }

    /// Where a spring moving from 0 towards `target` is after `time` seconds (from rest: the
    /// engine's solver starts every spring at rest, so `initialVelocity` is not used).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        target.scaled(by: engine.progress(at: time))
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Animation {
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { .spring(spring) }
    /// An animation moving as `spring` does.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { Animation(.spring(spring.engine)) }
}
