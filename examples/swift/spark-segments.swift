// spark-segments: the Spark camera's recording ring; each press records a colored segment.
//
// The Swift twin of scenes/spark-segments.lua: the RecordingCircleOverlayView of the
// CAShapeLayer part of "CAShapeLayer和CAGradientLayer" (2014; seed 004), after subjc's
// "Spark Camera's recording meter", from its Objective-C into Swift line by line: a light
// gray track circle; touchesBegan runs addNewLayer and updateAnimations (every segment's
// strokeEnd, the older segments' strokeStart and the track's strokeStart run on towards the
// full circle over what is left of `duration`); touchesEnded runs removeAnimations (the
// presentation values are copied into the model and the animations removed); the first
// strokeEnd animation to finish ends the recording (animationDidStop).
//
//     loaderanim render examples/swift/spark-segments.swift --out spark-segments.gif

import UIKit
import LoaderAnim

// Parameters
let duration = param("duration", 4.0,
                     "seconds of recording for a full circle (the seed's 45, and 10 in its demo, are long for a GIF)",
                     min: 0.1, max: 600)
let holds = param("holds", [[0.3, 1.3], [1.7, 2.5], [2.9, 5.5]],
                  "the finger's [press, release] times (s), in order; each press records a new segment")
// arc4random_uniform draws from the scene's generator, which `seed` seeds (as random() in Lua).
let seed = param("seed", 1, "seeds the segments' random colors", min: 0)
let hold = param("hold", 0.9, "seconds shown after the ring completes (or after the last release)", min: 0, max: 60)
let strokeWidth = param("strokeWidth", 7.0, "the ring's line width in points", min: 0.5, max: 40)

var previous = 0.0
for (i, h) in holds.enumerated() {
    if h.count != 2 || h[0] < previous || h[1] < h[0] {
        fatalError("holds[\(i + 1)] must be a [press, release] pair after the one before, press <= release")
    }
    previous = h[1]
}

// The scene's end: the ring is full once the presses have lasted `duration` in all (each
// press animates over what is left of it); if they never do, the last release.
func recordingEnd() -> Double {
    var recorded = 0.0, last = 0.0
    for h in holds {
        let (down, up) = (h[0], h[1])
        if recorded + (up - down) >= duration { return down + (duration - recorded) }
        recorded += up - down
        last = up
    }
    return last
}

let canvas = scene(title: "Spark recording ring",
                   summary: "The Spark camera's recording ring: each press records a segment of a new color.",
                   width: 200, height: 200, background: .white,
                   duration: .seconds(max(recordingEnd() + hold, 0.1)), fps: 25)

class RecordingCircleOverlayView: UIView, CAAnimationDelegate {
    var strokeWidth: CGFloat
    var duration: CGFloat = 45
    private var circlePath: UIBezierPath!
    private var progressLayers: [CAShapeLayer] = []
    private var currentProgressLayer: CAShapeLayer?
    private var backgroundLayer: CAShapeLayer!
    private(set) var hasFinishedAnimating = false

