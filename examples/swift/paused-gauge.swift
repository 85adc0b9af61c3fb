// paused-gauge: a donut gauge drawn in draw(_:) (its hole punched out with the clear blend
// mode), a bordered spinner ring that pauses while the gauge "thinks" and resumes after,
// and a thin label, as such a loader is written for iOS.
//
// The spinner is paused and resumed the way Apple's Technical Q&A QA1673 does it: speed 0
// with the local time kept in timeOffset, then beginTime moved by the time paused. Its
// subtree (the ring and its dot) stops and goes on together.
//
//     loaderanim render examples/swift/paused-gauge.swift --out paused-gauge.gif

import UIKit
import LoaderAnim

let canvas = scene(title: "Paused gauge", summary: "A drawn donut gauge, a bordered spinner that pauses and resumes, a thin label.",
                   width: 140, height: 140, background: .white, scale: 2, duration: 3, fps: 25)

final class GaugeView: UIView {
    var value: CGFloat = 0.7 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let disc = bounds.insetBy(dx: 4, dy: 4)
        ctx.setFillColor(UIColor.systemGray5.cgColor)
        ctx.fillEllipse(in: disc)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.move(to: center)
        ctx.addArc(center: center, radius: disc.width / 2, startAngle: -.pi / 2,
                   endAngle: -.pi / 2 + 2 * .pi * value, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(UIColor.systemTeal.cgColor)
        ctx.fillPath()
        // The hole: cleared out of what this view drew, so whatever lies beneath shows.
        ctx.setBlendMode(.clear)
        ctx.fillEllipse(in: disc.insetBy(dx: 14, dy: 14))
        ctx.setBlendMode(.normal)
    }
}

let gauge = GaugeView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
gauge.backgroundColor = .clear
canvas.view.addSubview(gauge)
gauge.setNeedsDisplay()

let spinner = CALayer()
spinner.frame = CGRect(x: 45, y: 45, width: 50, height: 50)
spinner.cornerRadius = 25
spinner.borderWidth = 2
spinner.borderColor = UIColor.systemIndigo.cgColor
canvas.view.layer.addSublayer(spinner)
let dot = CALayer()
dot.frame = CGRect(x: 21, y: -4, width: 8, height: 8)
dot.cornerRadius = 4
dot.backgroundColor = UIColor.systemIndigo.cgColor
dot.borderWidth = 1
dot.borderColor = UIColor.white.cgColor
spinner.addSublayer(dot)

let spin = CABasicAnimation(keyPath: "transform.rotation.z")
spin.fromValue = 0
spin.toValue = 2 * CGFloat.pi
spin.duration = 1
spin.repeatCount = .infinity
spinner.add(spin, forKey: "spin")

let label = CATextLayer()
label.frame = CGRect(x: 0, y: 116, width: 140, height: 20)
label.string = "Loading"
label.font = UIFont(name: "HelveticaNeue-Thin", size: 15)
label.fontSize = 15
label.foregroundColor = UIColor.darkGray.cgColor
label.alignmentMode = .center
canvas.view.layer.addSublayer(label)

func pause(_ layer: CALayer) {
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
}

func resume(_ layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
}

DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) {
    pause(spinner)
    label.string = "Thinking"
    gauge.value = 0.9
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2.25) {
    resume(spinner)
    label.string = "Loading"
}
