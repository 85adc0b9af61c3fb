// Dispatch timer sources on the scene clock: a repeating one cancelled at its third tick,
// a one-shot one, and one suspended for a while (DispatchSourceTests).
import Foundation
import UIKit
import LoaderAnim

let canvas = scene(title: "Dispatch sources", width: 20, height: 20, duration: 1.5)
func log(_ what: String) { print("\(what) at \(CACurrentMediaTime())") }

var ticks = 0
let repeating = DispatchSource.makeTimerSource(flags: DispatchSource.TimerFlags(rawValue: 0), queue: DispatchQueue.main)
repeating.schedule(deadline: .now() + 0.1, repeating: .milliseconds(250))
repeating.setEventHandler {
    ticks += 1
    log("tick \(ticks)")
    if ticks == 3 { repeating.cancel() }
}
repeating.setCancelHandler { log("cancelled") }
repeating.resume()

let once = DispatchSource.makeTimerSource(queue: .main)
once.schedule(deadline: .now() + 0.3)
once.setEventHandler { log("once") }
once.activate()

var paused = 0
let suspended = DispatchSource.makeTimerSource(queue: .main) as! DispatchSource
suspended.schedule(deadline: .now() + 0.2, repeating: 0.5)
suspended.setEventHandler { paused += 1; log("paused \(paused)") }
suspended.resume()
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { suspended.suspend() }
DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { suspended.resume() }
