// UIKit's and Foundation's timing APIs as a loader uses them; each callback prints the
// scene time it ran at.
import Foundation
import UIKit
import LoaderAnim

let canvas = scene(title: "Timing", width: 60, height: 60, duration: 3)
func log(_ what: String) { print("\(what) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }

func dot(_ name: String) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.name = name
    canvas.view.addSubview(view)
    return view
}
let a = dot("a"), b = dot("b"), c = dot("c"), d = dot("d"), e = dot("e")

// UIView.animate: plain, spring, keyframes, nested, transition.
UIView.animate(withDuration: 0.5, delay: 0.1, options: [.curveEaseInOut], animations: {
    a.center = CGPoint(x: 50, y: 5)
}, completion: { finished in log("animate completion \(finished)") })
UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
               animations: { b.alpha = 0.2 }, completion: { finished in log("spring completion \(finished)") })
UIView.animateKeyframes(withDuration: 0.8, delay: 0.2, options: [], animations: {
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { c.alpha = 0.5 }
    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { c.alpha = 0 }
}, completion: { finished in log("keyframes completion \(finished)") })
UIView.animate(withDuration: 1.0, animations: {
    d.alpha = 0
    UIView.animate(withDuration: 0.2, animations: { d.center = CGPoint(x: 30, y: 30) },
                   completion: { finished in log("nested completion \(finished)") })
}, completion: { finished in log("outer completion \(finished)") })
UIView.transition(with: e, duration: 0.4, options: [.transitionCrossDissolve], animations: { e.backgroundColor = .red },
                  completion: { finished in log("transition completion \(finished)") })

// An animation removed before its end: finished false, for the delegate and the block.
DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
    UIView.animate(withDuration: 1, animations: { a.transform = CGAffineTransform(scaleX: 2, y: 2) },
                   completion: { finished in log("removed block completion \(finished)") })
}
final class Watcher: CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) { log("animationDidStart") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("animationDidStop \(flag)") }
}
let spin = CABasicAnimation(keyPath: "transform.rotation.z")
spin.toValue = CGFloat.pi
spin.duration = 2
spin.beginTime = CACurrentMediaTime() + 0.25
spin.delegate = Watcher()
d.layer.add(spin, forKey: "spin")
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(700)) {
    log("remove")
    d.layer.removeAnimation(forKey: "spin")
    a.layer.removeAllAnimations()
}

// CATransaction.
func controlPoints(_ function: CAMediaTimingFunction) -> [Float] {
    var point: [Float] = [0, 0], result: [Float] = []
    for index in 1...2 {
        function.getControlPoint(at: index, values: &point)
        result += point
    }
    return result
}
CATransaction.begin()
CATransaction.setCompletionBlock { log("empty transaction completion") }
let plain = CALayer()
plain.name = "plain"
canvas.layer.addSublayer(plain)
DispatchQueue.main.async {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.9)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    CATransaction.setCompletionBlock { log("transaction completion, duration read \(CATransaction.animationDuration())") }
    plain.opacity = 0
    log("inside: duration \(CATransaction.animationDuration()), linear \(CATransaction.animationTimingFunction().map(controlPoints) ?? [])")
    CATransaction.commit()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    plain.position = CGPoint(x: 40, y: 40)
    CATransaction.setCompletionBlock { log("disabled transaction completion \(CATransaction.disableActions())") }
    CATransaction.commit()
}
CATransaction.commit()

// Timer, every form.
var ticks = 0
let ticker = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
    ticks += 1
    log("tick \(ticks) valid \(timer.isValid) interval \(timer.timeInterval) info \(timer.userInfo as? String ?? "-")")
    if ticks == 3 { timer.invalidate(); log("invalidated, valid \(timer.isValid)") }
}
ticker.tolerance = 0.05
ticker.userInfo = "ring"
let once = Timer(timeInterval: 0.5, repeats: false) { timer in log("run-loop one-shot, interval \(timer.timeInterval), valid \(timer.isValid)") }
RunLoop.main.add(once, forMode: .common)
let moved = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in log("moved timer") }
moved.fireDate = Date(timeIntervalSinceNow: 1.1)
let dated = Timer(fire: Date().addingTimeInterval(1.2), interval: 0.1, repeats: true) { timer in
    log("dated timer, next \((timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000)")
    timer.invalidate()
}
RunLoop.current.add(dated, forMode: .default)
let fired = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in log("fired by hand") }
DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) {
    fired.fire()
    log("after fire(), valid \(fired.isValid)")
}

var soonTicks = 0
DispatchQueue.main.asyncAfter(deadline: .now() + 1.8) {
    let soon = Timer(fire: Date().addingTimeInterval(0.05), interval: 0.5, repeats: true) { timer in
        soonTicks += 1
        log("soon tick \(soonTicks)")
        if soonTicks == 2 { timer.invalidate() }
    }
    RunLoop.main.add(soon, forMode: .common)
}

// Dispatch: main and global, in order, at the same scene time.
DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) {
    DispatchQueue.global(qos: .userInitiated).async {
        log("global 1")
        DispatchQueue.main.async { log("main after global") }
    }
    DispatchQueue.main.async { log("main 2") }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { log("300 ms later") }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { log("global 0.5 later") }
}

// Animations disabled: the block changes at once and completes at once.
DispatchQueue.main.asyncAfter(deadline: .now() + 2.1) {
    UIView.setAnimationsEnabled(false)
    UIView.animate(withDuration: 1, animations: { b.alpha = 1 }, completion: { finished in
        log("disabled block completion \(finished), enabled \(UIView.areAnimationsEnabled)")
    })
    UIView.setAnimationsEnabled(true)
}
