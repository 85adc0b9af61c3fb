@_spi(LoaderAnim) import LAUIKit
import Animation

/// iOS 17's KeyframeAnimator: `content` drawn with a value that its keyframe tracks move
/// along, frame by frame on the scene clock; repeating by default, or once per trigger.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyEquatable?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.keyframes = keyframes
    }
    public var body: Never { primitiveBody }

    /// When the current run began (nil: none runs; the initial value shows).
    final class State {
        var begin: Double?
    }

    func resolve(in context: ResolveContext) -> [Node] {
        let graph = context.graph
        let key = context.path
        graph.visit(key)
        let state = graph.storage[key]?.first as? State ?? State()
        if !graph.isMeasuring {
            if graph.storage[key] == nil {
                graph.storage[key] = [state]
                if trigger == nil { state.begin = graph.now }
            }
            if let trigger, graph.valueChanged(trigger, at: key + "~trigger") { state.begin = graph.now }
        }
        var value = initialValue
        if let begin = state.begin {
            let timeline = KeyframeTimeline(initialValue: initialValue, content: { self.keyframes($0) })
            let elapsed = graph.now - begin
            let total = timeline.duration
            if repeating, total > 0 {
                value = timeline.value(time: elapsed.truncatingRemainder(dividingBy: total))
                graph.wantsFrames = true
            } else if elapsed < total {
                value = timeline.value(time: elapsed)
                graph.wantsFrames = true
            } else {
                value = timeline.value(time: total)
            }
        }
        return context.resolve(content(value), component: "kf")
    }
}

extension View {
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}

/// The keyframes of a value: one track per property it animates.
public protocol Keyframes<Value> {
    associatedtype Value
    /// Each track: how long it runs, and what it does to the value at a time.
    var _tracks: [(duration: Double, apply: (inout Value, Double) -> Void)] { get }
}

/// A value's keyframes evaluated at any time, as iOS's KeyframeTimeline.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [(duration: Double, apply: (inout Value, Double) -> Void)]
    public init(initialValue: Value, @KeyframesBuilder<Value> content: (Value) -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content(initialValue)._tracks
    }
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// One property's keyframes, one after another from the value's initial one.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }
    public var _tracks: [(duration: Double, apply: (inout Root, Double) -> Void)] {
        let frames = content._keyframes
        let keyPath = self.keyPath
        let duration = frames.reduce(0) { $0 + $1.duration }
        return [(duration, { root, time in
            root[keyPath: keyPath] = Self.value(frames, from: root[keyPath: keyPath], at: time)
        })]
    }

    /// The value at `time`: each keyframe moves from the one before it (the initial value
    /// first) to its own over its duration; after the last, the last holds.
    static func value(_ frames: [_Keyframe<Value>], from initial: Value, at time: Double) -> Value {
        var start = 0.0
        var previous = initial
        for (index, frame) in frames.enumerated() {
            let end = start + frame.duration
            if time < end || index == frames.count - 1 && time <= end {
                let t = frame.duration > 0 ? min(max((time - start) / frame.duration, 0), 1) : 1
                var before = index > 0 ? (index > 1 ? frames[index - 2].value : initial) : initial
                if index == 0 { before = initial }
                let after = index + 1 < frames.count ? frames[index + 1].value : frame.value
                return frame.interpolate(previous, before, after, t, time - start)
            }
            previous = frame.value
            start = end
        }
        return frames.last?.value ?? initial
    }
}

extension KeyframeTrack where Root == Value {
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) { self.init(\.self, content: content) }
}

