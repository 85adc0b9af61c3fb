import Foundation

// Core Foundation's run-loop timers, as iOS code still writes them: a CFRunLoopTimer is
// toll-free bridged to Timer on iOS (`return timer!` hands one back as a Timer), so here it
// is the scene clock's Timer, and the run loop is RunLoop. Fire dates are absolute
// (CFAbsoluteTimeGetCurrent() + delay), on the scene clock.

public typealias CFRunLoopTimer = Timer
public typealias CFRunLoop = RunLoop
public typealias CFOptionFlags = UInt
public typealias CFIndex = Int

/// Allocators are Core Foundation's memory management, which Swift does for loaderanim.
public final class CFAllocator {}
public let kCFAllocatorDefault: CFAllocator! = nil

public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonModes = Self(rawValue: "kCFRunLoopCommonModes")
    public static let defaultMode = Self(rawValue: "kCFRunLoopDefaultMode")
}

public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// A timer that first fires at `fireDate` (an absolute time), then every `interval` if it is
/// positive; `flags` and `order` are ignored, as Core Foundation ignores them.
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer! {
    Timer(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: interval, repeats: interval > 0) { block($0) }
}

public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) { timer.schedule() }
public func CFRunLoopRemoveTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) { timer.invalidate() }
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) { timer.invalidate() }
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool { timer.isValid }
public func CFRunLoopTimerGetNextFireDate(_ timer: CFRunLoopTimer!) -> CFAbsoluteTime { timer.fireDate.timeIntervalSinceReferenceDate }
public func CFRunLoopTimerSetNextFireDate(_ timer: CFRunLoopTimer!, _ fireDate: CFAbsoluteTime) {
    timer.fireDate = Date(timeIntervalSinceReferenceDate: fireDate)
}
public func CFRunLoopTimerGetInterval(_ timer: CFRunLoopTimer!) -> CFTimeInterval { timer.timeInterval }
