// The UIKit twin of examples/swiftui/trim-spinner.swift: the same arc as a shape layer,
// turned by a Core Animation rotation, on the canvas the #Preview gets (60 + 2 × 20).
import UIKit

let canvas = scene(title: "", width: 100, height: 100, background: .white, duration: .loop)

let arc = CAShapeLayer()
arc.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
arc.path = UIBezierPath(ovalIn: arc.bounds).cgPath
arc.fillColor = UIColor.clear.cgColor
arc.strokeColor = UIColor.systemBlue.cgColor
arc.lineWidth = 6
arc.lineCap = .round
arc.strokeEnd = 0.7
canvas.layer.addSublayer(arc)

let turn = CABasicAnimation(keyPath: "transform.rotation.z")
turn.fromValue = 0
turn.toValue = 2 * CGFloat.pi
turn.duration = 1
turn.repeatCount = .infinity
arc.add(turn, forKey: "turn")
