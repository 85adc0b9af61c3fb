import Animation
import Geometry

/// UIView.animate's and UIView.animateKeyframes' settings (docs/core-animation.md#uikit-timing).
public struct ViewAnimation: Sendable {
    public enum Curve: Sendable {
        /// A timing curve (curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear).
        case timing(TimingFunction)
        /// The spring form: the CASpringAnimation `Spring.forView(...)` maps it to.
        case spring(Spring)
        /// animateKeyframes: each property becomes a CAKeyframeAnimation in this mode.
        case keyframes(KeyframeAnimation.CalculationMode)
    }

    public var duration: Double
    public var delay: Double
    public var curve: Curve
    /// The repeat option: forever.
    public var repeats: Bool
    public var autoreverses: Bool
    /// beginFromCurrentState: start from what is on screen, not from the old model value.
    public var beginsFromCurrentState: Bool

    public init(duration: Double, delay: Double = 0, curve: Curve = .timing(.easeInEaseOut), repeats: Bool = false,
                autoreverses: Bool = false, beginsFromCurrentState: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.beginsFromCurrentState = beginsFromCurrentState
    }
}

/// One animate block whose animations closure is running: its settings, its completion and,
/// for animateKeyframes, the changes recorded so far.
struct ViewAnimationContext {
    let settings: ViewAnimation
    let completion: CompletionGroup
    /// The addKeyframe whose closure is running: its relative start and duration.
    var keyframe: (start: Double, duration: Double)?
    /// animateKeyframes: per changed layer property, in the order first changed, its value
    /// before and the value each keyframe set.
    var tracks: [KeyframeTrack] = []
}

struct KeyframeTrack {
    let layer: LayerID
    let property: PropertyKeyPath
    let initial: AnimationValue
    var changes: [(start: Double, duration: Double, value: AnimationValue)] = []
}

extension Stage {
    /// UIView.animate(withDuration:delay:options:animations:completion:) and its spring
    /// form; with `.keyframes`, UIView.animateKeyframes. Changes `animations` makes to
    /// built-in properties of view-backed layers animate with these settings, unless the
    /// transaction disables actions (standalone layers keep their own implicit actions; a
    /// custom property, as UIKit's, animates only through the layer's action); `completion(finished)` runs once they have all stopped, finished
    /// false if one was removed or replaced first, and at once if the block animated nothing.
    public func animate(_ settings: ViewAnimation, animations: () throws -> Void,
                        completion: ((Stage, Bool) throws -> Void)? = nil) throws {
        let group = CompletionGroup(countsEveryAnimation: false) { stage, finished in try completion?(stage, finished) }
        viewAnimations.append(ViewAnimationContext(settings: settings, completion: group))
        var context: ViewAnimationContext
        do {
            try animations()
            context = viewAnimations.removeLast()
        } catch {
            viewAnimations.removeLast()
            throw error
        }
        for track in context.tracks { try addKeyframes(track, settings, group) }
        group.close(on: self)
    }

    /// The settings of the innermost animate block whose animations closure is running (a
    /// nested block inherits its duration and curve, as UIKit's do), or nil outside one.
    public var openViewAnimation: ViewAnimation? { viewAnimations.last?.settings }

    /// The addKeyframe whose animations are running (relative start and duration), or nil.
    public var openKeyframe: (start: Double, duration: Double)? { viewAnimations.last?.keyframe }

    /// addKeyframe(withRelativeStartTime:relativeDuration:animations:) inside animateKeyframes.
    public func addKeyframe(start: Double, duration: Double, _ changes: () throws -> Void) throws {
        guard let last = viewAnimations.indices.last, case .keyframes = viewAnimations[last].settings.curve else {
            throw LayerError.invalidTree("addKeyframe can only be called inside animateKeyframes' animations")
        }
        guard (0...1).contains(start), (0...1).contains(duration) else {
            throw LayerError.invalidTree("addKeyframe(relativeStart, relativeDuration): both lie in 0...1, "
                + "not \(start) and \(duration)")
        }
        let outer = viewAnimations[last].keyframe
        viewAnimations[last].keyframe = (start, duration)
        defer { viewAnimations[last].keyframe = outer }
        try changes()
    }

