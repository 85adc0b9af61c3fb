// replicator-spinner: twelve dots round a circle fade and shrink in turn, the classic
// activity indicator made of one dot, one CAReplicatorLayer and one animation.
//
// An original loader written as such loaders are written for iOS: a UIView that owns a
// CAReplicatorLayer, one dot layer, an instanceTransform that turns each copy 30 degrees
// further and an instanceDelay that starts each copy's animation a twelfth of a period
// later, so that the fade runs round the ring.
//
//     loaderanim render examples/swift/replicator-spinner.swift --out replicator-spinner.gif

import UIKit
import LoaderAnim

let dotCount = param("dots", 12, "how many dots make the ring", min: 3, max: 36)
let period = param("period", 1.0, "seconds for the fade to run once round the ring", min: 0.2, max: 10)
let tint = param("color", UIColor.systemIndigo, "the dots' color")

let canvas = scene(title: "Replicator spinner", summary: "Dots round a circle fade and shrink in turn: one dot, one replicator.",
                   width: 120, height: 120, background: .white, scale: 2, duration: .loop, fps: 50)

final class ReplicatorSpinnerView: UIView {
    private let replicatorLayer = CAReplicatorLayer()
    private let dotLayer = CALayer()

    var dotCount = 12 {
        didSet { setNeedsLayout() }
    }
    var period: CFTimeInterval = 1
    var dotColor: UIColor = .systemIndigo {
        didSet { dotLayer.backgroundColor = dotColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        replicatorLayer.name = "replicator"
        dotLayer.name = "dot"
        dotLayer.backgroundColor = dotColor.cgColor
        replicatorLayer.addSublayer(dotLayer)
        layer.addSublayer(replicatorLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicatorLayer.frame = bounds

        let side = min(bounds.width, bounds.height)
        let dotSize = side / 7
        dotLayer.bounds = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
        dotLayer.position = CGPoint(x: bounds.midX, y: bounds.midY - side / 2 + dotSize / 2)
        dotLayer.cornerRadius = dotSize / 2

        replicatorLayer.instanceCount = dotCount
        replicatorLayer.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
        replicatorLayer.instanceDelay = period / Double(dotCount)
    }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.15

        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1.0
        shrink.toValue = 0.4

        let group = CAAnimationGroup()
        group.animations = [fade, shrink]
        group.duration = period
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        // Begun a period ago, so that every copy is already on its way round (each starts
        // instanceDelay after the one before) when the spinner first shows.
        group.beginTime = CACurrentMediaTime() - period
        dotLayer.add(group, forKey: "spin")
    }

    func stopAnimating() {
        dotLayer.removeAnimation(forKey: "spin")
    }
}

let spinner = ReplicatorSpinnerView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
spinner.dotCount = dotCount
spinner.period = period
spinner.dotColor = tint
canvas.view.addSubview(spinner)
spinner.startAnimating()
