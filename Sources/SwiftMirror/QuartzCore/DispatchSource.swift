import Foundation

// Dispatch's timer sources on the scene clock: a loader's countdown or image cycle that
// asks `DispatchSource.makeTimerSource(queue: .main)` for ticks gets them at scene times,
// as the mirror's DispatchQueue runs its blocks.

/// What every dispatch source answers (Dispatch's DispatchSourceProtocol, for timers). The
/// handlers are set through the extension, with Dispatch's defaults.
public protocol DispatchSourceProtocol: AnyObject {
    func activate()
    func cancel()
    func resume()
    func suspend()
    var isCancelled: Bool { get }
    func _setHandler(_ kind: DispatchSource.HandlerKind, _ handler: (() -> Void)?)
}

extension DispatchSourceProtocol {
    public func setEventHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        _setHandler(.event, handler)
    }
    public func setCancelHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        _setHandler(.cancel, handler)
    }
    public func setRegistrationHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        _setHandler(.registration, handler)
    }
}

/// A timer source: its first tick at the deadline, then every interval until cancelled.
public protocol DispatchSourceTimer: DispatchSourceProtocol {
    func _schedule(deadline: DispatchTime, every interval: Double)
}

extension DispatchSourceTimer {
    public func schedule(deadline: DispatchTime, repeating interval: DispatchTimeInterval = .never, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        _schedule(deadline: deadline, every: interval.seconds)
    }
    public func schedule(deadline: DispatchTime, repeating interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        _schedule(deadline: deadline, every: interval)
    }
    public func schedule(wallDeadline: DispatchWallTime, repeating interval: DispatchTimeInterval = .never, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        _schedule(deadline: wallDeadline, every: interval.seconds)
    }
    public func schedule(wallDeadline: DispatchWallTime, repeating interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        _schedule(deadline: wallDeadline, every: interval)
    }
}

/// Dispatch's source class; its timer is the one kind a scene can make here (file, signal
/// and process sources have nothing to watch on the canvas).
public class DispatchSource: DispatchSourceTimer {
    public struct TimerFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strict = TimerFlags(rawValue: 1)
    }

    public class func makeTimerSource(flags: DispatchSource.TimerFlags = [], queue: DispatchQueue? = nil) -> DispatchSourceTimer {
        DispatchSource()
    }

    public enum HandlerKind: Sendable { case event, cancel, registration }

    private var handler: (() -> Void)?
    private var cancelHandler: (() -> Void)?
    private var deadline = DispatchTime.distantFuture
    private var interval = Double.infinity
    /// Suspensions outstanding: a new source starts suspended once, as Dispatch's does.
    private var suspensions = 1
    public private(set) var isCancelled = false
    /// Which schedule a pending tick belongs to: a new one orphans the old.
    private var generation = 0

    public func _setHandler(_ kind: HandlerKind, _ handler: (() -> Void)?) {
        switch kind {
        case .event: self.handler = handler
        case .cancel: cancelHandler = handler
        case .registration: if let handler { DispatchQueue.main.async(execute: handler) }
        }
    }

    public func _schedule(deadline: DispatchTime, every interval: Double) {
        self.deadline = deadline
        self.interval = interval > 0 ? interval : .infinity
        generation += 1
        tick()
    }

    public func activate() { resume() }
    public func resume() {
        guard suspensions > 0 else { return }
        suspensions -= 1
        tick()
    }
    public func suspend() {
        suspensions += 1
        generation += 1
    }
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        generation += 1
        if let cancelHandler { DispatchQueue.main.async(execute: cancelHandler) }
    }

    /// Waits for the next tick, when running: a tick missed while suspended comes at resume.
    private func tick() {
        guard suspensions == 0, !isCancelled, deadline.seconds.isFinite else { return }
        let scheduled = generation
        // Held until it fires or is cancelled, as Dispatch holds a resumed source.
        DispatchQueue.main.asyncAfter(deadline: max(deadline, .now())) { [self] in
            guard generation == scheduled, suspensions == 0, !isCancelled else { return }
            // Ticks missed while suspended come as one, and the next keeps the schedule's beat.
            let missed = ((DispatchTime.now().seconds - deadline.seconds) / interval).rounded(.down)
            deadline = interval.isFinite ? deadline + interval * (max(0, missed) + 1) : .distantFuture
            handler?()
            if generation == scheduled { tick() }
        }
    }
}
