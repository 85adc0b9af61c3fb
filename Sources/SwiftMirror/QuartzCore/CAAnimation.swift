@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Geometry
import Layers

/// CAAnimationDelegate. Both methods are optional, as Objective-C's are.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// CAAnimation and its CAMediaTiming properties. Adding one to a layer turns it into the
/// engine's animation (the one a Lua scene's `BasicAnimation { ... }` makes), so every
/// timing rule is the engine's.
open class CAAnimation {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// Held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?
    /// Key-value storage, which loaders use to tag animations for their delegate.
    fileprivate var keyedValues: [String: Any] = [:]

    /// Required, so that copy() can make a scene's own subclass (the source pass turns its
    /// `override init()` into `required init()`).
    public required init() {}

    /// NSCoding's initializer, required as on iOS (a subclass declares it); nothing calls it.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of the same class, a scene's own subclass too (made with its `init()`), with
    /// every property that CAAnimation and loaderanim's subclasses declare; what a scene's
    /// subclass stores itself is what its `init()` sets (see docs/swift-scenes.md).
    open func copy() -> Any { copy(with: nil) }
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// Sets `copy`'s properties to this animation's: super's, then each class its own.
    func copyProperties(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.keyedValues = keyedValues
    }

    open func value(forKey key: String) -> Any? { keyedValues[key] }
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Inert
    open var preferredFrameRateRange: CAFrameRateRange = .default
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: The engine's animation

    var timing: MediaTiming {
        MediaTiming(beginTime: beginTime, duration: duration, speed: speed.decimal, timeOffset: timeOffset,
                    repeatCount: repeatCount.engineRepeatCount, repeatDuration: repeatDuration.engineRepeatDuration,
                    autoreverses: autoreverses, fillMode: FillMode(rawValue: fillMode.rawValue) ?? .removed)
    }

    var typeName: String { String(describing: type(of: self)) }

    /// The engine's animation for `layer` (whose key paths give the values their kinds).
    func engineAnimation(for layer: CALayer) -> any LayerAnimation {
        MirrorDiagnostics.fail("\(typeName) cannot be added to a layer: use CABasicAnimation, CAKeyframeAnimation, "
            + "CASpringAnimation or CAAnimationGroup")
    }

    func attach(to layer: CALayer, forKey key: String?) {
        let animation = engineAnimation(for: layer)
        let stage = layer.stage, id = layer.layerID
        let delegate = self.delegate
        SceneHost.check("\(layer.typeName).add(\(typeName), forKey: \(key.map { "\"\($0)\"" } ?? "nil"))") {
            try stage.add(animation, forKey: key, to: id,
                          onStart: delegate.map { delegate in { _ in SceneHost.callback { delegate.animationDidStart(self) } } },
                          onStop: delegate.map { delegate in { _, finished in
                              SceneHost.callback { delegate.animationDidStop(self, finished: finished) } } })
        }
        if let key { layer.attachedAnimations[key] = self }
    }
}

extension Float {
    /// A repeatCount as the engine takes it: `HUGE` and `.greatestFiniteMagnitude` (Darwin's
    /// MAXFLOAT), which loaders write for "forever" as often as `.infinity`, repeat forever
    /// on iOS too; other counts are their decimals. An animation's and a layer's alike.
    var engineRepeatCount: Double { self == .greatestFiniteMagnitude ? .infinity : decimal }
}

extension Double {
    /// A repeatDuration as the engine takes it: `.greatestFiniteMagnitude` is forever too.
    var engineRepeatDuration: Double { self == .greatestFiniteMagnitude ? .infinity : self }
}

/// CAPropertyAnimation: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    /// Not applied: the animation's values go to the key path as they are.
    open var valueFunction: CAValueFunction? {
        didSet { if valueFunction != nil { MirrorDiagnostics.warnNotDrawn("CAPropertyAnimation.valueFunction") } }
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    /// The key path resolved on `layer`, or a stop naming it.
    func resolvedKeyPath(on layer: CALayer) -> (text: String, kind: AnimationValue.Kind) {
        guard let keyPath, !keyPath.isEmpty else { MirrorDiagnostics.fail("\(typeName) has no keyPath") }
        let stage = layer.stage, id = layer.layerID
        let resolved = SceneHost.check("\(typeName)(keyPath: \"\(keyPath)\") on \(layer.typeName)") { try stage.keyPath(keyPath, of: id) }
        return (keyPath, resolved.kind)
    }

    /// A value of the key path's kind, or a stop that says what was given.
    func converted(_ value: Any?, _ role: String, kind: AnimationValue.Kind) -> AnimationValue? {
        guard let value else { return nil }
        guard let converted = ValueBridge.engineValue(value, kind: kind) else {
            MirrorDiagnostics.fail("\(typeName)(keyPath: \"\(keyPath ?? "")\").\(role) is \(ValueBridge.describe(value)); "
                + "\(keyPath ?? "") takes a \(kind.rawValue)")
        }
        return converted
    }
}

/// CABasicAnimation: from, to, by.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    var basic: (CALayer) -> BasicAnimation {
        { layer in
            let (keyPath, kind) = self.resolvedKeyPath(on: layer)
            var basic = BasicAnimation(keyPath: keyPath, from: self.converted(self.fromValue, "fromValue", kind: kind),
                                       to: self.converted(self.toValue, "toValue", kind: kind),
                                       by: self.converted(self.byValue, "byValue", kind: kind),
                                       timing: self.timing, timingFunction: self.timingFunction?.function)
            basic.isAdditive = self.isAdditive
            basic.isCumulative = self.isCumulative
            basic.isRemovedOnCompletion = self.isRemovedOnCompletion
            return basic
        }
    }

    override func engineAnimation(for layer: CALayer) -> any LayerAnimation { basic(layer) }
}

