// What iOS code gets from Darwin and Core Foundation that Linux lacks: the C math names
// Swift 3-era loaders write, Dispatch's time units, NSInteger's bounds, CFBoolean and
// CFString. Glibc already gives M_PI, M_PI_2, M_PI_4 (Doubles, as Darwin's), which
// Foundation re-exports through `import UIKit`; HUGE and MAXFLOAT it lacks.
import Foundation

/// Darwin's `HUGE` (math.h: `#define HUGE MAXFLOAT`), a Float, as loaders write it for
/// `repeatCount = HUGE` ("forever", as `.greatestFiniteMagnitude` is: see CAAnimation.timing).
public let HUGE: Float = .greatestFiniteMagnitude
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Core Foundation's string, as `"Helvetica" as CFString` writes it (CGFont's name).
public typealias CFString = NSString

/// Dispatch's time units (dispatch/time.h), UInt64 as Swift imports them on Darwin:
/// `DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1000
public let USEC_PER_SEC: UInt64 = 1_000_000

/// NSInteger's bounds (NSObjCRuntime.h), Int and UInt as Swift imports them.
public let NSIntegerMax: Int = .max
public let NSIntegerMin: Int = .min
public let NSUIntegerMax: UInt = .max

/// Core Foundation's Boolean, toll-free bridged to NSNumber on iOS, as code passes it for a
/// flag (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
public typealias CFBoolean = NSNumber
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// Core Foundation's type of a CoreGraphics object (`CFGetTypeID(image) == CGImage.typeID`,
/// as code that takes a `CFTypeRef` tells what it was given): each class's own `typeID`.
public func CFGetTypeID(_ cf: AnyObject?) -> CFTypeID {
    (cf.map { type(of: $0) } as? any _CFTypeIdentified.Type)?.typeID ?? 1
}

/// The CoreGraphics classes that answer `typeID`.
public protocol _CFTypeIdentified: AnyObject {
    static var typeID: CFTypeID { get }
}

extension CGImage: _CFTypeIdentified {}
extension CGColor: _CFTypeIdentified {}
extension CGColorSpace: _CFTypeIdentified {}
extension CGGradient: _CFTypeIdentified {}
extension CGPath: _CFTypeIdentified {}
extension CGContext: _CFTypeIdentified {}
extension CGDataProvider: _CFTypeIdentified {}
extension CGDataConsumer: _CFTypeIdentified {}
extension CGLayer: _CFTypeIdentified {}
