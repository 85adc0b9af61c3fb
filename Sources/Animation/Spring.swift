#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// CASpringAnimation's damped harmonic oscillator (docs/core-animation.md#springs), the
/// equation WebKit's SpringSolver uses:
///
///     w0 = sqrt(stiffness / mass)          zeta = damping / (2 sqrt(stiffness · mass))
///     zeta < 1:  x(t) = e^(-zeta·w0·t) · (cos(wd·t) + ((zeta·w0 - v0) / wd) · sin(wd·t)),
///                wd = w0 · sqrt(1 - zeta²)
///     else:      x(t) = (1 + (w0 - v0)·t) · e^(-w0·t)      (treated as critically damped)
///     progress(t) = 1 - x(t)
public struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// In units of the whole change per second; positive moves towards the target.
    public var initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The oscillation has settled when its envelope stays within this fraction of the change.
    /// Apple publishes no formula; 0.08 % reproduces its figures for the default spring with
    /// damping 5 (2.85 s) and damping 15 (just over 1 s).
    public static let settlingThreshold = 0.0008

    public var undampedFrequency: Double { (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Whether mass, stiffness and damping are positive and finite (the equation needs it).
    public var isValid: Bool {
        [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite) && mass > 0 && stiffness > 0 && damping > 0
    }

    /// The fraction of the change shown `t` seconds after the start (overshoots above 1).
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = undampedFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + ((zeta * w0 - v0) / wd) * sin(wd * t))
        }
        return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
    }

    /// The time after which the spring stays within `settlingThreshold` of its target,
    /// from the envelope of x(t) (so it does not depend on where a zero crossing falls).
    public var settlingDuration: Double {
        let w0 = undampedFrequency, zeta = dampingRatio, v0 = initialVelocity, eps = Self.settlingThreshold
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let k = (zeta * w0 - v0) / wd
            let amplitude = (1 + k * k).squareRoot()
            return max(0, log(amplitude / eps) / (zeta * w0))
        }
        // Envelope (1 + |w0 - v0|·t)·e^(-w0·t): decreasing after its peak; bisect past it.
        let slope = abs(w0 - v0)
        func envelope(_ t: Double) -> Double { (1 + slope * t) * exp(-w0 * t) }
        var lower = max(0, 1 / w0 - 1 / max(slope, .leastNormalMagnitude))
        if envelope(lower) <= eps { return lower }
        var upper = lower + 1
        while envelope(upper) > eps { upper *= 2 }
        for _ in 0..<100 {
            let mid = (lower + upper) / 2
            if envelope(mid) > eps { lower = mid } else { upper = mid }
        }
        return upper
    }
}
