// The run loop and the main queue as Combine schedulers, on the scene clock:
// `.receive(on: DispatchQueue.main)`, `.debounce(for: .seconds(0.3), scheduler: RunLoop.main)`
// and `.delay(for: 0.5, scheduler: DispatchQueue.main)` wait scene time, as the timers do.

extension RunLoop: Scheduler {
    /// A run loop's time: a date on the scene clock.
    public struct SchedulerTimeType: Strideable, Hashable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }

        /// Seconds, as a TimeInterval.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable {
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { magnitude }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
            public static var zero: Stride { Stride(0) }
            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
    }

    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        DispatchQueue.main.async(execute: action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow), execute: action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in action() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

extension DispatchQueue: Scheduler {
    /// A queue's time: a point on the scene clock.
    public struct SchedulerTimeType: Strideable, Hashable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds)))
        }
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
        }

        /// Nanoseconds, as Dispatch counts them.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable {
            public var magnitude: Int
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let n): magnitude = n * 1_000_000_000
                case .milliseconds(let n): magnitude = n * 1_000_000
                case .microseconds(let n): magnitude = n * 1_000
                case .nanoseconds(let n): magnitude = n
                case .never: magnitude = .max
                }
            }
            public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
            public static var zero: Stride { Stride(.nanoseconds(0)) }
            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude + b.magnitude)) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude - b.magnitude)) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude * b.magnitude)) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
    }

    /// Accepted as given: every queue runs on the scene clock's one thread.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { async(execute: action) }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        asyncAfter(deadline: date.dispatchTime, execute: action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let seconds = Double(interval.magnitude) / 1e9
        var cancelled = false
        func tick(at time: DispatchTime) {
            asyncAfter(deadline: time) {
                guard !cancelled else { return }
                action()
                tick(at: time + seconds)
            }
        }
        tick(at: date.dispatchTime)
        return AnyCancellable { cancelled = true }
    }
}
