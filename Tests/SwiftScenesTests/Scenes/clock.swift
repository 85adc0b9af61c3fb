// Every clock a loader uses, on the scene clock: each prints when it fires.
import Foundation
import UIKit
import LoaderAnim

let canvas = scene(title: "Clock", width: 40, height: 40, duration: 2)
func log(_ what: String) { print("\(what) at \(CACurrentMediaTime())") }

var ticks = 0
Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
    ticks += 1
    if ticks == 15 {
        log("tick 15")
        timer.invalidate()
    }
}
Timer.scheduledTimer(withTimeInterval: 0.75, repeats: false) { _ in log("one-shot timer") }
var added = 0
let added25 = Timer(timeInterval: 0.25, repeats: true) { timer in
    added += 1
    if added == 3 { log("run-loop timer 3"); timer.invalidate() }
}
RunLoop.main.add(added25, forMode: .common)

let start = Date()
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log("asyncAfter 0.5, Date \(Date().timeIntervalSince(start))") }
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1250)) { log("asyncAfter 1250 ms") }
DispatchQueue.global().async {
    let work = Date().timeIntervalSince(start)
    DispatchQueue.main.async { log("global then main, \(work)") }
}

final class Watcher: CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) { log("didStart \(anim.value(forKey: "tag") ?? "")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("didStop \(anim.value(forKey: "tag") ?? "") \(flag)") }
}
let dot = CALayer()
dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
canvas.layer.addSublayer(dot)
let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = 1
fade.toValue = 0
fade.beginTime = CACurrentMediaTime() + 0.1
fade.duration = 0.3
fade.delegate = Watcher()
fade.setValue("fade", forKey: "tag")
dot.add(fade, forKey: "fade")

DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.4)
    CATransaction.setCompletionBlock { log("transaction completion") }
    dot.position = CGPoint(x: 30, y: 30)
    CATransaction.commit()
}

let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
canvas.view.addSubview(view)
UIView.animate(withDuration: 0.3, delay: 0.2, options: [.curveLinear], animations: { view.alpha = 0.5 }) { finished in
    log("UIView.animate completion \(finished)")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1.9) { log("ticks \(ticks), run-loop \(added)") }
