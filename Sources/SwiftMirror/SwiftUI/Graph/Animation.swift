@_spi(LoaderAnim) import LAQuartzCore
import Animation

/// How a change moves from the value on screen to the new one: a timing curve or a spring,
/// with its delay, speed and repeats. SwiftUI's animations compose by nesting, and so do
/// these: a modifier applies to everything written before it (docs/swiftui.md, "Timing"):
///
///     .easeInOut(duration: 1).delay(0.5).repeatForever()   each cycle: wait 0.5 s, move 1 s
///     .easeInOut(duration: 1).repeatForever().delay(0.5)   wait 0.5 s once, then cycles of 1 s
///     .linear(duration: 1).speed(2)                        the whole of it twice as fast
public struct Animation: Equatable, Hashable, CustomStringConvertible, Sendable {
    enum Curve: Hashable, Sendable {
        case bezier(CubicBezier, duration: Double)
        case spring(EngineSpring)
    }
    var curve: Curve
    /// A wait at the start of every cycle (a delay written before the repeat).
    var cycleDelay: Double = 0
    /// nil: plays once; otherwise the passes SwiftUI counts (forward and back are one each).
    var repeatCount: Double?
    var autoreverses = false
    /// A wait before the first cycle.
    var delay: Double = 0

    init(_ curve: Curve) { self.curve = curve }

    // MARK: Timing curves (0.35 s unless given, as SwiftUI's)

    /// iOS 17's default, Apple's page says: spring(response: 0.55, dampingFraction: 1.0).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)
    public static var linear: Animation { .linear(duration: 0.35) }
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    public static func linear(duration: Double) -> Animation { .timingCurve(0, 0, 1, 1, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { .timingCurve(0.42, 0, 1, 1, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { .timingCurve(0, 0, 0.58, 1, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(CubicBezier(c0x, c0y, c1x, c1y), duration: max(duration, 0)))
    }
    /// iOS 17's form: a unit curve over `duration`.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(.bezier(curve.bezier, duration: max(duration, 0)))
    }

    // MARK: Springs (unit mass; docs/swiftui.md, "Springs")

    /// A spring with the default parameters of spring(response:dampingFraction:blendDuration:).
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }
    /// The perceptual duration and bounce of iOS 17 (what CASpringAnimation's
    /// init(perceptualDuration:bounce:) takes too). `.spring()` with no argument is the
    /// response form, as it was before iOS 17.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce))
    }
    /// The spring of that response and damping ratio (Spring.init(response:dampingRatio:)).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        .spring(Spring(response: response, dampingRatio: dampingFraction))
    }
    public static var interactiveSpring: Animation { .interactiveSpring() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(EngineSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        .spring(duration: duration, bounce: bounce)
    }
    public static var interpolatingSpring: Animation { .spring(duration: 0.5, bounce: 0) }
    public static var smooth: Animation { .smooth(duration: 0.5) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: extraBounce) }
    public static var snappy: Animation { .snappy(duration: 0.5) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static var bouncy: Animation { .bouncy(duration: 0.5) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.3 + extraBounce) }

    // MARK: Composition

    public func delay(_ delay: Double) -> Animation {
        var copy = self
        if repeatCount == nil { copy.cycleDelay += delay } else { copy.delay += delay }
        return copy
    }

