@_spi(LoaderAnim) import LAUIKit

/// A value that can be interpolated: a sum, a difference and a scale.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

/// What a view or shape animates by: SwiftUI interpolates `animatableData` between the
/// value on screen and the new one, and draws the view with each value in between.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// Nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A modifier whose animatable data is interpolated (deprecated in iOS 17 for Animatable
/// on ViewModifier, which this is too).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// One view's animatable data in flight: the target, and the animations still running
/// towards it, each adding what was left of its change, as SwiftUI adds a new animation
/// to one already running instead of cutting it:
///
///     shown(t) = target + Σ (previous target − its next target) · (1 − progressᵢ(t))
final class AnimatableTrack {
    struct Run {
        let delta: Any
        let animation: Animation
        let begin: Double
    }
    var target: Any
    var runs: [Run] = []
    init(target: Any) { self.target = target }
}

extension ViewGraph {
    /// `value` with its animatable data as shown now: moving, if a change of it was made
    /// with an animation, from where it was to its new value.
    func interpolate<A: Animatable>(_ value: A, at key: String, context: ResolveContext) -> A {
        guard A.AnimatableData.self != EmptyAnimatableData.self, !isMeasuring else { return value }
        let target = value.animatableData
        guard let track = animatables[key] else {
            animatables[key] = AnimatableTrack(target: target)
            return value
        }
        if let old = track.target as? A.AnimatableData, old != target {
            if let animation = context.animation {
                track.runs.append(.init(delta: old - target, animation: animation, begin: now))
            } else {
                track.runs.removeAll()
            }
        }
        track.target = target
        var shown = target
        track.runs = track.runs.filter { run in
            let (progress, finished) = run.animation.progress(at: now, begin: run.begin)
            guard !finished, let delta = run.delta as? A.AnimatableData else { return false }
            shown += delta.scaled(by: 1 - progress)
            return true
        }
        if !track.runs.isEmpty { wantsFrames = true }
        var copy = value
        copy.animatableData = shown
        return copy
    }
}
