// Issue 29's engine features through the mirror, twin of breadth.lua: a layer's own
// timing (a reversing, repeating subtree, then the pause idiom), transform.scale.xy,
// settable sublayers and Date() on the scene clock's epoch.
import UIKit
import LoaderAnim

let canvas = scene(title: "Breadth", width: 60, height: 60, duration: 3)
let stamp = CALayer()
stamp.name = "t\(Int(Date().timeIntervalSince1970))"
canvas.layer.addSublayer(stamp)

let group = CALayer()
group.name = "group"
group.duration = 0.5
group.repeatCount = .infinity
group.autoreverses = true
canvas.layer.addSublayer(group)
let dot = CALayer()
dot.name = "dot"
group.addSublayer(dot)

let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = 0
fade.toValue = 1
fade.duration = 1
fade.fillMode = .both
fade.isRemovedOnCompletion = false
dot.add(fade, forKey: "fade")

let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
pulse.fromValue = 1
pulse.toValue = 2
pulse.duration = 1
pulse.autoreverses = true
pulse.repeatCount = .infinity
dot.add(pulse, forKey: "pulse")

let spare = CALayer()
spare.name = "spare"
canvas.layer.addSublayer(spare)

DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    group.speed = 0
    group.timeOffset = 0.2
    canvas.layer.sublayers = [stamp, group]
}
