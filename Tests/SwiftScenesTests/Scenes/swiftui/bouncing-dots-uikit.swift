// The UIKit twin of examples/swiftui/bouncing-dots.swift: three shape layers whose y
// moves from 12 below to 12 above the middle, ease-in-out for 0.45 s there and back for
// ever, each 0.15 s after the one before; on the #Preview's canvas (62 x 50, padded 16).
import UIKit

let canvas = scene(title: "", width: 94, height: 82, background: .white, duration: .loop)

for index in 0..<3 {
    let dot = CAShapeLayer()
    dot.frame = CGRect(x: 16 + CGFloat(index) * 24, y: 41 - 7 - 12, width: 14, height: 14)
    dot.path = UIBezierPath(ovalIn: dot.bounds).cgPath
    dot.fillColor = UIColor.systemOrange.cgColor
    canvas.layer.addSublayer(dot)

    let bounce = CABasicAnimation(keyPath: "position.y")
    bounce.fromValue = 41 + 12
    bounce.toValue = 41 - 12
    bounce.duration = 0.45
    bounce.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    bounce.autoreverses = true
    bounce.repeatCount = .infinity
    bounce.beginTime = CACurrentMediaTime() + Double(index) * 0.15
    bounce.fillMode = .backwards
    dot.add(bounce, forKey: "bounce")
}
