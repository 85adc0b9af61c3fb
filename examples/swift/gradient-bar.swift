// gradient-bar: a rainbow gradient that flows sideways, masked to the progress.
//
// The Swift twin of scenes/gradient-bar.lua: the GradientProgressView of the CAGradientLayer
// part of "CAShapeLayer和CAGradientLayer" (2014; seed 004), after nrj's "Animated progress
// view with CAGradientLayer", from its Objective-C into Swift line by line: a view whose
// layer is a horizontal CAGradientLayer of 73 hues; performAnimation moves the last color
// to the front, sets the model and adds a colors animation to the shifted colors, and runs
// again when it stops, forever; a standalone black mask layer, as wide as the progress,
// lets the gradient show.
//
//     loaderanim render examples/swift/gradient-bar.swift --out gradient-bar.gif

import UIKit
import LoaderAnim

// Parameters
let steps = param("steps", [0.3, 0.2, 0.4, 0.1],
                  "the progress increments, one every `interval` seconds from `interval` on; progress = min(1, their sum)")
let interval = param("interval", 1.0, "seconds between progress updates (the first comes after one interval)", min: 0.05, max: 60)
let hold = param("hold", 0.75, "seconds shown after the last update's animation (0.25 s) ends", min: 0, max: 60)
let stepDuration = param("stepDuration", 0.08, "seconds each color step of the flow lasts (the seed's 0.08)", min: 0.02, max: 10)

let canvas = scene(title: "Gradient progress bar",
                   summary: "A rainbow gradient flows sideways inside a bar that grows with the progress.",
                   width: 320, height: 32, background: .black,
                   // The flow never stops, so the length is fixed: the last update, its
                   // animation, the hold.
                   duration: .seconds(Double(steps.count) * interval + 0.25 + hold),
                   fps: 25)

class GradientProgressView: UIView, CAAnimationDelegate {
    // + (Class)layerClass { return [CAGradientLayer class]; }
    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }

    private(set) var maskLayer: CALayer!
    private var _progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)

        // Use a horizontal gradient
        let layer = self.layer as! CAGradientLayer
        layer.name = "gradient"
        layer.startPoint = CGPoint(x: 0.0, y: 0.5)
        layer.endPoint = CGPoint(x: 1.0, y: 0.5)

        // Create colors using hues in +5 increments
        var colors: [CGColor] = []
        for hue in stride(from: 0, through: 360, by: 5) {
            let color = UIColor(hue: 1.0 * CGFloat(hue) / 360.0, saturation: 1.0, brightness: 1.0, alpha: 1.0)
            colors.append(color.cgColor)
        }
        layer.colors = colors

        maskLayer = CALayer()
        maskLayer.name = "mask"
        maskLayer.frame = CGRect(x: 0, y: 0, width: 0, height: frame.size.height)
        maskLayer.backgroundColor = UIColor.black.cgColor
        layer.mask = maskLayer
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    func performAnimation() {
        // Move the last color in the array to the front, shifting all the other colors.
        let layer = self.layer as! CAGradientLayer
        var mutable = layer.colors!
        let lastColor = mutable.removeLast()
        mutable.insert(lastColor, at: 0)
        let shiftedColors = mutable

        // Update the colors on the model layer
        layer.colors = shiftedColors

        // Create an animation to slowly move the gradient left to right.
        let animation = CABasicAnimation(keyPath: "colors")
        animation.toValue = shiftedColors
        animation.duration = stepDuration
        animation.isRemovedOnCompletion = true
        animation.fillMode = .forwards
        animation.delegate = self
        layer.add(animation, forKey: "animateGradient")
    }

    func animationDidStop(_ animation: CAAnimation, finished flag: Bool) {
        performAnimation()
    }

    // - (void)setProgress:(CGFloat)value
    var progress: CGFloat {
        get { return _progress }
        set {
            if _progress != newValue {
                // Progress values go from 0.0 to 1.0
                _progress = min(1.0, abs(newValue))
                setNeedsLayout()
            }
        }
    }

    override func layoutSubviews() {
        // Resize our mask layer based on the current progress
        var maskRect = maskLayer.frame
        maskRect.size.width = bounds.width * _progress
        maskLayer.frame = maskRect
    }
}

let progressView = GradientProgressView(frame: CGRect(x: 0, y: 12, width: canvas.width, height: 8))
canvas.view.addSubview(progressView)
progressView.performAnimation()

// The simulated progress: one step every interval.
var sum = 0.0
for (i, step) in steps.enumerated() {
    sum += step
    let value = min(1, sum)
    DispatchQueue.main.asyncAfter(deadline: .now() + Double(i + 1) * interval) {
        progressView.progress = CGFloat(value)
    }
}