    /// Plays `speed` times as fast: every duration and delay written before it divided by it.
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0, speed.isFinite else { return self }
        var copy = self
        switch curve {
        case .bezier(let bezier, let duration): copy.curve = .bezier(bezier, duration: duration / speed)
        case .spring(var spring):
            // Time scaled by 1/speed: the same motion with stiffness · s², damping · s.
            spring.stiffness *= speed * speed * 1
            spring.damping *= speed
            copy.curve = .spring(spring)
        }
        copy.cycleDelay /= speed
        copy.delay /= speed
        return copy
    }

    /// Plays `repeatCount` passes; with `autoreverses`, every other pass runs backwards (3
    /// passes: there, back, there).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = Double(max(repeatCount, 1))
        copy.autoreverses = autoreverses
        return copy
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = .infinity
        copy.autoreverses = autoreverses
        return copy
    }

    /// Logically complete, for PhaseAnimator and completions: the curve's duration, or a
    /// spring's perceptual duration (2π / √(stiffness / mass), Apple's "approximately the
    /// settling duration"; its tail may still move), after the delays; repeats count, and
    /// forever is infinite.
    var duration: Double {
        let logical: Double = switch curve {
        case .bezier(_, let duration): duration
        case .spring(let spring): 2 * .pi / (spring.stiffness / spring.mass).squareRoot()
        }
        return waits.first + (waits.eachCycle + logical) * (repeatCount ?? 1)
    }

    /// Until the Core Animation animation made from it is over (a spring settled).
    var activeDuration: Double { waits.first + (waits.eachCycle + passDuration) * (repeatCount ?? 1) }

    /// One pass of the curve, without delays.
    var passDuration: Double {
        switch curve {
        case .bezier(_, let duration): duration
        case .spring(let spring): spring.settlingDuration
        }
    }

    public var description: String {
        var text: String
        switch curve {
        case .bezier(let b, let d): text = "timingCurve(\(b.x1), \(b.y1), \(b.x2), \(b.y2), duration: \(d))"
        case .spring(let s): text = "interpolatingSpring(mass: \(s.mass), stiffness: \(s.stiffness), damping: \(s.damping))"
        }
        if cycleDelay > 0 { text += ".delay(\(cycleDelay))" }
        if let count = repeatCount {
            text += count.isInfinite ? ".repeatForever(autoreverses: \(autoreverses))" : ".repeatCount(\(Int(count)), autoreverses: \(autoreverses))"
        }
        if delay > 0 { text += ".delay(\(delay))" }
        return text
    }

    // MARK: Evaluation

    /// The wait before the first cycle, and the wait in each: a delay in every cycle of an
    /// animation that plays once is a wait before it, and a spring's (which no keyframe
    /// timing can hold) is too (docs/swiftui.md).
    private var waits: (first: Double, eachCycle: Double) {
        if repeatCount == nil { return (delay + cycleDelay, 0) }
        if case .spring = curve { return (delay + cycleDelay, 0) }
        return (delay, cycleDelay)
    }

    /// The media timing of this animation begun at `begin`: one Core Animation cycle is a
    /// pass there and back when it autoreverses, so SwiftUI's passes are halved.
    func mediaTiming(begin: Double) -> MediaTiming {
        var timing = MediaTiming(duration: max(waits.eachCycle + passDuration, 1e-9))
        timing.beginTime = begin + waits.first
        timing.autoreverses = autoreverses
        if let count = repeatCount { timing.repeatCount = autoreverses ? count / 2 : count }
        timing.fillMode = .backwards
        return timing
    }

    /// Progress 0 → 1 (a spring may overshoot) at `time`, for an animation begun at `begin`,
    /// and whether it is over. What a Core Animation animation made by `caAnimation` shows,
    /// computed with the same media timing, curve and spring.
    func progress(at time: Double, begin: Double) -> (value: Double, finished: Bool) {
        let timing = mediaTiming(begin: begin)
        guard let sample = timing.sample(at: time, isRemovedAtEnd: true) else {
            return (time < timing.beginTime ? 0 : 1, time >= timing.beginTime)
        }
        let moving = sample.passTime - waits.eachCycle
        guard moving > 0 else { return (0, false) }
        switch curve {
        case .bezier(let bezier, let duration):
            return (duration > 0 ? bezier.solve(min(moving / duration, 1)) : 1, false)
        case .spring(let spring):
            return (spring.progress(at: moving), false)
        }
    }

    /// A Core Animation animation of `keyPath` from `from` to `to` begun at `begin` (layer
    /// time), with this timing: a spring as CASpringAnimation, a curve as CABasicAnimation;
    /// a delay in every cycle as a keyframe animation that holds `from`, then moves.
    func caAnimation(keyPath: String, from: Any, to: Any, additive: Bool, begin: Double) -> CAAnimation {
        let timing = mediaTiming(begin: begin)
        let animation: CAPropertyAnimation
        switch curve {
        case .bezier(let bezier, let duration) where waits.eachCycle > 0:
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            let total = waits.eachCycle + duration
            keyframes.values = [from, from, to]
            keyframes.keyTimes = [0, NSNumber(value: waits.eachCycle / total), 1]
            keyframes.timingFunctions = [CAMediaTimingFunction(name: .linear),
                                         CAMediaTimingFunction(controlPoints: Float(bezier.x1), Float(bezier.y1), Float(bezier.x2), Float(bezier.y2))]
            animation = keyframes
        case .bezier(let bezier, _):
            let basic = CABasicAnimation(keyPath: keyPath)
            basic.fromValue = from
            basic.toValue = to
            basic.timingFunction = CAMediaTimingFunction(controlPoints: Float(bezier.x1), Float(bezier.y1), Float(bezier.x2), Float(bezier.y2))
            animation = basic
        case .spring(let spring):
            let basic = CASpringAnimation(keyPath: keyPath)
            basic.mass = CGFloat(spring.mass)
            basic.stiffness = CGFloat(spring.stiffness)
            basic.damping = CGFloat(spring.damping)
            basic.initialVelocity = CGFloat(spring.initialVelocity)
            basic.fromValue = from
            basic.toValue = to
            animation = basic
        }
        animation.isAdditive = additive
        animation.duration = timing.duration
        animation.beginTime = timing.beginTime
        animation.repeatCount = Float(timing.repeatCount)
        animation.autoreverses = timing.autoreverses
        animation.fillMode = .backwards
        return animation
    }
}

/// The context of one state change: the animation it runs with.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Changes made under it move with `animation`; nil: they jump, whatever an outer
    /// transaction says (withAnimation(nil), .animation(nil)).
    mutating func run(with animation: Animation?) {
        self.animation = animation
        disablesAnimations = animation == nil
    }
}

/// Runs `body`'s state changes with `animation`: every attribute they change on screen moves
/// there from where it is.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction()
    transaction.run(with: animation)
    return try withTransaction(transaction, body)
}

/// Runs `body` with `completion` called when its animations are logically complete (iOS 17).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let seconds = animation?.duration ?? 0
    if seconds.isFinite { ViewGraph.after(seconds, completion) }
    return result
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = ViewGraph.currentTransaction
    ViewGraph.currentTransaction = transaction
    ViewGraph.transactionDepth += 1
    defer {
        ViewGraph.currentTransaction = outer
        ViewGraph.transactionDepth -= 1
        if ViewGraph.transactionDepth == 0 { MainActor.assumeIsolated { ViewGraph.flushPending(after: transaction) } }
    }
    return try body()
}

public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    public static let removed = AnimationCompletionCriteria(removed: true)
}