    init(frame: CGRect, strokeWidth: CGFloat, insets: UIEdgeInsets) {
        self.strokeWidth = strokeWidth
        super.init(frame: frame)

        let arcCenter = CGPoint(x: bounds.midY, y: bounds.midX)
        let radius = bounds.midX - insets.top - insets.bottom

        circlePath = UIBezierPath(arcCenter: arcCenter,
                                  radius: radius,
                                  startAngle: .pi,
                                  endAngle: -.pi,
                                  clockwise: false)

        backgroundLayer = CAShapeLayer()
        backgroundLayer.name = "track"
        backgroundLayer.path = circlePath.cgPath
        backgroundLayer.strokeColor = UIColor.lightGray.cgColor
        backgroundLayer.fillColor = UIColor.clear.cgColor
        backgroundLayer.lineWidth = self.strokeWidth

        layer.addSublayer(backgroundLayer)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Any hue; saturation and brightness from 0.5 up, away from white and black.
    private func randomColor() -> UIColor {
        let hue = CGFloat(arc4random_uniform(256)) / 256.0
        let saturation = CGFloat(arc4random_uniform(128)) / 256.0 + 0.5
        let brightness = CGFloat(arc4random_uniform(128)) / 256.0 + 0.5
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    private func addNewLayer() {
        let progressLayer = CAShapeLayer()
        progressLayer.name = "segment\(progressLayers.count + 1)"
        progressLayer.path = circlePath.cgPath
        progressLayer.strokeColor = randomColor().cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.lineWidth = strokeWidth
        progressLayer.strokeEnd = 0

        layer.addSublayer(progressLayer)
        progressLayers.append(progressLayer)

        currentProgressLayer = progressLayer
    }

    private func updateAnimations() {
        let duration = Double(self.duration * (1 - progressLayers.first!.strokeEnd))
        var strokeEndFinal: CGFloat = 1

        for progressLayer in progressLayers {
            let strokeEndAnimation = CABasicAnimation(keyPath: "strokeEnd")
            strokeEndAnimation.duration = duration
            strokeEndAnimation.fromValue = progressLayer.strokeEnd
            strokeEndAnimation.toValue = strokeEndFinal
            strokeEndAnimation.autoreverses = false
            strokeEndAnimation.repeatCount = 0
            strokeEndAnimation.fillMode = .forwards
            strokeEndAnimation.isRemovedOnCompletion = false
            strokeEndAnimation.delegate = self
            progressLayer.add(strokeEndAnimation, forKey: "strokeEndAnimation")

            strokeEndFinal -= (progressLayer.strokeEnd - progressLayer.strokeStart)

            if progressLayer != currentProgressLayer {
                let strokeStartAnimation = CABasicAnimation(keyPath: "strokeStart")
                strokeStartAnimation.duration = duration
                strokeStartAnimation.fromValue = progressLayer.strokeStart
                strokeStartAnimation.toValue = strokeEndFinal
                strokeStartAnimation.autoreverses = false
                strokeStartAnimation.repeatCount = 0
                strokeStartAnimation.fillMode = .forwards
                strokeStartAnimation.isRemovedOnCompletion = false
                progressLayer.add(strokeStartAnimation, forKey: "strokeStartAnimation")
            }
        }

        let backgroundLayerAnimation = CABasicAnimation(keyPath: "strokeStart")
        backgroundLayerAnimation.duration = duration
        backgroundLayerAnimation.fromValue = backgroundLayer.strokeStart
        backgroundLayerAnimation.toValue = 1
        backgroundLayerAnimation.autoreverses = false
        backgroundLayerAnimation.repeatCount = 0
        backgroundLayerAnimation.fillMode = .forwards
        backgroundLayerAnimation.isRemovedOnCompletion = false
        backgroundLayerAnimation.delegate = self
        backgroundLayer.add(backgroundLayerAnimation, forKey: "strokeStartAnimation")
    }

    private func removeAnimations() {
        for progressLayer in progressLayers {
            progressLayer.strokeStart = progressLayer.presentation()!.strokeStart
            progressLayer.strokeEnd = progressLayer.presentation()!.strokeEnd
            progressLayer.removeAllAnimations()
        }
        backgroundLayer.strokeStart = backgroundLayer.presentation()!.strokeStart
        backgroundLayer.removeAllAnimations()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !hasFinishedAnimating && flag {
            removeAnimations()
            hasFinishedAnimating = flag
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !hasFinishedAnimating {
            addNewLayer()
            updateAnimations()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !hasFinishedAnimating {
            removeAnimations()
        }
    }
}

let overlay = RecordingCircleOverlayView(frame: canvas.view.bounds, strokeWidth: CGFloat(strokeWidth),
                                         insets: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
overlay.duration = CGFloat(duration)
canvas.view.addSubview(overlay)

// The finger: a press and a release for each hold.
let finger = UITouch(location: CGPoint(x: canvas.width / 2, y: canvas.height / 2), in: overlay)
for h in holds {
    DispatchQueue.main.asyncAfter(deadline: .now() + h[0]) { overlay.touchesBegan([finger], with: nil) }
    DispatchQueue.main.asyncAfter(deadline: .now() + h[1]) { overlay.touchesEnded([finger], with: nil) }
}
