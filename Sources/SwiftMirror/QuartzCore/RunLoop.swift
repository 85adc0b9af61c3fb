@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// The run loop's other calls. The scene's run loop turns on the scene clock by itself (the
/// render drives it), so running it returns at once: what it would run runs in its turn.
/// A block or selector performed runs at the next turn, as the main run loop runs it.
extension RunLoop {
    public var currentMode: RunLoop.Mode? { .default }
    public func getCFRunLoop() -> CFRunLoop { self }
    public func remove(_ timer: Timer, forMode mode: RunLoop.Mode) { timer.invalidate() }
    public func perform(_ block: @escaping () -> Void) { DispatchQueue.main.async(execute: block) }
    public func perform(inModes modes: [RunLoop.Mode], block: @escaping () -> Void) { perform(block) }

    public func perform(_ aSelector: Selector, target: Any, argument arg: Any?, order: Int, modes: [RunLoop.Mode]) {
        let id = nextPerform
        nextPerform += 1
        pendingPerforms.append((id, aSelector, target as AnyObject, arg))
        DispatchQueue.main.async { [self] in
            guard let index = pendingPerforms.firstIndex(where: { $0.id == id }) else { return }
            let pending = pendingPerforms.remove(at: index)
            pending.selector.perform(on: pending.target, with: pending.argument)
        }
    }

    public func cancelPerform(_ aSelector: Selector, target: Any, argument arg: Any?) {
        let target = target as AnyObject
        pendingPerforms.removeAll { $0.selector == aSelector && $0.target === target && Self.same($0.argument, arg) }
    }

    public func cancelPerformSelectors(withTarget target: Any) {
        let target = target as AnyObject
        pendingPerforms.removeAll { $0.target === target }
    }

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): (a as AnyObject) === (b as AnyObject) || (a as? NSObject)?.isEqual(b) == true
        default: false
        }
    }

    // MARK: Inert
    public func run() {}
    public func run(until limitDate: Date) {}
    public func run(mode: RunLoop.Mode, before limitDate: Date) -> Bool { false }
    public func acceptInput(forMode mode: RunLoop.Mode, before limitDate: Date) {}
    public func limitDate(forMode mode: RunLoop.Mode) -> Date? { nil }
}

/// CFRunLoopTimerCreate's callback and context, as Core Foundation declares them.
public typealias CFRunLoopTimerCallBack = (CFRunLoopTimer?, UnsafeMutableRawPointer?) -> Void

public struct CFRunLoopTimerContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer?) -> UnsafeRawPointer?)?
    public var release: (@convention(c) (UnsafeRawPointer?) -> Void)?
    public var copyDescription: ((UnsafeRawPointer?) -> Unmanaged<CFString>?)?
    public init() { version = 0 }
    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer?) -> UnsafeRawPointer?)?,
                release: (@convention(c) (UnsafeRawPointer?) -> Void)?,
                copyDescription: ((UnsafeRawPointer?) -> Unmanaged<CFString>?)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// A timer calling `callout` with the context's info, first at `fireDate` (absolute), then
/// every `interval` if it is positive.
public func CFRunLoopTimerCreate(_ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                 _ flags: CFOptionFlags, _ order: CFIndex, _ callout: CFRunLoopTimerCallBack!,
                                 _ context: UnsafeMutablePointer<CFRunLoopTimerContext>!) -> CFRunLoopTimer! {
    let info = context?.pointee.info
    return Timer(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: interval, repeats: interval > 0) { callout($0, info) }
}
