// Timing APIs used wrongly, one per `mode`: each stops with one line.
import UIKit
import LoaderAnim

let canvas = scene(title: "Misuse", width: 40, height: 40, duration: 1)
let mode = param("mode", "none", "what to get wrong")
let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
canvas.view.addSubview(view)
switch mode {
case "keyframe":
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
case "relative":
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 1.5) { view.alpha = 0 }
    })
case "transition":
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        UIView.transition(with: view, duration: -1, options: [.transitionFlipFromLeft], animations: { view.alpha = 0 })
    }
case "transaction":
    CATransaction.setValue("slow", forKey: "animationDuration")
default:
    break
}
