import Animation

/// An animation on a layer, with its key, its delegate callbacks and where it stands.
struct AttachedAnimation {
    /// Orders its callbacks among other things due at the same time.
    let sequence: Int
    let key: String?
    var animation: any LayerAnimation
    var onStart: ((Stage) throws -> Void)?
    var onStop: ((Stage, Bool) throws -> Void)?
    var hasStarted = false
    var hasStopped = false
    /// The completions (transaction, animate block) that wait for this animation.
    var completions: [CompletionGroup] = []
}

extension Stage {
    /// CALayer.add(_:forKey:). A beginTime of 0 means now on the layer's timeline; a
    /// duration of 0 means the transaction's duration (0.25 s unless one sets it). Adding
    /// under a key already in use replaces that animation (whose onStop gets false).
    /// onStart runs when the active span begins; onStop(true) when it ends, after the
    /// animation is removed if removedOnCompletion; onStop(false) when it is removed early.
    /// Callbacks run as events on the clock, after the code that caused them.
    public func add(_ animation: any LayerAnimation, forKey key: String?, to layer: LayerID,
                    onStart: ((Stage) throws -> Void)? = nil,
                    onStop: ((Stage, Bool) throws -> Void)? = nil) throws(LayerError) {
        try add(animation, forKey: key, to: layer, onStart: onStart, onStop: onStop, completion: nil)
    }

    /// `add`, counted by `completion` (an animate block's) besides the open transactions'.
    func add(_ animation: any LayerAnimation, forKey key: String?, to layer: LayerID,
             onStart: ((Stage) throws -> Void)?, onStop: ((Stage, Bool) throws -> Void)?,
             completion: CompletionGroup?) throws(LayerError) {
        do { try animation.validate() } catch { throw .invalidAnimation(error) }
        for (keyPath, values) in animation.targetedKeyPaths {
            let resolved = try self.keyPath(keyPath, of: layer)
            guard resolved.property.isAnimatable else { throw .notAnimatable(keyPath: keyPath) }
            for value in values { try resolved.validate(value) }
        }
        var animation = animation
        if animation.timing.duration == 0 {
            animation.timing.duration = effectiveTransaction.duration
        }
        if animation.timing.beginTime == 0 {
            animation.timing.beginTime = localTime(of: layer)
        }
        if let key { removeAnimation(forKey: key, from: layer) }
        addedAnimations.append(AddedAnimation(layer: layer, layerName: name(of: layer), key: key, addedAt: now,
                                              clockBeginTime: clockTime(of: layer, atLocalTime: animation.timing.beginTime),
                                              animation: animation))
        let completions = openCompletions.filter(\.countsEveryAnimation) + (completion.map { [$0] } ?? [])
        completions.forEach { $0.wait() }
        layers[layer.index].animations.append(AttachedAnimation(
            sequence: clock.takeSequence(), key: key, animation: animation, onStart: onStart, onStop: onStop,
            completions: completions))
    }

    /// The keys of the layer's animations, in the order they were added.
    public func animationKeys(of layer: LayerID) -> [String] {
        layers[layer.index].animations.compactMap(\.key)
    }

    public func animation(forKey key: String, of layer: LayerID) -> (any LayerAnimation)? {
        layers[layer.index].animations.first { $0.key == key }?.animation
    }

    public func removeAnimation(forKey key: String, from layer: LayerID) {
        guard let index = layers[layer.index].animations.firstIndex(where: { $0.key == key }) else { return }
        stopEarly(layers[layer.index].animations.remove(at: index))
    }

    public func removeAllAnimations(from layer: LayerID) {
        let removed = layers[layer.index].animations
        layers[layer.index].animations = []
        removed.forEach(stopEarly)
    }

    private func stopEarly(_ attached: AttachedAnimation) {
        guard !attached.hasStopped else { return }
        if let onStop = attached.onStop { clock.schedule(at: now) { stage in try onStop(stage, false) } }
        for group in attached.completions { group.stopped(finished: false, on: self) }
    }

    // MARK: Time on layers

    /// The layer's local time at clock time `t` (now by default): CALayer's
    /// convertTime(_:from: nil), through every ancestor's beginTime, speed and timeOffset.
    public func localTime(of layer: LayerID, atClockTime t: Double? = nil) -> Double {
        layerClock(of: layer, atClockTime: t).time
    }

    /// The layer's local time, and whether its timing and every ancestor's let its
    /// animations show then (see `MediaTiming.isActive(atParentTime:)`).
    func layerClock(of layer: LayerID, atClockTime t: Double? = nil) -> (time: Double, isActive: Bool) {
        let parent = timeParent(of: layer).map { layerClock(of: $0, atClockTime: t) } ?? (time: t ?? now, isActive: true)
        let timing = layers[layer.index].values.timing
        return (timing.localTime(fromParent: parent.time), parent.isActive && timing.isActive(atParentTime: parent.time))
    }

    /// The clock time at which the layer's local time reads `local`, with the tree's
    /// timing as it is now; nil if a paused ancestor (speed 0) keeps it from ever doing so.
    func clockTime(of layer: LayerID, atLocalTime local: Double) -> Double? {
        guard let parentTime = layers[layer.index].values.timing.parentTime(fromLocal: local) else { return nil }
        return timeParent(of: layer).map { clockTime(of: $0, atLocalTime: parentTime) } ?? parentTime
    }

    /// When an animation's next callback is due on the clock, if ever: its start, then its stop.
    func nextBoundary(of attached: AttachedAnimation, on layer: LayerID) -> Double? {
        let timing = attached.animation.timing
        if !attached.hasStarted {
            if timing.speed == 0 { return now }
            let start = timing.speed > 0 ? timing.beginTime : timing.beginTime + timing.activeDuration / timing.speed
            if !start.isFinite { return now }
            if let time = clockTime(of: layer, atLocalTime: start) { return max(time, now) }
            // A paused ancestor: started if its frozen local time is already past the start.
            let local = localTime(of: layer)
            return (timing.speed > 0 ? local >= start : local <= start) ? now : nil
        }
        guard !attached.hasStopped, let end = timing.activeEndTime,
              let time = clockTime(of: layer, atLocalTime: end) else { return nil }
        return max(time, now)
    }
}

extension LayerAnimation {
    /// The key paths the animation writes and the values it names for each, to check
    /// against the layer's key path table before it runs.
    var targetedKeyPaths: [(keyPath: String, values: [AnimationValue])] {
        switch self {
        case let basic as BasicAnimation:
            return [(basic.keyPath, [basic.fromValue, basic.toValue, basic.byValue].compactMap { $0 })]
        case let spring as SpringAnimation:
            return spring.basic.targetedKeyPaths
        case let keyframes as KeyframeAnimation:
            guard keyframes.path != nil else { return [(keyframes.keyPath, keyframes.values)] }
            return [(keyframes.keyPath, [.point(.zero)])]
                + (keyframes.rotationMode == nil ? [] : [("transform.rotation.z", [.number(0)])])
        case let group as AnimationGroup:
            return group.animations.flatMap(\.targetedKeyPaths)
        default:
            return []
        }
    }
}
