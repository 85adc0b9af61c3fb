@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// Objective-C's selector, without its runtime: the source pass turns `#selector(tick)` into
/// `Selector("tick", Loader.tick)`, the method's Objective-C name and the method unbound
/// from its type, and the target/selector APIs (Timer, CADisplayLink, `perform`,
/// UIControl's `addTarget`) call it on the target they were given, as `objc_msgSend` would:
///
///     #selector(step(_:))  ──source pass──▶  Selector("step:", Loader.step(_:))
///     CADisplayLink(target: self, selector: …)  ──each frame──▶  Loader.step(_:)(self)(link)
///
/// A one-argument method gets the sender (the timer, the link, the control) when it takes
/// that type, else nil where the argument is optional, as Objective-C passes it.
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Objective-C name: "tick", "step:".
    public let name: String
    private let call: ((AnyObject, Any?) -> Void)?
    /// Whether an object is of the method's type (Objective-C's respondsToSelector:).
    private let accepts: (AnyObject) -> Bool

    /// A method with no argument, of a class or of a protocol (`#selector(UIApplicationDelegate.
    /// applicationDidEnterBackground(_:))`, an Objective-C habit for naming a selector): called
    /// on a target of that type.
    public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        accepts = { $0 is Target }
        call = { target, _ in
            guard let target = target as? Target else { Self.wrongTarget(name, target, Target.self) }
            _ = method(target)()
        }
    }

    /// A method with one argument: the sender, or the object `perform(_:with:)` passes.
    public init<Target, Argument, Result>(_ name: String, _ method: @escaping (Target) -> (Argument) -> Result) {
        self.name = name
        accepts = { $0 is Target }
        call = { target, argument in
            guard let target = target as? Target else { Self.wrongTarget(name, target, Target.self) }
            guard let value = Self.cast(argument, to: Argument.self) else {
                MirrorDiagnostics.fail("the selector \(name) takes a \(Argument.self), and was sent "
                    + (argument.map { "a \(type(of: $0))" } ?? "nil"))
            }
            _ = method(target)(value)
        }
    }

    /// A class's own (static) method with one argument, `#selector(Notice.hide(_:))` for
    /// `@objc static func hide(_ sender: AnyObject)`: sent to the class, whatever the target
    /// (`Notice.perform(#selector(...), with: window, afterDelay: 1)`).
    @_disfavoredOverload
    public init<Argument, Result>(_ name: String, _ function: @escaping (Argument) -> Result) {
        self.name = name
        accepts = { _ in true }
        call = { _, argument in
            guard let value = Self.cast(argument, to: Argument.self) else {
                MirrorDiagnostics.fail("the selector \(name) takes a \(Argument.self), and was sent "
                    + (argument.map { "a \(type(of: $0))" } ?? "nil"))
            }
            _ = function(value)
        }
    }

    /// A class's own method without arguments.
    @_disfavoredOverload
    public init<Result>(_ name: String, _ function: @escaping () -> Result) {
        self.name = name
        accepts = { _ in true }
        call = { _, _ in _ = function() }
    }

    /// `Selector("tick")` or a string literal: a name only, as Swift 2 wrote selectors.
    /// Without Objective-C's runtime nothing can find the method by its name, so calling
    /// one stops with a message saying how to write it.
    public init(_ name: String) {
        self.name = name
        call = nil
        accepts = { _ in false }
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// Calls the method on `target` with `argument`.
    @_spi(LoaderAnim) public func perform(on target: AnyObject, with argument: Any?) {
        guard let call else {
            MirrorDiagnostics.fail("the selector \"\(name)\" is only a name, which loaderanim cannot call without "
                + "Objective-C's runtime: write #selector(\(name.split(separator: ":").first ?? "")) instead")
        }
        call(target, argument)
    }

    @_spi(LoaderAnim) public func isAccepted(by object: AnyObject) -> Bool { accepts(object) }

    public var description: String { name }
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// `argument` as the method's parameter type: itself, nil for an optional parameter
    /// (Objective-C passes what the caller gave, and a method taking `Timer?` gets nil for
    /// none), or nil when it does not fit.
    private static func cast<Argument>(_ argument: Any?, to: Argument.Type) -> Argument? {
        if let value = argument as? Argument { return value }
        if let none = Optional<Any>.none as? Argument, argument == nil { return none }
        return nil
    }

    private static func wrongTarget(_ name: String, _ target: AnyObject, _ expected: Any.Type) -> Never {
        MirrorDiagnostics.fail("the selector \(name) is a method of \(expected), and its target is a \(type(of: target))")
    }
}