/// Keyframes of one track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe: the value it reaches, in how long, and how.
public struct _Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic
        case spring(EngineSpring)
        case move
    }
    let value: Value
    let duration: Double
    let kind: Kind

    /// From `from` (the value before) to this keyframe's at fraction `t` of it (`elapsed`
    /// seconds in): a curve of the fraction, a Catmull-Rom cubic through the neighbours, or a
    /// spring's motion.
    func interpolate(_ from: Value, _ before: Value, _ after: Value, _ t: Double, _ elapsed: Double) -> Value {
        let a = from.animatableData, b = value.animatableData
        var result = value
        switch kind {
        case .move:
            return value
        case .linear(let curve):
            result.animatableData = a + (b - a).scaled(by: curve.value(at: t))
        case .spring(let spring):
            result.animatableData = a + (b - a).scaled(by: spring.progress(at: elapsed))
        case .cubic:
            // Hermite with Catmull-Rom tangents: m0 = (b − before) / 2, m1 = (after − a) / 2.
            let p = before.animatableData, n = after.animatableData
            let m0 = (b - p).scaled(by: 0.5), m1 = (n - a).scaled(by: 0.5)
            let t2 = t * t, t3 = t2 * t
            result.animatableData = a.scaled(by: 2 * t3 - 3 * t2 + 1) + m0.scaled(by: t3 - 2 * t2 + t)
                + b.scaled(by: -2 * t3 + 3 * t2) + m1.scaled(by: t3 - t2)
        }
        return result
    }
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(value: to, duration: duration, kind: .linear(timingCurve))]
    }
}

public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(value: to, duration: duration, kind: .cubic)]
    }
}

public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    /// Without a duration, the spring's settling time.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let motion = spring.engine
        _keyframes = [_Keyframe(value: to, duration: duration ?? motion.settlingDuration, kind: .spring(motion))]
    }
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value) { _keyframes = [_Keyframe(value: to, duration: 0, kind: .move)] }
}

/// Several keyframes in order.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [_Keyframe<Value>] where K.Value == Value { keyframe._keyframes }
    public static func buildBlock(_ parts: [_Keyframe<Value>]...) -> [_Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[_Keyframe<Value>]]) -> [_Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_Keyframe<Value>]?) -> [_Keyframe<Value>] { part ?? [] }
    public static func buildEither(first: [_Keyframe<Value>]) -> [_Keyframe<Value>] { first }
    public static func buildEither(second: [_Keyframe<Value>]) -> [_Keyframe<Value>] { second }
    public static func buildFinalResult(_ parts: [_Keyframe<Value>]) -> _KeyframeList<Value> { _KeyframeList(_keyframes: parts) }
}

/// Several tracks of one value.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [(duration: Double, apply: (inout Value, Double) -> Void)]
}

@resultBuilder
public struct KeyframesBuilder<Value> {
    public typealias Track = (duration: Double, apply: (inout Value, Double) -> Void)
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> [Track] where K.Value == Value { keyframes._tracks }
    public static func buildBlock(_ parts: [Track]...) -> [Track] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Track]]) -> [Track] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Track]?) -> [Track] { part ?? [] }
    public static func buildEither(first: [Track]) -> [Track] { first }
    public static func buildEither(second: [Track]) -> [Track] { second }
    public static func buildFinalResult(_ parts: [Track]) -> _KeyframeTracks<Value> { _KeyframeTracks(_tracks: parts) }
}

/// A timing curve from 0 to 1 (iOS 17's UnitCurve).
public struct UnitCurve: Hashable, Sendable {
    let bezier: CubicBezier
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(bezier: CubicBezier(Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y)))
    }
    public static let linear = UnitCurve(bezier: CubicBezier(0, 0, 1, 1))
    public static let easeIn = UnitCurve(bezier: CubicBezier(0.42, 0, 1, 1))
    public static let easeOut = UnitCurve(bezier: CubicBezier(0, 0, 0.58, 1))
    public static let easeInOut = UnitCurve(bezier: CubicBezier(0.42, 0, 0.58, 1))
    public static let circularEaseIn = UnitCurve(bezier: CubicBezier(0.55, 0, 1, 0.45))
    public static let circularEaseOut = UnitCurve(bezier: CubicBezier(0, 0.55, 0.45, 1))
    public static let circularEaseInOut = UnitCurve(bezier: CubicBezier(0.85, 0, 0.15, 1))
    public func value(at progress: Double) -> Double { bezier.solve(min(max(progress, 0), 1)) }
}
