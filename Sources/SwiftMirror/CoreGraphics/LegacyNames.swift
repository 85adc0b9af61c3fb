// The C math names Swift 3-era loaders write, and Core Foundation's CFString.
// Glibc already gives M_PI, M_PI_2, M_PI_4 (Doubles, as Darwin's), which Foundation
// re-exports through `import UIKit`; HUGE and MAXFLOAT it lacks.
import Foundation

/// Darwin's `HUGE` (math.h: `#define HUGE MAXFLOAT`), a Float, as loaders write it for
/// `repeatCount = HUGE` ("forever", as `.greatestFiniteMagnitude` is: see CAAnimation.timing).
public let HUGE: Float = .greatestFiniteMagnitude
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Core Foundation's string, as `"Helvetica" as CFString` writes it (CGFont's name).
public typealias CFString = NSString
