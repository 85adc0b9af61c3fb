// Numbers as Core Animation hands them out, and the C math names Swift 3-era loaders write.
// Glibc already gives M_PI, M_PI_2, M_PI_4 (Doubles, as Darwin's), which Foundation
// re-exports through `import UIKit`; HUGE and MAXFLOAT it lacks.
import Foundation

/// Darwin's `HUGE` (math.h: `#define HUGE MAXFLOAT`), a Float, as loaders write it for
/// `repeatCount = HUGE` ("forever", as `.greatestFiniteMagnitude` is: see CAAnimation.timing).
public let HUGE: Float = .greatestFiniteMagnitude
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// On iOS a number read back from Core Animation (`value(forKeyPath:)`, `fromValue`,
/// `keyTimes`) is an NSNumber, and `as? CGFloat`, `as? Double`, `as? Float` and
/// `as? NSNumber` all succeed on it. Linux's Foundation bridges Double and Float to NSNumber
/// but not CGFloat: this makes `CGFloat` box to an NSNumber and an NSNumber cast to a
/// CGFloat, so the same casts succeed here (the mirror hands out NSNumbers, as iOS).
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

/// Core Foundation's string, as `"Helvetica" as CFString` writes it (CGFont's name).
public typealias CFString = NSString