/// `NSSelectorFromString("tick")`: a name only (see `Selector.init(_:)`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

// MARK: Timer

extension Timer {
    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`: the timer holds its target,
    /// as Foundation's does, and sends itself to a method that takes one argument.
    public convenience init(timeInterval interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, repeats: repeats) { timer in selector.perform(on: target, with: timer) }
        self.userInfo = userInfo
    }

    public convenience init(fireAt date: Date, interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(fire: date, interval: interval, repeats: repeats) { timer in selector.perform(on: target, with: timer) }
        self.userInfo = userInfo
    }

    @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: AnyObject, selector: Selector,
                                   userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }
}

// MARK: perform(_:with:afterDelay:)

/// Objects that answer `perform(_:with:afterDelay:)`: NSObject's and UIKit's (the mirror's
/// UIResponder and CALayer are not NSObjects, so they conform on their own).
public protocol _SelectorPerforming: AnyObject {}

extension NSObject: _SelectorPerforming {}
extension CALayer: _SelectorPerforming {}

extension _SelectorPerforming {
    /// Calls the method now.
    @discardableResult
    public func perform(_ selector: Selector) -> Any? { selector.perform(on: self, with: nil); return nil }
    @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Any? { selector.perform(on: self, with: object); return nil }

    /// Calls the method `delay` seconds from now on the scene clock (0: at the end of this
    /// turn of the run loop), unless cancelled first.
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        SceneHost.performLater(on: self, selector: selector, with: object, after: delay)
    }

    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(selector, with: object, afterDelay: delay)
    }

    /// The class itself performs: Objective-C's root class answers its instance methods on
    /// the class too, so a static method can send `self.perform(_:with:afterDelay:)` to a
    /// static selector (SwiftNotice's auto-clear).
    public static func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) { selector.perform(on: SelectorClassTarget.shared, with: object) }
    }

    /// Cancels what `perform(_:with:afterDelay:)` asked of `target` (all, or one selector
    /// with an argument equal by identity or by ==).
    public static func cancelPreviousPerformRequests(withTarget target: Any) {
        SceneHost.cancelPerforms(on: target as AnyObject, selector: nil)
    }

    public static func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        SceneHost.cancelPerforms(on: target as AnyObject, selector: selector)
    }

    /// Whether the object has the method: it is of the type #selector named it on.
    public func responds(to selector: Selector) -> Bool { selector.isAccepted(by: self) }
}

/// The receiver a class-level perform passes: a static selector ignores its target.
final class SelectorClassTarget {
    static let shared = SelectorClassTarget()
}

// MARK: The run loop's delayed performs

extension SceneHost {
    /// Requests of perform(_:with:afterDelay:) not yet run nor cancelled, by number.
    nonisolated(unsafe) static var pendingPerforms: [Int: (target: ObjectIdentifier, selector: Selector)] = [:]
    nonisolated(unsafe) static var nextPerform = 0

    static func performLater(on target: AnyObject, selector: Selector, with argument: Any?, after delay: Double) {
        let number = nextPerform
        nextPerform += 1
        pendingPerforms[number] = (ObjectIdentifier(target), selector)
        // The request holds its target and argument until it runs, as the run loop's does.
        requireStage("perform(_:with:afterDelay:)").after(max(0, delay)) { _ in
            guard pendingPerforms.removeValue(forKey: number) != nil else { return }
            callback { selector.perform(on: target, with: argument) }
        }
    }

    static func cancelPerforms(on target: AnyObject, selector: Selector?) {
        let id = ObjectIdentifier(target)
        pendingPerforms = pendingPerforms.filter { $0.value.target != id || (selector != nil && $0.value.selector != selector) }
    }
}
