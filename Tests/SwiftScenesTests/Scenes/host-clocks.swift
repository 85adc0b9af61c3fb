// Every clock iOS code reads, read at once: each is the scene clock (docs/swift-scenes.md,
// "The clock"). The duration is a Double the scene computes, not a literal.
import Foundation
import Dispatch
import UIKit
import LoaderAnim

let period: Double = 0.5
let canvas = scene(title: "Host clocks", width: 20, height: 20, duration: period)
let start = CFAbsoluteTimeGetCurrent()
let startDate = Date()

func report() {
    var info = mach_timebase_info()  // the C struct's name, as iOS code spells it
    mach_timebase_info(&info)
    let mach = Double(mach_absolute_time() * UInt64(info.numer) / UInt64(info.denom)) / 1e9
    print("media \(CACurrentMediaTime()) uptime \(ProcessInfo.processInfo.systemUptime)",
          "dispatch \(Double(DispatchTime.now().uptimeNanoseconds) / 1e9) mach \(mach)",
          "absolute \(CFAbsoluteTimeGetCurrent() - start) date \(Date().timeIntervalSince(startDate))",
          "reference \(CFAbsoluteTimeGetCurrent() == Date().timeIntervalSinceReferenceDate)")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { report() }
