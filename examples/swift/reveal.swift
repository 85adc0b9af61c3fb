// reveal: the circular loader fills, then the picture behind it is revealed through an
// expanding circular mask.
//
// The Swift twin of scenes/reveal.lua: "How To Implement A Circular Image Loader Animation
// with CAShapeLayer" by Rounak Jain (raywenderlich.com; seeds 000 and 001), whole, as the
// tutorial writes it: the CircularLoaderView of circular-loader.swift in a UIImageView;
// once the download completes, reveal() clears the view, turns the ring into the image
// view's mask and grows it (path outward, lineWidth inward, one group, 1 s,
// easeInEaseOut); animationDidStop removes the mask.
//
//     loaderanim render examples/swift/reveal.swift --out reveal.gif

import UIKit
import LoaderAnim

// Parameters: the picture, the download and the ring's look
let image = param("image", UIImage(named: "../../scenes/assets/landscape.png")!,
                  "the picture revealed (PNG or JPEG), shown aspect-fill; the default is made by assets/landscape.lua")
let progressUpdates = param("progress",
    [[0.2, 0.08], [0.5, 0.2], [0.7, 0.38], [1.1, 0.5], [1.3, 0.72], [1.7, 0.9], [2.0, 1.0]],
    "the download's updates: [time (s), receivedSize/expectedSize] pairs; the setter clamps to 0...1")
var lastUpdate = 0.0
for (i, update) in progressUpdates.enumerated() {
    if update.count != 2 { fatalError("progress[\(i + 1)] must be a [time, fraction] pair") }
    lastUpdate = max(lastUpdate, update[0])
}
let revealAt = param("revealAt", lastUpdate + 0.25,
                     "when the image has loaded and reveal() runs (default: the last update's time + 0.25 s)", min: 0)
let hold = param("hold", 1.0, "seconds shown after the reveal ends", min: 0, max: 60)
let radius = param("radius", 20.0, "the ring's radius in points (the seed's circleRadius)", min: 1, max: 500)
let lineWidth = param("lineWidth", 2.0, "the ring's line width in points", min: 0.5, max: 50)
let color = param("color", UIColor.red, "the ring's stroke color")
let lineCap = param("lineCap", "butt", "the ring's line ends (the seed suggests round as an improvement)",
                    choices: ["butt", "round", "square"])

let canvas = scene(title: "Circular image reveal",
                   summary: "A red ring fills as the image loads, then the image is revealed through an expanding circle.",
                   width: 240, height: 240, background: .white, fps: 50, hold: hold)

class CircularLoaderView: UIView, CAAnimationDelegate {
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

    func reveal() {
        // 1
        backgroundColor = .clear
        progress = 1
        // 2
        circlePathLayer.removeAnimation(forKey: "strokeEnd")
        // 3
        circlePathLayer.removeFromSuperlayer()
        superview?.layer.mask = circlePathLayer

        // 1
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let finalRadius = sqrt((center.x * center.x) + (center.y * center.y))
        let radiusInset = finalRadius - circleRadius
        let outerRect = circleFrame().insetBy(dx: -radiusInset, dy: -radiusInset)
        let toPath = UIBezierPath(ovalIn: outerRect).cgPath

        // 2
        let fromPath = circlePathLayer.path
        let fromLineWidth = circlePathLayer.lineWidth

        // 3
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        circlePathLayer.lineWidth = 2 * finalRadius
        circlePathLayer.path = toPath
        CATransaction.commit()

        // 4
        let lineWidthAnimation = CABasicAnimation(keyPath: "lineWidth")
        lineWidthAnimation.fromValue = fromLineWidth
        lineWidthAnimation.toValue = 2 * finalRadius
        let pathAnimation = CABasicAnimation(keyPath: "path")
        pathAnimation.fromValue = fromPath
        pathAnimation.toValue = toPath

        // 5
        let groupAnimation = CAAnimationGroup()
        groupAnimation.duration = 1
        groupAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        groupAnimation.animations = [pathAnimation, lineWidthAnimation]
        groupAnimation.delegate = self
        circlePathLayer.add(groupAnimation, forKey: "strokeWidth")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        superview?.layer.mask = nil
    }
}

// CustomImageView: the image view, with the loader as a subview that fills it.
class CustomImageView: UIImageView {
    let progressIndicatorView = CircularLoaderView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.name = "photo"
        contentMode = .scaleAspectFill
        addSubview(progressIndicatorView)
        progressIndicatorView.frame = bounds
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    // The download: SDWebImage's progress block, then its completion block.
    func load(_ picture: UIImage) {
        self.image = picture
        for update in progressUpdates {
            let (time, fraction) = (update[0], update[1])
            DispatchQueue.main.asyncAfter(deadline: .now() + time) { [weak self] in
                self?.progressIndicatorView.progress = CGFloat(fraction)
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + revealAt) { [weak self] in
            self?.progressIndicatorView.reveal()
        }
    }
}

let imageView = CustomImageView(frame: canvas.view.bounds)
canvas.view.addSubview(imageView)
imageView.load(image)
