import Layers

// Dispatch on the scene clock: every queue, main or global, runs its blocks as events on
// the one clock, in the order they were submitted, on the one thread. A scene that hands
// work to a global queue and back to main sees it happen at the same scene time.

public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never

    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}

/// A point on the scene clock, in seconds.
public struct DispatchTime: Comparable, Hashable, Sendable {
    let seconds: Double
    init(seconds: Double) { self.seconds = seconds }
    public init(uptimeNanoseconds: UInt64) { seconds = Double(uptimeNanoseconds) / 1e9 }
    public static func now() -> DispatchTime { DispatchTime(seconds: CACurrentMediaTime()) }
    public static let distantFuture = DispatchTime(seconds: .infinity)
    public var uptimeNanoseconds: UInt64 { seconds.isFinite ? UInt64(max(0, seconds) * 1e9) : .max }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
    public static func + (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds + s) }
    public static func - (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds - s) }
    public static func + (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime { t + i.seconds }
    public static func - (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime { t - i.seconds }
}

/// Wall-clock deadlines are scene-clock deadlines too.
public typealias DispatchWallTime = DispatchTime

public struct DispatchQoS: Equatable, Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public let qosClass: QoSClass
    public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
    public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
    public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
    public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
    public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
    public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
    public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

/// A block that can be cancelled before it runs.
public final class DispatchWorkItem {
    let block: () -> Void
    public private(set) var isCancelled = false
    public init(qos: DispatchQoS = .unspecified, block: @escaping () -> Void) { self.block = block }
    public func perform() { if !isCancelled { block() } }
    public func cancel() { isCancelled = true }
}

public final class DispatchQueue {
    public let label: String
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1)
        public static let initiallyInactive = Attributes(rawValue: 2)
    }

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = []) { self.label = label }

    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "global") }

    public func async(execute work: @escaping () -> Void) { asyncAfter(deadline: .now(), execute: work) }
    public func async(qos: DispatchQoS, execute work: @escaping () -> Void) { async(execute: work) }
    public func async(execute item: DispatchWorkItem) { asyncAfter(deadline: .now(), execute: item) }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        guard deadline.seconds.isFinite else { return }
        SceneHost.requireStage("DispatchQueue.asyncAfter").at(deadline.seconds) { _ in SceneHost.callback(work) }
    }
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping () -> Void) {
        asyncAfter(deadline: deadline, execute: work)
    }
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping () -> Void) {
        asyncAfter(deadline: wallDeadline, execute: work)
    }
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { item.perform() }
    }

    /// Runs `work` now: the scene has one thread, so there is nothing to wait for.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
