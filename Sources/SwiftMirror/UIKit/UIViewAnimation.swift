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

    private static func run(_ settings: ViewAnimation, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        let stage = SceneHost.requireStage("UIView.animate")
        SceneHost.check("UIView.animate") {
            try stage.animate(settings, animations: animations,
                              completion: completion.map { completion in { _, finished in SceneHost.callback { completion(finished) } } })
        }
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
        run(settings, animations, completion)
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
        run(settings, animations, completion)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var settings = settings(duration, delay, options.rawValue)
        let modes: [KeyframeAnimation.CalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        settings.curve = .keyframes(modes[min(Int((options.rawValue >> 10) & 7), 4)])
        run(settings, animations, completion)
    }

    public class func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double,
                                animations: @escaping () -> Void) {
        let stage = SceneHost.requireStage("UIView.addKeyframe")
        SceneHost.check("UIView.addKeyframe") { try stage.addKeyframe(start: start, duration: duration, animations) }
    }
}
