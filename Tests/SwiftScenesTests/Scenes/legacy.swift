// A loader as a Swift 3 tutorial wrote it (2016-2017): the kCA... constants, M_PI and HUGE,
// CGFloat(M_PI_2), CAMediaTimingFunction(name: kCAMediaTimingFunction...). Its twin
// legacy.lua builds the same layers, and `inspect` must give the same tree.
import UIKit
import LoaderAnim

let canvas = scene(title: "Legacy", width: 120, height: 120, background: .white, duration: 2, fps: 25)

let ring = CAShapeLayer()
ring.name = "ring"
ring.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: CGFloat(-M_PI_2),
                         endAngle: CGFloat(3 * M_PI_2), clockwise: true).cgPath
ring.fillColor = UIColor.clear.cgColor
ring.strokeColor = UIColor.blue.cgColor
ring.lineWidth = 4
ring.lineCap = kCALineCapRound
ring.lineJoin = kCALineJoinBevel
ring.fillRule = kCAFillRuleEvenOdd
canvas.layer.addSublayer(ring)

let draw = CABasicAnimation(keyPath: "strokeEnd")
draw.fromValue = 0
draw.toValue = 1
draw.duration = 1
draw.beginTime = CACurrentMediaTime() + 0.5
draw.fillMode = kCAFillModeBackwards
draw.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
ring.add(draw, forKey: "draw")

let spin = CABasicAnimation(keyPath: "transform.rotation.z")
spin.fromValue = 0
spin.toValue = M_PI * 2
spin.duration = 1.6
spin.repeatCount = HUGE
spin.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
ring.add(spin, forKey: "spin")

let dot = CALayer()
dot.name = "dot"
dot.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
dot.cornerRadius = 10
dot.backgroundColor = UIColor.red.cgColor
canvas.layer.addSublayer(dot)

let blink = CAKeyframeAnimation(keyPath: "opacity")
blink.values = [0.3, 1, 0.3]
blink.keyTimes = [0, 0.5, 1]
blink.calculationMode = kCAAnimationDiscrete
blink.duration = 0.8
blink.repeatCount = Float.infinity
dot.add(blink, forKey: "blink")

let orbit = CAKeyframeAnimation(keyPath: "position")
orbit.path = UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 60, height: 60)).cgPath
orbit.calculationMode = kCAAnimationPaced
orbit.rotationMode = kCAAnimationRotateAuto
orbit.duration = 2
orbit.fillMode = kCAFillModeForwards
orbit.isRemovedOnCompletion = false
orbit.timingFunctions = [CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)]
dot.add(orbit, forKey: "orbit")

let glow = CAGradientLayer()
glow.name = "glow"
glow.frame = CGRect(x: 0, y: 100, width: 120, height: 20)
glow.type = kCAGradientLayerAxial
glow.colors = [UIColor.yellow.cgColor, UIColor.orange.cgColor]
glow.contentsGravity = kCAGravityResizeAspect
canvas.layer.addSublayer(glow)

let label = CATextLayer()
label.name = "label"
label.frame = CGRect(x: 0, y: 0, width: 120, height: 16)
label.string = "Loading..."
label.fontSize = 12
label.foregroundColor = UIColor.darkGray.cgColor
label.alignmentMode = kCAAlignmentCenter
label.truncationMode = kCATruncationEnd
canvas.layer.addSublayer(label)