    /// A change to an animatable property of a view-backed layer inside an animate block.
    func animateInBlock(_ keyPath: PropertyKeyPath, to value: AnimationValue, of layer: LayerID) throws(LayerError) {
        let index = viewAnimations.count - 1
        let settings = viewAnimations[index].settings
        let property = PropertyKeyPath(property: keyPath.property, component: nil)
        let before = settings.beginsFromCurrentState ? presentationValues(of: layer)[property] : layers[layer.index].values[property]
        layers[layer.index].values[keyPath] = value
        let after = layers[layer.index].values[property]
        // A duration of 0 changes at once, as UIKit does (Core Animation's 0 would mean 0.25 s).
        guard settings.duration > 0 else { return }
        let timing = blockTiming(settings, on: layer)
        let animation: any LayerAnimation
        switch settings.curve {
        case .timing(let function):
            animation = BasicAnimation(keyPath: property.description, from: before, timing: timing, timingFunction: function)
        case .spring(let spring):
            animation = SpringAnimation(BasicAnimation(keyPath: property.description, from: before, timing: timing),
                                        spring: spring)
        case .keyframes:
            let frame = viewAnimations[index].keyframe ?? (0, 1)
            if let t = viewAnimations[index].tracks.firstIndex(where: { $0.layer == layer && $0.property == property }) {
                viewAnimations[index].tracks[t].changes.append((frame.start, frame.duration, after))
            } else {
                viewAnimations[index].tracks.append(KeyframeTrack(layer: layer, property: property, initial: before,
                                                                  changes: [(frame.start, frame.duration, after)]))
            }
            return
        }
        try add(animation, forKey: property.description, to: layer, onStart: nil, onStop: nil,
                completion: viewAnimations[index].completion)
    }

    /// One property's keyframes as a CAKeyframeAnimation over the block's duration: each
    /// keyframe moves from the value before it to its own over [start, start + duration];
    /// between keyframes the value holds. Discrete mode shows each value from its keyframe's
    /// start; the paced modes space the values by distance (their times are ignored).
    private func addKeyframes(_ track: KeyframeTrack, _ settings: ViewAnimation, _ group: CompletionGroup) throws(LayerError) {
        guard case .keyframes(let mode) = settings.curve else { return }
        let changes = track.changes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            .map(\.element)
        var times = [0.0], values = [track.initial]
        switch mode {
        case .discrete:
            for change in changes {
                times.append(change.start)
                values.append(change.value)
            }
            times.append(1)
        case .linear, .cubic, .paced, .cubicPaced:
            for change in changes {
                let start = max(change.start, times.last!)
                if start > times.last! {
                    times.append(start)
                    values.append(values.last!)
                }
                times.append(max(min(change.start + change.duration, 1), times.last!))
                values.append(change.value)
            }
            if times.last! < 1 {
                times.append(1)
                values.append(values.last!)
            }
        }
        let timing = blockTiming(settings, on: track.layer)
        let paced = mode == .paced || mode == .cubicPaced
        let animation = KeyframeAnimation(keyPath: track.property.description, values: values,
                                          keyTimes: paced ? nil : times, calculationMode: mode, timing: timing)
        try add(animation, forKey: track.property.description, to: track.layer, onStart: nil, onStop: nil, completion: group)
    }

    /// The media timing of an animation a block adds to `layer`: its duration, begun after
    /// its delay (showing the old value meanwhile), repeating and reversing as its options say.
    private func blockTiming(_ settings: ViewAnimation, on layer: LayerID) -> MediaTiming {
        var timing = MediaTiming(duration: settings.duration)
        timing.beginTime = localTime(of: layer) + settings.delay
        if settings.delay > 0 { timing.fillMode = .backwards }
        timing.autoreverses = settings.autoreverses
        if settings.repeats { timing.repeatCount = .infinity }
        return timing
    }
}
