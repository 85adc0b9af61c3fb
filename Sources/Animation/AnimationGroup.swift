/// CAAnimationGroup (docs/core-animation.md#groups). The group's timing runs first; the time it
/// hands its children is its pass time after its timing function, in seconds:
///
///     group   ┌──── duration 1, repeating ────┐┌───────────────┐
///     child A │ strokeEnd 0 → 1 (0.75 s) │    ││ ...           │
///     child B │      │ strokeStart, beginTime 0.25 (0.75 s) │   (clipped at 1)
///
/// Children are clipped to the group's duration, not scaled to it; their beginTime is an
/// offset into the group; their speeds multiply with the group's. A child whose duration
/// is 0 takes the group's (Apple's own group example sets no child durations; the reveal
/// seed's 1 s group relies on it). Children's removedOnCompletion is ignored (so a child's
/// forwards fill holds until the group ends).
public struct AnimationGroup: LayerAnimation {
    public var animations: [any LayerAnimation]
    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true

    public init(animations: [any LayerAnimation], timing: MediaTiming = MediaTiming(),
                timingFunction: TimingFunction? = nil) {
        self.animations = animations
        self.timing = timing
        self.timingFunction = timingFunction
    }

    public func apply<Target: AnimationTarget>(_ sample: MediaTiming.Sample, to target: inout Target) {
        let childTime = warpedPassTime(sample)
        for var animation in animations {
            if animation.timing.duration == 0 { animation.timing.duration = timing.simpleDuration }
            animation.apply(at: childTime, to: &target, isChild: true)
        }
    }

    public func validate() throws(AnimationError) {
        try timing.validate()
        for animation in animations { try animation.validate() }
    }
}
