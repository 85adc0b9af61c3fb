// The engine's values through the Swift handles: each animation here has a twin in
// values.lua, and `inspect` must give the same tree at every time.
import UIKit
import LoaderAnim

let canvas = scene(title: "Values", width: 200, height: 120, background: .white, duration: 2, fps: 25)

let bar = CAShapeLayer()
bar.name = "bar"
bar.frame = CGRect(x: 10, y: 10, width: 180, height: 20)
let line = UIBezierPath()
line.move(to: CGPoint(x: 0, y: 10))
line.addLine(to: CGPoint(x: 180, y: 10))
bar.path = line.cgPath
bar.strokeColor = UIColor.systemGreen.cgColor
bar.lineWidth = 6
bar.lineCap = .round
bar.strokeEnd = 0
canvas.layer.addSublayer(bar)

let fill = CABasicAnimation(keyPath: "strokeEnd")
fill.fromValue = 0
fill.toValue = 1
fill.duration = 1.2
fill.beginTime = CACurrentMediaTime() + 0.2
fill.fillMode = .both
fill.isRemovedOnCompletion = false
fill.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
bar.add(fill, forKey: "fill")

let dot = CALayer()
dot.name = "dot"
dot.frame = CGRect(x: 20, y: 60, width: 30, height: 30)
dot.cornerRadius = 15
dot.backgroundColor = UIColor.systemRed.cgColor
canvas.layer.addSublayer(dot)

let move = CAKeyframeAnimation(keyPath: "position.x")
move.values = [35, 165, 100]
move.keyTimes = [0, 0.6, 1]
move.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
move.duration = 1.5
move.autoreverses = true
move.repeatCount = .infinity
dot.add(move, forKey: "move")

let pulse = CAAnimationGroup()
let grow = CABasicAnimation(keyPath: "transform.scale")
grow.fromValue = 0.5
grow.toValue = 1.2
let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = 1
fade.toValue = 0.3
fade.beginTime = 0.25
fade.duration = 0.5
pulse.animations = [grow, fade]
pulse.duration = 0.9
pulse.repeatCount = 2
pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
dot.add(pulse, forKey: "pulse")

let box = CALayer()
box.name = "box"
box.frame = CGRect(x: 150, y: 70, width: 30, height: 30)
box.backgroundColor = UIColor.systemBlue.cgColor
canvas.layer.addSublayer(box)

let spring = CASpringAnimation(keyPath: "transform.rotation.z")
spring.fromValue = 0
spring.toValue = CGFloat.pi / 2
spring.mass = 1
spring.stiffness = 120
spring.damping = 8
spring.duration = spring.settlingDuration
spring.fillMode = .forwards
spring.isRemovedOnCompletion = false
box.add(spring, forKey: "turn")

let gradient = CAGradientLayer()
gradient.name = "gradient"
gradient.frame = CGRect(x: 60, y: 100, width: 80, height: 14)
gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
gradient.startPoint = CGPoint(x: 0, y: 0.5)
gradient.endPoint = CGPoint(x: 1, y: 0.5)
canvas.layer.addSublayer(gradient)
let shift = CABasicAnimation(keyPath: "locations")
shift.fromValue = [0, 0.2]
shift.toValue = [0.8, 1]
shift.duration = 1
shift.autoreverses = true
shift.repeatCount = .infinity
gradient.add(shift, forKey: "shift")

// A border (round three) and blend modes in draw(in:): multiply, then sourceIn within the
// layer's own drawing.
final class Blend: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemTeal.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(UIColor.systemYellow.cgColor)
        ctx.fillEllipse(in: CGRect(x: 8, y: 4, width: 16, height: 16))
        ctx.setBlendMode(.sourceIn)
        ctx.setFillColor(UIColor.systemIndigo.cgColor)
        ctx.fill(CGRect(x: 14, y: 0, width: 10, height: 10))
    }
}
let blend = Blend()
blend.name = "blend"
blend.frame = CGRect(x: 6, y: 92, width: 24, height: 24)
blend.borderWidth = 2
blend.borderColor = UIColor.systemPurple.cgColor
blend.cornerRadius = 6
blend.setNeedsDisplay()
canvas.layer.addSublayer(blend)
