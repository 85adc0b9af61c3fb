import Layers

// The scene clock under Apple's names. Each of these shadows Foundation's or Dispatch's
// (a scene imports them through UIKit; the source pass sees to that), so that a scene's
// time is the render's virtual time: deterministic, never the wall clock.

/// Seconds on the scene clock (0 when the scene starts).
public func CACurrentMediaTime() -> CFTimeInterval { SceneHost.stage?.now ?? 0 }

/// Foundation's Date on the scene clock: the scene starts at its epoch (2001-01-01
/// 00:00:00 UTC, the reference date, unless `--epoch` moves it), so `Date()` is the same in
/// every render.
public struct Date: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var timeIntervalSinceReferenceDate: TimeInterval
    public static let timeIntervalBetween1970AndReferenceDate: TimeInterval = Stage.referenceEpoch

    public init() { self.init(timeIntervalSinceNow: 0) }
    public init(timeIntervalSinceReferenceDate t: TimeInterval) { timeIntervalSinceReferenceDate = t }
    public init(timeIntervalSinceNow t: TimeInterval) {
        let epoch = SceneHost.stage?.epoch ?? Stage.referenceEpoch
        self.init(timeIntervalSinceReferenceDate: epoch - Self.timeIntervalBetween1970AndReferenceDate + CACurrentMediaTime() + t)
    }
    public init(timeIntervalSince1970 t: TimeInterval) {
        self.init(timeIntervalSinceReferenceDate: t - Self.timeIntervalBetween1970AndReferenceDate)
    }
    public init(timeInterval: TimeInterval, since date: Date) {
        self.init(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate + timeInterval)
    }

    public var timeIntervalSince1970: TimeInterval { timeIntervalSinceReferenceDate + Self.timeIntervalBetween1970AndReferenceDate }
    public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(Date()) }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate }
    public func addingTimeInterval(_ t: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + t) }
    public mutating func addTimeInterval(_ t: TimeInterval) { timeIntervalSinceReferenceDate += t }
    public static var now: Date { Date() }
    public static let distantFuture = Date(timeIntervalSinceReferenceDate: 63_113_904_000)
    public static let distantPast = Date(timeIntervalSinceReferenceDate: -63_114_076_800)

    public static func < (a: Date, b: Date) -> Bool { a.timeIntervalSinceReferenceDate < b.timeIntervalSinceReferenceDate }
    public static func + (d: Date, t: TimeInterval) -> Date { d.addingTimeInterval(t) }
    public static func - (d: Date, t: TimeInterval) -> Date { d.addingTimeInterval(-t) }
    public static func += (d: inout Date, t: TimeInterval) { d.addTimeInterval(t) }
    public var description: String { "\(timeIntervalSince1970) s since 1970 on the scene clock" }
}

/// Foundation's Timer on the scene clock. A repeating timer fires every interval from when
/// it is scheduled; a one-shot timer once. Unscheduled timers (Timer(timeInterval:...))
/// start when added to the run loop.
open class Timer {
    /// The interval of a repeating timer; 0 for a one-shot timer, as Foundation's.
    open var timeInterval: TimeInterval { repeats ? interval : 0 }
    private let interval: TimeInterval
    public let repeats: Bool
    private let block: (Timer) -> Void
    private var id: TimerID?
    private var scheduled = false
    private var invalidated = false
    open var tolerance: TimeInterval = 0
    open var userInfo: Any?
    /// When the timer fires next; setting it on a scheduled timer moves its next tick
    /// there (a repeating one then ticks every interval from it), as Foundation's does.
    open var fireDate: Date {
        didSet {
            guard scheduled, !invalidated else { return }
            if let id { SceneHost.stage?.invalidate(id) }
            id = nil
            generation += 1
            scheduled = false
            schedule()
        }
    }
    /// Which scheduling the pending tick belongs to: a new fire date orphans the old one.
    private var generation = 0

    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.interval = interval
        self.repeats = repeats
        self.block = block
        fireDate = Date(timeIntervalSinceNow: interval)
    }

    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        fireDate = date
    }

    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    open var isValid: Bool { !invalidated }

    open func invalidate() {
        invalidated = true
        if let id { SceneHost.stage?.invalidate(id) }
    }

    /// Fires now, as Timer.fire() does (a one-shot timer is then done).
    open func fire() {
        guard !invalidated else { return }
        SceneHost.callback { block(self) }
        if !repeats { invalidate() }
    }

    /// Sets the fire date the timer itself advances, without rescheduling it.
    private func withoutRescheduling(_ change: () -> Void) {
        let wasScheduled = scheduled
        scheduled = false
        change()
        scheduled = wasScheduled
    }

    func schedule() {
        guard !scheduled, !invalidated else { return }
        scheduled = true
        let stage = SceneHost.requireStage("Timer")
        let interval = max(self.interval, Stage.minimumTimerInterval)
        let delay = max(0, fireDate.timeIntervalSinceNow)
        let generation = generation
        if repeats {
            // The first tick at the fire date (one interval from now, unless a fire date
            // says otherwise), then every interval.
            let start = { [self] (stage: Stage) in
                id = stage.addTimer(interval: interval) { [self] _ in
                    withoutRescheduling { fireDate = Date(timeIntervalSinceNow: interval) }
                    SceneHost.callback { block(self) }
                }
            }
            if abs(delay - interval) < 1e-12 {
                start(stage)
            } else if delay > interval {
                stage.after(delay - interval) { [self] stage in
                    if !invalidated, generation == self.generation { start(stage) }
                }
            } else {
                // A fire date closer than one interval (or past): the first tick then, by
                // itself, and every interval from it.
                stage.after(delay) { [self] stage in
                    guard !invalidated, generation == self.generation else { return }
                    withoutRescheduling { fireDate = Date(timeIntervalSinceNow: interval) }
                    SceneHost.callback { block(self) }
                    if !invalidated, generation == self.generation { start(stage) }
                }
            }
        } else {
            stage.after(delay) { [self] _ in
                guard !invalidated, generation == self.generation else { return }
                invalidated = true
                SceneHost.callback { block(self) }
            }
        }
    }
}

/// RunLoop: adding a timer or display link starts it; the modes are accepted as given.
open class RunLoop {
    public static let main = RunLoop()
    public static var current: RunLoop { main }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode"), common = Mode(rawValue: "kCFRunLoopCommonModes")
        public static let tracking = Mode(rawValue: "UITrackingRunLoopMode")
    }
    open func add(_ timer: Timer, forMode mode: RunLoop.Mode) { timer.schedule() }
    /// Selectors waiting for the next turn (perform(_:target:argument:order:modes:)), which
    /// cancelPerform takes back.
    var pendingPerforms: [(id: Int, selector: Selector, target: AnyObject, argument: Any?)] = []
    var nextPerform = 0
}
