import Animation

extension Stage {
    /// The clock-time periods of the animations now running that repeat forever (a cycle,
    /// divided by every speed between the clock and the animation). A paused one has none.
    public func repeatingPeriods() -> [Double] {
        var periods: [Double] = []
        for (index, model) in layers.enumerated() {
            let layer = LayerID(index: index)
            for attached in model.animations where !attached.animation.timing.activeDuration.isFinite {
                var speed = attached.animation.timing.speed
                var current: LayerID? = layer
                while let id = current {
                    speed *= layers[id.index].values.timing.speed
                    current = timeParent(of: id)
                }
                if speed != 0 { periods.append(attached.animation.timing.cycleDuration / abs(speed)) }
            }
        }
        return periods
    }

    /// Runs the timeline until nothing is left to happen and returns when the last thing
    /// happened (a callback, an animation's start or stop), plus `replicaLag`, since the
    /// copies of a replicator run behind the real layers that raise those events: the
    /// scene's natural end. Nil
    /// if it is still going at `horizon`: an animation repeats forever, an animation is
    /// paused, or callbacks keep scheduling more.
    public func runToEnd(horizon: Double) throws -> Double? {
        var last = now
        while let next = nextDue() {
            guard next.time <= horizon else { return nil }
            try advance(to: next.time)
            last = next.time
        }
        let running = layers.contains { model in model.animations.contains { !$0.hasStopped } }
        return running ? nil : last + replicaLag
    }

    /// How far the last copy of any layer runs behind the layer itself: along a chain of
    /// nested replicators, the sum of each one's (instanceCount − 1) · instanceDelay where
    /// the delay is positive; 0 without replicators.
    var replicaLag: Double {
        func lag(_ layer: LayerID) -> Double {
            let model = layers[layer.index]
            let own = model.kind == .replicator ? Double(max(model.values.instanceCount - 1, 0)) * max(model.values.instanceDelay, 0) : 0
            return own + (model.sublayers.map(lag).max() ?? 0)
        }
        return lag(root)
    }
}
