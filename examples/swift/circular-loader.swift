// circular-loader: a thin red ring fills up as a simulated download progresses.
//
// The Swift twin of scenes/circular-loader.lua: the CircularLoaderView of "How To
// Implement A Circular Image Loader Animation with CAShapeLayer" by Rounak Jain
// (raywenderlich.com; seeds 000 and 001), first half, as the tutorial writes it. The
// tutorial adds no animation code: each progress update is a plain model change of a
// standalone CAShapeLayer, which Core Animation animates implicitly.
//
//     loaderanim render examples/swift/circular-loader.swift --out circular-loader.gif

import UIKit
import LoaderAnim

// Parameters: the download and the ring's look
let progressUpdates = param("progress",
    [[0.2, 0.08], [0.5, 0.2], [0.7, 0.38], [1.1, 0.5], [1.3, 0.72], [1.7, 0.9], [2.0, 1.0]],
    "the download's updates: [time (s), receivedSize/expectedSize] pairs; the setter clamps to 0...1")
let hold = param("hold", 0.5, "seconds shown after the last update's animation ends", min: 0, max: 60)
let radius = param("radius", 20.0, "the ring's radius in points (the seed's circleRadius)", min: 1, max: 500)
let lineWidth = param("lineWidth", 2.0, "the ring's line width in points", min: 0.5, max: 50)
let color = param("color", UIColor.red, "the ring's stroke color")
let lineCap = param("lineCap", "butt", "the ring's line ends (the seed suggests round as an improvement)",
                    choices: ["butt", "round", "square"])

for (i, update) in progressUpdates.enumerated() where update.count != 2 {
    fatalError("progress[\(i + 1)] must be a [time, fraction] pair")
}

let canvas = scene(title: "Circular loader", width: 160, height: 160, background: .white, fps: 50, hold: hold)

class CircularLoaderView: UIView {
    let circlePathLayer = CAShapeLayer()
    let circleRadius: CGFloat = CGFloat(radius)

    var progress: CGFloat {
        get {
            return circlePathLayer.strokeEnd
        }
        set {
            if newValue > 1 {
                circlePathLayer.strokeEnd = 1
            } else if newValue < 0 {
                circlePathLayer.strokeEnd = 0
            } else {
                circlePathLayer.strokeEnd = newValue
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        configure()
    }

    func configure() {
        layer.name = "view"
        circlePathLayer.name = "ring"
        circlePathLayer.frame = bounds
        circlePathLayer.lineWidth = CGFloat(lineWidth)
        circlePathLayer.fillColor = UIColor.clear.cgColor
        circlePathLayer.strokeColor = color.cgColor
        circlePathLayer.lineCap = CAShapeLayerLineCap(rawValue: lineCap)
        layer.addSublayer(circlePathLayer)
        backgroundColor = .white
        progress = 0
    }

    func circleFrame() -> CGRect {
        var circleFrame = CGRect(x: 0, y: 0, width: 2 * circleRadius, height: 2 * circleRadius)
        circleFrame.origin.x = circlePathLayer.bounds.midX - circleFrame.midX
        circleFrame.origin.y = circlePathLayer.bounds.midY - circleFrame.midY
        return circleFrame
    }

    func circlePath() -> UIBezierPath {
        return UIBezierPath(ovalIn: circleFrame())
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        circlePathLayer.frame = bounds
        circlePathLayer.path = circlePath().cgPath
    }
}

// CustomImageView: the loader fills the canvas.
let progressIndicatorView = CircularLoaderView(frame: .zero)
canvas.view.addSubview(progressIndicatorView)
progressIndicatorView.frame = canvas.view.bounds

// The download callback: progressIndicatorView.progress = receivedSize / expectedSize.
for update in progressUpdates {
    let (time, fraction) = (update[0], update[1])
    DispatchQueue.main.asyncAfter(deadline: .now() + time) {
        progressIndicatorView.progress = CGFloat(fraction)
    }
}
