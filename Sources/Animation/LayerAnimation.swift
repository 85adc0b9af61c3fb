/// Where animations read model values and write presentation values. The Layers module
/// implements it over a layer's typed key paths; `PropertyValues` is a plain one.
public protocol AnimationTarget {
    /// The layer's model value (what from-only and to-only animations blend with).
    func modelValue(forKeyPath keyPath: String) -> AnimationValue?
    /// The value so far: the model value with the earlier animations applied, in order.
    func presentationValue(forKeyPath keyPath: String) -> AnimationValue?
    mutating func setPresentationValue(_ value: AnimationValue, forKeyPath keyPath: String)
    /// `value` put on top of `beneath` by an additive animation of `keyPath`; nil when they
    /// do not combine. The default is `AnimationValue.addingAdditively`.
    func additive(_ value: AnimationValue, on beneath: AnimationValue, forKeyPath keyPath: String) -> AnimationValue?
}

extension AnimationTarget {
    public func additive(_ value: AnimationValue, on beneath: AnimationValue, forKeyPath keyPath: String) -> AnimationValue? {
        beneath.addingAdditively(value)
    }
}

/// CAAnimation: anything that can be added to a layer. Animations are values; the layer
/// (in the Layers module) owns their keys, delegates and removal.
public protocol LayerAnimation: Sendable {
    var timing: MediaTiming { get set }
    /// Warps each pass; nil is linear.
    var timingFunction: TimingFunction? { get set }
    /// Whether the layer drops the animation when its span ends (so forwards fill shows
    /// only when this is false). Ignored for a group's children.
    var isRemovedOnCompletion: Bool { get set }

    /// Writes the values of one sample of the animation's own timeline.
    func apply<Target: AnimationTarget>(_ sample: MediaTiming.Sample, to target: inout Target)

    /// Checks values, counts and numbers once, before the animation runs.
    func validate() throws(AnimationError)
}

extension LayerAnimation {
    /// Applies the animation at `time` on its parent's timeline (its layer's local time).
    public func apply<Target: AnimationTarget>(at time: Double, to target: inout Target) {
        apply(at: time, to: &target, isChild: false)
    }

    func apply<Target: AnimationTarget>(at time: Double, to target: inout Target, isChild: Bool) {
        guard let sample = timing.sample(at: time, isRemovedAtEnd: !isChild && isRemovedOnCompletion) else { return }
        apply(sample, to: &target)
    }

    /// The fraction of the change a sample shows, after the timing function.
    func progress(_ sample: MediaTiming.Sample) -> Double {
        timingFunction.map { $0(sample.fraction) } ?? sample.fraction
    }

    /// Writes `value` for `keyPath` after the two steps basic and keyframe animations share:
    /// `cumulative` adds what each whole cycle adds (end − start; nothing when a cycle
    /// autoreverses back to its start), `additive` puts the result on top of what lies beneath.
    /// Values that do not sum (paths, arrays, booleans, strings; see `Kind.sums`) skip both steps.
    func write<Target: AnimationTarget>(_ value: AnimationValue, forKeyPath keyPath: String, cycleFrom start: AnimationValue,
                                        to end: AnimationValue, isCumulative: Bool, isAdditive: Bool,
                                        sample: MediaTiming.Sample, to target: inout Target) {
        var value = value
        if isCumulative, value.kind.sums, sample.iteration != 0, !timing.autoreverses,
           let shift = end.subtracting(start)?.scaled(by: sample.iteration), let shifted = value.adding(shift) {
            value = shifted
        }
        if isAdditive, value.kind.sums {
            guard let beneath = target.presentationValue(forKeyPath: keyPath),
                  let sum = target.additive(value, on: beneath, forKeyPath: keyPath) else { return }
            value = sum
        }
        target.setPresentationValue(value, forKeyPath: keyPath)
    }

    /// The sample's time in seconds after the timing function: the time a group hands its
    /// children and a spring evaluates its equation at.
    func warpedPassTime(_ sample: MediaTiming.Sample) -> Double {
        progress(sample) * timing.simpleDuration
    }
}

/// A dictionary-backed target: model values in, presentation values out.
public struct PropertyValues: AnimationTarget, Sendable {
    public var model: [String: AnimationValue]
    public var presentation: [String: AnimationValue]

    public init(model: [String: AnimationValue]) {
        self.model = model
        self.presentation = model
    }

    public func modelValue(forKeyPath keyPath: String) -> AnimationValue? { model[keyPath] }
    public func presentationValue(forKeyPath keyPath: String) -> AnimationValue? { presentation[keyPath] }
    public mutating func setPresentationValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        presentation[keyPath] = value
    }
}
