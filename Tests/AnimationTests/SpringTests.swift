import Foundation
import Testing
@testable import Animation

@Suite struct SpringTests {
    /// Reference values from an RK4 integration of m·x'' + c·x' + k·x = 0, x(0) = 1,
    /// x'(0) = −v0 (200,000 steps, in Python), independent of the closed form under test.
    @Test(arguments: [
        (Spring(), 0.1, 0.3402998466083037),
        (Spring(), 0.5, 1.074590566595034),
        (Spring(), 1.0, 1.0021701167393262),
        (Spring(initialVelocity: 5), 0.3, 1.1909760894174326),
        (Spring(damping: 20), 0.2, 0.5939941502901769),  // critically damped: zeta = 1
    ])
    func matchesTheDifferentialEquation(spring: Spring, t: Double, expected: Double) {
        #expect(abs(spring.progress(at: t) - expected) < 1e-9)
    }

    @Test func overdampedUsesTheCriticalFormula() {
        let spring = Spring(damping: 40)  // zeta = 2
        let w0 = 10.0, t = 0.3
        #expect(abs(spring.progress(at: t) - (1 - (1 + w0 * t) * exp(-w0 * t))) < 1e-15)
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: -1) == 0)
    }

    /// Apple's figures for the default spring: damping 5 about 2.85 s, damping 15 just over 1 s.
    @Test func settlingDurationMatchesApplesFigures() {
        #expect(abs(Spring(damping: 5).settlingDuration - 2.85) < 0.05)
        let fifteen = Spring(damping: 15).settlingDuration
        #expect(fifteen > 1 && fifteen < 1.1)
    }

    /// Past its settling duration the spring stays within the threshold of its target.
    @Test(arguments: [Spring(), Spring(damping: 5), Spring(damping: 20), Spring(damping: 60),
                      Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -4)])
    func staysSettled(spring: Spring) {
        let settled = spring.settlingDuration
        #expect(settled > 0)
        for i in 0...2000 {
            let t = settled + Double(i) * 0.005
            #expect(abs(1 - spring.progress(at: t)) <= Spring.settlingThreshold * 1.000001, "t = \(t)")
        }
    }

    @Test func springAnimationFollowsTheSpringInSeconds() throws {
        var animation = SpringAnimation(BasicAnimation(keyPath: "position.y", from: .number(0), to: .number(100)))
        animation.timing.duration = 2
        animation.timing.beginTime = 1
        try animation.validate()
        var values = PropertyValues(model: ["position.y": .number(0)])
        animation.apply(at: 1.5, to: &values)
        #expect(values.presentation["position.y"] == .number(100 * Spring().progress(at: 0.5)))
        // 107.459...: the overshoot shows.
        if case .number(let y)? = values.presentation["position.y"] { #expect(y > 107 && y < 108) }
    }

    @Test func invalidSpringIsAnError() {
        let animation = SpringAnimation(BasicAnimation(keyPath: "opacity", to: .number(1)), spring: Spring(mass: 0))
        #expect(throws: AnimationError.self) { try animation.validate() }
    }
}
