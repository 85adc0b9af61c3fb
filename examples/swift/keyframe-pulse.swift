// keyframe-pulse: a dot beats twice, like a heart, while two rings ripple out from it
// and fade.
//
// An original loader written as such loaders are written for iOS: a UIView whose dot
// beats by a CAKeyframeAnimation of transform.scale (values at keyTimes, a curve for each
// step), and whose rings each run a CAAnimationGroup of two keyframe animations, scale and
// opacity, half a period apart by timeOffset.
//
//     loaderanim render examples/swift/keyframe-pulse.swift --out keyframe-pulse.gif

import UIKit
import LoaderAnim

let period = param("period", 1.2, "seconds of one beat and one ripple", min: 0.3, max: 10)
let tint = param("color", UIColor.systemPink, "the dot's and the rings' color")

let canvas = scene(title: "Keyframe pulse", summary: "A dot beats twice while rings ripple out from it and fade.",
                   width: 120, height: 120, background: .white, scale: 2, duration: .loop, fps: 50)

final class PulseView: UIView {
    private let dotLayer = CAShapeLayer()
    private var rippleLayers: [CAShapeLayer] = []
    var period: CFTimeInterval = 1.2
    var color: UIColor = .systemPink {
        didSet { applyColor() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<2 {
            let ripple = CAShapeLayer()
            ripple.name = "ripple\(index + 1)"
            ripple.fillColor = UIColor.clear.cgColor
            ripple.lineWidth = 2
            ripple.opacity = 0
            layer.addSublayer(ripple)
            rippleLayers.append(ripple)
        }
        dotLayer.name = "dot"
        layer.addSublayer(dotLayer)
        applyColor()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func applyColor() {
        dotLayer.fillColor = color.cgColor
        for ripple in rippleLayers {
            ripple.strokeColor = color.cgColor
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)

        let dotSide = side * 0.36
        dotLayer.bounds = CGRect(x: 0, y: 0, width: dotSide, height: dotSide)
        dotLayer.position = center
        dotLayer.path = UIBezierPath(ovalIn: dotLayer.bounds).cgPath

        let rippleSide = side * 0.6
        for ripple in rippleLayers {
            ripple.bounds = CGRect(x: 0, y: 0, width: rippleSide, height: rippleSide)
            ripple.position = center
            ripple.path = UIBezierPath(ovalIn: ripple.bounds.insetBy(dx: 1, dy: 1)).cgPath
        }
    }

    func startPulsing() {
        // The beat: up, back, up a little less, and rest for the rest of the period.
        let beat = CAKeyframeAnimation(keyPath: "transform.scale")
        beat.values = [1.0, 1.22, 0.94, 1.12, 1.0, 1.0]
        beat.keyTimes = [0, 0.12, 0.24, 0.36, 0.52, 1]
        beat.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeIn),
            CAMediaTimingFunction(name: .linear),
        ]
        beat.duration = period
        beat.repeatCount = .infinity
        dotLayer.add(beat, forKey: "beat")

        // The ripples: out from under the dot, bright at first, gone at the edge.
        for (index, ripple) in rippleLayers.enumerated() {
            let grow = CAKeyframeAnimation(keyPath: "transform.scale")
            grow.values = [0.6, 1.0, 1.5]
            grow.keyTimes = [0, 0.4, 1]

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0.0, 0.9, 0.0]
            fade.keyTimes = [0, 0.15, 1]

            let group = CAAnimationGroup()
            group.animations = [grow, fade]
            group.duration = period
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            group.repeatCount = .infinity
            // Half a period apart.
            group.timeOffset = Double(index) * period / 2
            ripple.add(group, forKey: "ripple")
        }
    }
}

let pulse = PulseView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
pulse.period = period
pulse.color = tint
canvas.view.addSubview(pulse)
pulse.startPulsing()
