extension Stage {
    /// Runs `callback` when the clock reaches `time` (at once, after the current callback,
    /// if that time has passed).
    public func at(_ time: Double, _ callback: @escaping (Stage) throws -> Void) {
        clock.schedule(at: time, callback)
    }

    /// dispatch_after: runs `callback` `delay` seconds from now.
    public func after(_ delay: Double, _ callback: @escaping (Stage) throws -> Void) {
        clock.schedule(at: now + delay, callback)
    }

    /// The most callbacks one instant may run before the stage gives up on a runaway loop.
    public static let eventsPerInstantLimit = 100_000

    /// Things due within this of a time count as due at it: times built by adding up
    /// durations (0.08 + 0.08 + ...) land a hair off the frame times they mean.
    public static let timeTolerance = 1e-9

    /// Runs every callback due up to `time` (within `timeTolerance`), in order, then sets the
    /// clock to `time`. Callbacks may schedule more; only those due by then run. The clock
    /// never goes back: a `Playback` replays from 0 for an earlier time.
    public func advance(to time: Double) throws {
        var runAtThisInstant = 0
        while let next = nextDue(), next.time <= time + Self.timeTolerance {
            // Within the tolerance past `time`, it runs at `time`: a re-added animation then
            // begins on the frame time, so the drift does not build up.
            if min(next.time, time) > now {
                clock.moveTo(min(next.time, time))
                runAtThisInstant = 0
            }
            runAtThisInstant += 1
            if runAtThisInstant > Self.eventsPerInstantLimit {
                let error = LayerError.runawayEvents(time: now, count: Self.eventsPerInstantLimit)
                throw describeError?(error) ?? error
            }
            clock.beginTransaction()
            try run(next.work)
        }
        clock.moveTo(time)
    }

    enum Work {
        case event(sequence: Int)
        case animation(layer: LayerID, sequence: Int)
    }

    /// The next thing due: the earliest by (time, sequence) of the queued events and the
    /// animations' start and stop boundaries under the tree's current timing.
    func nextDue() -> (time: Double, work: Work)? {
        var best: (time: Double, sequence: Int, work: Work)?
        func consider(_ time: Double, _ sequence: Int, _ work: Work) {
            if best.map({ (time, sequence) < ($0.time, $0.sequence) }) ?? true { best = (time, sequence, work) }
        }
        if let event = clock.next { consider(event.time, event.sequence, .event(sequence: event.sequence)) }
        for (index, model) in layers.enumerated() {
            for attached in model.animations {
                if let time = nextBoundary(of: attached, on: LayerID(index: index)) {
                    consider(time, attached.sequence, .animation(layer: LayerID(index: index), sequence: attached.sequence))
                }
            }
        }
        return best.map { ($0.time, $0.work) }
    }

    private func run(_ work: Work) throws {
        switch work {
        case .event(let sequence):
            try clock.takeEvent(sequence: sequence).run(self)
        case .animation(let layer, let sequence):
            guard let index = layers[layer.index].animations.firstIndex(where: { $0.sequence == sequence }) else { return }
            let attached = layers[layer.index].animations[index]
            if !attached.hasStarted {
                layers[layer.index].animations[index].hasStarted = true
                try attached.onStart?(self)
            } else {
                layers[layer.index].animations[index].hasStopped = true
                if attached.animation.isRemovedOnCompletion {
                    layers[layer.index].animations.remove(at: index)
                }
                try attached.onStop?(self, true)
                for group in attached.completions { group.stopped(finished: true, on: self) }
            }
        }
    }
}
