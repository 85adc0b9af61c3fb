import Glibc
@_spi(LoaderAnim) import LACoreGraphics
@_spi(LoaderAnim) import LAQuartzCore
import Animation
import Layers

/// UIView's block animations over the engine's (Stage.animate), with UIKit's options.
extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
        public static let allowAnimatedContent = Self(rawValue: 1 << 7)
        public static let showHideTransitionViews = Self(rawValue: 1 << 8)
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
        public static let curveEaseInOut = Self(rawValue: 0 << 16)
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        public static let curveLinear = Self(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
        public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
        public static let transitionCurlUp = Self(rawValue: 3 << 20)
        public static let transitionCurlDown = Self(rawValue: 4 << 20)
        public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
        public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = Self(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
        public static let calculationModeLinear = Self(rawValue: 0 << 10)
        public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
        public static let calculationModePaced = Self(rawValue: 2 << 10)
        public static let calculationModeCubic = Self(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)
    }

    /// Runs an animate block. A block inside another one's animations inherits its duration
    /// and curve (unless `.overrideInheritedDuration` / `.overrideInheritedCurve`) and its
    /// repeat and autoreverse (unless `.overrideInheritedOptions`), as UIKit's nested blocks
    /// do; with animations disabled every change is made at once. `.layoutSubviews` runs
    /// the layout pass inside the block, so what layoutSubviews() changes for the block's
    /// new sizes animates with it (layout already pending runs first, outside it).
    static func run(_ settings: ViewAnimation, _ raw: UInt, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        let stage = SceneHost.requireStage("UIView.animate")
        var settings = settings
        if let outer = stage.openViewAnimation, !settings.isKeyframes, !outer.isKeyframes {
            if raw & AnimationOptions.overrideInheritedDuration.rawValue == 0 { settings.duration = outer.duration }
            if raw & (AnimationOptions.overrideInheritedCurve.rawValue | AnimationOptions.overrideInheritedOptions.rawValue) == 0 {
                settings.curve = outer.curve
            }
            if raw & AnimationOptions.overrideInheritedOptions.rawValue == 0 {
                settings.repeats = settings.repeats || outer.repeats
                settings.autoreverses = settings.autoreverses || outer.autoreverses
            }
        }
        if !SceneHost.viewAnimationsEnabled { settings.duration = 0 }
        let laysOut = raw & AnimationOptions.layoutSubviews.rawValue != 0
        // Layout the turn owed before the block stays out of it.
        if laysOut { SceneHost.runLayoutPass() }
        SceneHost.check("UIView.animate") {
            try stage.animate(settings, animations: {
                animations()
                if laysOut { SceneHost.runLayoutPass() }
            }, completion: completion.map { completion in { _, finished in SceneHost.callback { completion(finished) } } })
        }
    }

    /// UIView.setAnimationsEnabled(false): animate blocks change their views at once (their
    /// completions still run, finished true), until it is set back.
    public class func setAnimationsEnabled(_ enabled: Bool) { SceneHost.viewAnimationsEnabled = enabled }
    public class var areAnimationsEnabled: Bool { SceneHost.viewAnimationsEnabled }

    /// Makes the changes at once, even inside an animate block's animations.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let stage = SceneHost.requireStage("UIView.performWithoutAnimation")
        let enabled = SceneHost.viewAnimationsEnabled
        SceneHost.viewAnimationsEnabled = false
        defer { SceneHost.viewAnimationsEnabled = enabled }
        guard stage.openViewAnimation != nil else { return actionsWithoutAnimation() }
        SceneHost.check("UIView.performWithoutAnimation") { try stage.animate(ViewAnimation(duration: 0), animations: actionsWithoutAnimation) }
    }

    private static func settings(_ duration: TimeInterval, _ delay: TimeInterval, _ raw: UInt) -> ViewAnimation {
        var settings = ViewAnimation(duration: duration, delay: delay)
        settings.repeats = raw & AnimationOptions.repeat.rawValue != 0
        settings.autoreverses = raw & AnimationOptions.autoreverse.rawValue != 0
        settings.beginsFromCurrentState = raw & AnimationOptions.beginFromCurrentState.rawValue != 0
        return settings
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var settings = settings(duration, delay, options.rawValue)
        let curves: [TimingFunction] = [.easeInEaseOut, .easeIn, .easeOut, .linear]
        settings.curve = .timing(curves[Int((options.rawValue >> 16) & 3)])
        run(settings, options.rawValue, animations, completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form; UIKit's damping ratio and initial velocity map to a spring as the
    /// engine documents (Spring.forView).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var settings = settings(duration, delay, options.rawValue)
        settings.curve = .spring(.forView(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration))
        run(settings, options.rawValue, animations, completion)
    }

    /// iOS 17's spring form, as SwiftUI's Spring(duration:bounce:) defines it: mass 1,
    /// stiffness (2π / springDuration)², damping 4π(1 − bounce) / springDuration (for a
    /// negative bounce, 4π / (springDuration (1 + bounce))). The animation runs until the
    /// spring settles (CASpringAnimation's settlingDuration), and the completion then.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        guard duration.isFinite, duration > 0, bounce.isFinite, bounce > -1, bounce < 1 else {
            MirrorDiagnostics.fail("UIView.animate(springDuration: \(duration), bounce: \(bounce)): the duration is > 0 seconds and "
                + "the bounce lies in -1 < bounce < 1")
        }
        let bounce = Double(bounce)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
        let spring = Spring(mass: 1, stiffness: pow(2 * .pi / duration, 2), damping: damping, initialVelocity: Double(velocity))
        var settings = settings(spring.settlingDuration, delay, options.rawValue)
        settings.curve = .spring(spring)
        run(settings, options.rawValue | AnimationOptions.overrideInheritedDuration.rawValue | AnimationOptions.overrideInheritedCurve.rawValue,
            animations, completion)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var settings = settings(duration, delay, options.rawValue)
        let modes: [KeyframeAnimation.CalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        settings.curve = .keyframes(modes[min(Int((options.rawValue >> 10) & 7), 4)])
        run(settings, options.rawValue, animations, completion)
    }

    public class func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double,
                                animations: @escaping () -> Void) {
        let stage = SceneHost.requireStage("UIView.addKeyframe")
        SceneHost.check("UIView.addKeyframe") { try stage.addKeyframe(start: start, duration: duration, animations) }
    }
}

extension ViewAnimation {
    var isKeyframes: Bool {
        if case .keyframes = curve { return true }
        return false
    }
}
