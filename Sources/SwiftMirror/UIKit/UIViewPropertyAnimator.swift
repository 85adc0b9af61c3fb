@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Layers

extension UIView {
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// The timing of a property animator: a cubic curve, or a spring.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public convenience init() { self.init(animationCurve: .easeInOut) }
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: [(CGPoint, CGPoint)] = [(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)), (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
                                            (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)), (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))]
        (controlPoint1, controlPoint2) = points[curve.rawValue]
    }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

open class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    let dampingRatio: CGFloat
    public convenience init() { self.init(dampingRatio: 1) }
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// UIViewPropertyAnimator: its animations run as one UIView.animate block when it starts,
/// with its duration, delay and curve (a cubic curve, or the spring form with its damping
/// ratio), and its completions then get `.end`. Pausing, scrubbing `fractionComplete`,
/// reversing and stopping part way are not drawn yet: each warns once and the animation
/// runs on as started.
open class UIViewPropertyAnimator {
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false { didSet { if isReversed { MirrorDiagnostics.warnNotDrawn("UIViewPropertyAnimator.isReversed") } } }
    open var fractionComplete: CGFloat = 0 {
        didSet { MirrorDiagnostics.warnNotDrawn("UIViewPropertyAnimator.fractionComplete (scrubbing)") }
    }
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    private var animations: [(delayFactor: CGFloat, body: () -> Void)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curves: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curves[Int((options.rawValue >> 16) & 3)]))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) { animations.append((0, animation)) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append((delayFactor, animation)) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Runs the animations as a block (those added with a delay factor start that fraction
    /// of the duration later and take the rest), then the completions at the end.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .active || !isRunning else { return }
        self.delay = delay
        state = .active
        isRunning = true
        let remaining = completions
        var pending = animations.count
        let finish = { [weak self] in
            self?.state = .inactive
            self?.isRunning = false
            for completion in remaining { completion(.end) }
        }
        guard !animations.isEmpty else { return finish() }
        for (factor, body) in animations {
            var settings = ViewAnimation(duration: duration * Double(1 - factor), delay: delay + duration * Double(factor))
            settings.curve = curve(for: settings.duration)
            UIView.run(settings, UIView.AnimationOptions.overrideInheritedDuration.rawValue | UIView.AnimationOptions.overrideInheritedCurve.rawValue,
                       body) { _ in
                pending -= 1
                if pending == 0 { finish() }
            }
        }
        animations = []
    }

    private func curve(for duration: TimeInterval) -> ViewAnimation.Curve {
        if let spring = timingParameters?.springTimingParameters {
            return .spring(.forView(dampingRatio: Double(spring.dampingRatio), initialVelocity: Double(spring.initialVelocity.dx),
                                    duration: duration))
        }
        let cubic = timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()
        let (p1, p2) = (cubic.controlPoint1, cubic.controlPoint2)
        guard case .success(let bezier) = CubicBezier.validated(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y)) else {
            MirrorDiagnostics.fail("UICubicTimingParameters(controlPoint1: \(p1), controlPoint2: \(p2)): the control points' x lie in 0...1")
        }
        return .timing(.cubicBezier(bezier))
    }

    open func pauseAnimation() { MirrorDiagnostics.warnNotDrawn("UIViewPropertyAnimator.pauseAnimation()") }
    open func stopAnimation(_ withoutFinishing: Bool) { MirrorDiagnostics.warnNotDrawn("UIViewPropertyAnimator.stopAnimation(_:)") }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        MirrorDiagnostics.warnNotDrawn("UIViewPropertyAnimator.finishAnimation(at:)")
    }
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        MirrorDiagnostics.warnNotDrawn("UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)")
    }
}
