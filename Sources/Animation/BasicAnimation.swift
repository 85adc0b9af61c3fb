/// CABasicAnimation: one key path from one value to another (docs/core-animation.md#basic-animations).
///
/// | given        | runs from      | to              |
/// |--------------|----------------|-----------------|
/// | from + to    | from           | to              |
/// | from + by    | from           | from + by       |
/// | by + to      | to − by        | to              |
/// | from         | from           | model (live)    |
/// | to           | model (live)   | to              |
/// | by           | model (live)   | model + by      |
/// | none         | model          | model           |
///
/// "Live" means the model value read at every frame, as Core Animation does (so the
/// gradient seed, which sets the model before adding a to-only animation, steps). An
/// implicit animation is a from-only animation whose fromValue is the presentation value
/// captured when the property changed; the Layers module fills it in.
public struct BasicAnimation: LayerAnimation, Hashable {
    public var keyPath: String
    public var fromValue: AnimationValue?
    public var toValue: AnimationValue?
    public var byValue: AnimationValue?
    /// The value is added on top of what lies beneath (the model and earlier animations).
    public var isAdditive = false
    /// Each repeat continues from where the previous cycle ended.
    public var isCumulative = false
    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true

    public init(keyPath: String, from: AnimationValue? = nil, to: AnimationValue? = nil,
                by: AnimationValue? = nil, timing: MediaTiming = MediaTiming(),
                timingFunction: TimingFunction? = nil) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.timing = timing
        self.timingFunction = timingFunction
    }

    public func apply<Target: AnimationTarget>(_ sample: MediaTiming.Sample, to target: inout Target) {
        applyValue(progress: progress(sample), sample: sample, to: &target)
    }

    /// Writes the value at `progress` (0 = start, 1 = end; beyond extrapolates).
    func applyValue<Target: AnimationTarget>(progress: Double, sample: MediaTiming.Sample, to target: inout Target) {
        guard let model = target.modelValue(forKeyPath: keyPath),
              let (start, end) = endpoints(model: model) else { return }
        write(start.interpolated(to: end, fraction: progress), forKeyPath: keyPath, cycleFrom: start, to: end,
              isCumulative: isCumulative, isAdditive: isAdditive, sample: sample, to: &target)
    }

    /// The two ends of the change for the given model value, or nil when a sum is impossible.
    public func endpoints(model: AnimationValue) -> (AnimationValue, AnimationValue)? {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): from.adding(by).map { (from, $0) }
        case let (nil, to?, by?): to.subtracting(by).map { ($0, to) }
        case let (from?, nil, nil): (from, model)
        case let (nil, to?, nil): (model, to)
        case let (nil, nil, by?): model.adding(by).map { (model, $0) }
        case (nil, nil, nil): (model, model)
        }
    }

    public func validate() throws(AnimationError) {
        try timing.validate()
        try Self.validate(keyPath: keyPath, values: [fromValue, toValue, byValue].compactMap { $0 })
        // byValue needs a sum to mean anything; additive and cumulative on values without
        // arithmetic are accepted and do nothing, as in Core Animation (see `write`).
        if let kind = byValue?.kind, !kind.hasArithmetic {
            throw .noArithmetic(keyPath: keyPath, kind: kind, feature: "byValue")
        }
    }

    /// All values have one kind (the first one's).
    static func validate(keyPath: String, values: [AnimationValue]) throws(AnimationError) {
        guard let expected = values.first?.kind else { return }
        for value in values where value.kind != expected {
            throw .valueKindMismatch(keyPath: keyPath, expected: expected, got: value.kind)
        }
    }
}