/// CASpringAnimation: a basic animation whose progress follows a damped spring.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Off, a damping ratio over 1 settles as a critically damped spring, as iOS clamps it.
    open var allowsOverdamping = false {
        didSet { if allowsOverdamping { MirrorDiagnostics.warnNotDrawn("CASpringAnimation.allowsOverdamping") } }
    }

    /// iOS 17's spring by feel: mass 1, stiffness (2π / duration)², and a damping that
    /// gives a damping ratio of 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = CGFloat(max(perceptualDuration, 1e-6))
        mass = 1
        stiffness = (2 * .pi / d) * (2 * .pi / d)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + bounce))
    }

    /// The period of the undamped spring, 2π / √(stiffness / mass).
    open var perceptualDuration: TimeInterval { Double(2 * .pi / (stiffness / mass).squareRoot()) }
    /// 1 − the damping ratio, or for a ratio over 1, its inverse − 1.
    open var bounce: CGFloat {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    var spring: Spring {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest (Apple's estimate; here the time after
    /// which it stays within Spring.settlingThreshold).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func engineAnimation(for layer: CALayer) -> any LayerAnimation { SpringAnimation(basic(layer), spring: spring) }
}

/// CAKeyframeAnimation: values (or a path) at keyTimes, with a calculation mode.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    /// The cubic modes' Kochanek-Bartels parameters: not applied (0 each, Catmull-Rom).
    open var tensionValues: [NSNumber]? { didSet { warnKochanekBartels("tensionValues", tensionValues) } }
    open var continuityValues: [NSNumber]? { didSet { warnKochanekBartels("continuityValues", continuityValues) } }
    open var biasValues: [NSNumber]? { didSet { warnKochanekBartels("biasValues", biasValues) } }

    private func warnKochanekBartels(_ name: String, _ values: [NSNumber]?) {
        if values?.contains(where: { $0.doubleValue != 0 }) == true { MirrorDiagnostics.warnNotDrawn("CAKeyframeAnimation." + name) }
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
    }

    override func engineAnimation(for layer: CALayer) -> any LayerAnimation {
        let (keyPath, kind) = resolvedKeyPath(on: layer)
        let values = (self.values ?? []).enumerated().map { index, value in converted(value, "values[\(index)]", kind: kind)! }
        guard let mode = KeyframeAnimation.CalculationMode(rawValue: calculationMode.rawValue) else {
            MirrorDiagnostics.fail("\(typeName).calculationMode \"\(calculationMode.rawValue)\" is not one of Core Animation's")
        }
        var keyframe = KeyframeAnimation(keyPath: keyPath, values: values, path: path?.path,
                                         keyTimes: keyTimes?.map(\.doubleValue),
                                         timingFunctions: timingFunctions?.map(\.function), calculationMode: mode,
                                         timing: timing, timingFunction: timingFunction?.function)
        if let rotationMode {
            guard let rotation = KeyframeAnimation.RotationMode(rawValue: rotationMode.rawValue) else {
                MirrorDiagnostics.fail("\(typeName).rotationMode \"\(rotationMode.rawValue)\" is not one of Core Animation's")
            }
            keyframe.rotationMode = rotation
        }
        keyframe.isAdditive = isAdditive
        keyframe.isCumulative = isCumulative
        keyframe.isRemovedOnCompletion = isRemovedOnCompletion
        return keyframe
    }
}

/// CAAnimationGroup: animations on the group's timeline.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations
    }

    override func engineAnimation(for layer: CALayer) -> any LayerAnimation {
        var group = AnimationGroup(animations: (animations ?? []).map { $0.engineAnimation(for: layer) }, timing: timing,
                                   timingFunction: timingFunction?.function)
        group.isRemovedOnCompletion = isRemovedOnCompletion
        return group
    }
}

/// CAMediaTimingFunction: a named curve or a cubic Bézier's control points.
open class CAMediaTimingFunction {
    let function: TimingFunction

    public init(name: CAMediaTimingFunctionName) {
        function = TimingFunction.named[name.rawValue] ?? .default
    }

    init(function: TimingFunction) { self.function = function }

    /// Apple's control points are Floats; each is taken as the decimal it prints as (0.4,
    /// not 0.4000000059604645), which is what the code that wrote it meant.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let decimal = { (x: Float) in Double("\(x)") ?? Double(x) }
        switch CubicBezier.validated(decimal(c1x), decimal(c1y), decimal(c2x), decimal(c2y)) {
        case .success(let curve): function = .cubicBezier(curve)
        case .failure(let error):
            MirrorDiagnostics.fail("CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y)): \(error)")
        }
    }

    /// Control point 0 is (0, 0), 3 is (1, 1).
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        guard case .cubicBezier(let c) = function else { return }
        let points: [(Double, Double)] = [(0, 0), (c.x1, c.y1), (c.x2, c.y2), (1, 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn"), easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut"), `default` = Self(rawValue: "default")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = Self(rawValue: "removed"), forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards"), both = Self(rawValue: "both")
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear"), discrete = Self(rawValue: "discrete"), paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic"), cubicPaced = Self(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = Self(rawValue: "auto"), rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// The body the source pass gives `init()` in a scene's animation subclass that declares
/// other initializers but not that one: copy() makes its copy with `init()` here (iOS copies
/// without an initializer), so a copy of such a class stops with this line.
public func _missingAnimationInitializer(_ className: String, _ initializer: String) -> Never {
    MirrorDiagnostics.fail("\(className) has no \(initializer), and loaderanim's copy() makes its copy with it: add "
        + "`override \(initializer) { super.init() }` to \(className)")
}

/// The engine's spring under a name SwiftUI's mirror can use beside its own `Spring`.
@_spi(LoaderAnim) public typealias EngineSpring = Spring
