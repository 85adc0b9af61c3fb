/// CASpringAnimation: a basic animation whose progress follows a spring in real seconds:
/// at t seconds into the pass it shows `spring.progress(at: t)`, which overshoots and
/// settles. Its duration is independent of `settlingDuration`, as Apple's header says
/// (0 still means 0.25 s); set `timing.duration = spring.settlingDuration` to see it settle.
/// A timing function, if any, warps t first.
@dynamicMemberLookup
public struct SpringAnimation: LayerAnimation, Hashable {
    /// The key path, values, additive and cumulative flags, timing, as for a basic animation.
    public var basic: BasicAnimation
    public var spring: Spring

    public init(_ basic: BasicAnimation, spring: Spring = Spring()) {
        self.basic = basic
        self.spring = spring
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<BasicAnimation, Value>) -> Value {
        get { basic[keyPath: keyPath] }
        set { basic[keyPath: keyPath] = newValue }
    }

    public var timing: MediaTiming {
        get { basic.timing }
        set { basic.timing = newValue }
    }

    public var timingFunction: TimingFunction? {
        get { basic.timingFunction }
        set { basic.timingFunction = newValue }
    }

    public var isRemovedOnCompletion: Bool {
        get { basic.isRemovedOnCompletion }
        set { basic.isRemovedOnCompletion = newValue }
    }

    public var settlingDuration: Double { spring.settlingDuration }

    public func apply<Target: AnimationTarget>(_ sample: MediaTiming.Sample, to target: inout Target) {
        basic.applyValue(progress: spring.progress(at: warpedPassTime(sample)), sample: sample, to: &target)
    }

    public func validate() throws(AnimationError) {
        try basic.validate()
        guard spring.isValid else {
            throw .invalidSpring("spring needs finite mass, stiffness and damping > 0 (got mass \(spring.mass), "
                + "stiffness \(spring.stiffness), damping \(spring.damping), initialVelocity \(spring.initialVelocity))")
        }
    }
}
