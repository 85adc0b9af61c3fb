// Values the way iOS code writes them: NSValue boxes, NSNumber and mixed number arrays,
// CGColor arrays, CGFloat.pi, transforms boxed and unboxed, and the reads that loaders do
// on presentation values. SwiftValuesTests checks the tree at chosen times by hand.
import UIKit
import LoaderAnim

let canvas = scene(title: "Boxes", width: 160, height: 160, background: .white, duration: 2, fps: 25)
let reads = param("reads", false, "print the reads (render --quiet), not for inspect")

let mover = CALayer()
mover.name = "mover"
mover.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
mover.backgroundColor = UIColor.red.cgColor
canvas.layer.addSublayer(mover)

let path = CAKeyframeAnimation(keyPath: "position")
path.values = [NSValue(cgPoint: CGPoint(x: 20, y: 20)), NSValue(cgPoint: CGPoint(x: 100, y: 20)),
               NSValue(cgPoint: CGPoint(x: 100, y: 100))]
path.duration = 2
mover.add(path, forKey: "path")

let fade = CAKeyframeAnimation(keyPath: "opacity")
fade.values = [0.2 as Float, NSNumber(value: 1.0), CGFloat(0.6), 0]
fade.keyTimes = [0, 0.25, 0.5, 1]
fade.duration = 2
mover.add(fade, forKey: "fade")

let tint = CAKeyframeAnimation(keyPath: "backgroundColor")
tint.values = [UIColor.red.cgColor, UIColor.blue.cgColor]
tint.duration = 1
tint.fillMode = .forwards
tint.isRemovedOnCompletion = false
mover.add(tint, forKey: "tint")

let box = CALayer()
box.name = "box"
box.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
box.backgroundColor = UIColor.green.cgColor
canvas.layer.addSublayer(box)

let grow = CABasicAnimation(keyPath: "bounds")
grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 20, height: 20))
grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 60, height: 40))
grow.duration = 1
box.add(grow, forKey: "grow")

let shadow = CABasicAnimation(keyPath: "shadowOffset")
shadow.fromValue = NSValue(cgSize: CGSize(width: 0, height: 0))
shadow.toValue = NSValue(cgSize: CGSize(width: 8, height: 4))
shadow.duration = 2
box.add(shadow, forKey: "shadow")

let turn = CABasicAnimation(keyPath: "transform")
turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
turn.duration = 1
box.add(turn, forKey: "turn")

let needle = CALayer()
needle.name = "needle"
needle.frame = CGRect(x: 60, y: 130, width: 40, height: 4)
needle.backgroundColor = UIColor.black.cgColor
canvas.layer.addSublayer(needle)

let sweep = CABasicAnimation(keyPath: "transform.rotation.z")
sweep.fromValue = CGFloat.pi
sweep.toValue = 0
sweep.duration = 1
needle.add(sweep, forKey: "sweep")

let pump = CAKeyframeAnimation(keyPath: "transform")
pump.values = [CATransform3DIdentity, NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)),
               NSValue(cgAffineTransform: CGAffineTransform(scaleX: 3, y: 3))]
pump.beginTime = CACurrentMediaTime() + 1
pump.duration = 1
pump.fillMode = .forwards
pump.isRemovedOnCompletion = false
needle.add(pump, forKey: "pump")

let stripes = CAGradientLayer()
stripes.name = "stripes"
stripes.frame = CGRect(x: 0, y: 150, width: 160, height: 10)
stripes.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
stripes.locations = [0, 1]
canvas.layer.addSublayer(stripes)
let swap = CABasicAnimation(keyPath: "colors")
swap.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
swap.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
swap.duration = 2
stripes.add(swap, forKey: "swap")

let tilted = UIView(frame: CGRect(x: 130, y: 10, width: 20, height: 20))
tilted.backgroundColor = .purple
tilted.transform = CGAffineTransform(rotationAngle: .pi / 6)
tilted.layer.name = "tilted"
canvas.view.addSubview(tilted)

// The reads real code does: boxes back to values, presentation values as any number type.
if reads { printReads() }
func printReads() {
    let point = NSValue(cgPoint: CGPoint(x: 3, y: 4))
    print("cgPointValue \(point.cgPointValue.x),\(point.cgPointValue.y)")
    print("caTransform3DValue \(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).caTransform3DValue.m11)")
    print("values[0] as? CGPoint \((path.values?[0] as? CGPoint).map { "\($0.x),\($0.y)" } ?? "nil")")
    print("objCType \(String(cString: NSValue(cgRect: .zero).objCType))")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        let opacity = mover.presentation()?.value(forKeyPath: "opacity")
        let asCGFloat = opacity as? CGFloat, asDouble = opacity as? Double, asFloat = opacity as? Float
        let asNumber = opacity as? NSNumber
        print("opacity at 0.5: CGFloat \(asCGFloat.map { "\($0)" } ?? "nil"), Double \(asDouble.map { "\($0)" } ?? "nil"), "
            + "Float \(asFloat.map { "\($0)" } ?? "nil"), NSNumber \(asNumber?.doubleValue.description ?? "nil")")
        let position = mover.presentation()?.value(forKeyPath: "position")
        print("position at 0.5: CGPoint \((position as? CGPoint).map { "\($0.x),\($0.y)" } ?? "nil"), "
            + "NSValue \((position as? NSValue).map { "\($0.cgPointValue.x),\($0.cgPointValue.y)" } ?? "nil")")
    }
}
