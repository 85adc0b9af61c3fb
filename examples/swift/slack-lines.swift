// slack-lines: four colored lines that rotate, shrink, gather and grow back, as Slack's
// loading animation.
//
// The Swift twin of scenes/slack-lines.lua: the SlackLoadingView of the iOS blog post that
// rebuilds Slack's loading animation (seed 003), in today's Swift: config() and
// drawLineShapeLayer() lay out four round-capped CAShapeLayer lines in a view turned -30
// degrees; startAnimation() adds the turn and the three line animations, timed by
// beginTime; when line 4's last strokeEnd animation stops, animationDidStop waits
// `interval` and starts again. A tap (touchesEnded) pauses a running loader and resumes a
// paused one through the layers' speed and timeOffset.
//
//     loaderanim render examples/swift/slack-lines.swift --out slack-lines.gif

import UIKit
import LoaderAnim

// Parameters
let size = param("size", 100.0, "the loader's side in points (the seed's lineLength)", min: 20, max: 1000)
let duration = param("duration", 2.0, "seconds of one turn and gather (the seed's duration D)", min: 0.1, max: 60)
let interval = param("interval", 1,
                     "whole seconds between cycles (the seed's dispatch_after counts Int64(interval) seconds)",
                     min: 0, max: 60)
let colors = param("colors", [UIColor(rgba: "#9DD4E9"), UIColor(rgba: "#F5BD58"), UIColor(rgba: "#FF317E"), UIColor(rgba: "#6FC9B5")],
                   "the four lines' colors")
let taps = param("taps", [Double](), "times (s) the loader is tapped: a tap pauses it while running, resumes it "
                 + "when paused, starts it when idle", min: 0)
if colors.count != 4 { fatalError("colors must be four colors, one a line, not \(colors.count)") }

let canvas = scene(title: "Slack loading lines",
                   summary: "Four colored lines rotate, shrink, gather to the middle and grow back, as Slack's loader.",
                   width: 160, height: 160, background: .white,
                   // One seamless cycle: the last strokeEnd animation ends at 1.25 D, the next
                   // starts `interval` later.
                   duration: .seconds(1.25 * duration + Double(interval)),
                   fps: 50)

// UIColor(rgba:), the hex initializer the seed's project carries.
extension UIColor {
    convenience init(rgba: String) {
        var hex = rgba.hasPrefix("#") ? String(rgba.dropFirst()) : rgba
        if hex.count == 6 { hex += "FF" }
        let value = UInt32(hex, radix: 16) ?? 0
        self.init(red: CGFloat((value >> 24) & 0xFF) / 255, green: CGFloat((value >> 16) & 0xFF) / 255,
                  blue: CGFloat((value >> 8) & 0xFF) / 255, alpha: CGFloat(value & 0xFF) / 255)
    }
}

class SlackLoadingView: UIView {
    // the lines' width
    var lineWidth: CGFloat = 0
    // the lines' length
    var lineLength: CGFloat = 0
    // the margin
    var margin: CGFloat = 0
    // the animation's duration
    var duration: Double = 2
    // the interval between animations
    var interval: Double = 1
    // the four lines' colors
    var colors: [UIColor] = [UIColor(rgba: "#9DD4E9"), UIColor(rgba: "#F5BD58"), UIColor(rgba: "#FF317E"), UIColor(rgba: "#6FC9B5")]
    // the animation's state
    private(set) var status: AnimationStatus = .normal
    // the four lines
    private var lines: [CAShapeLayer] = []

    enum AnimationStatus {
        // idle
        case normal
        // animating
        case animating
        // paused
        case pause
    }

    // MARK: Initial Methods
    convenience init(frame: CGRect, colors: [UIColor], duration: Double, interval: Double) {
        self.init(frame: frame)
        self.colors = colors
        self.duration = duration
        self.interval = interval
        config()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.name = "view"
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        config()
    }

    private func config() {
        lineLength = max(frame.width, frame.height)
        lineWidth = lineLength / 6.0
        margin = lineLength / 4.5 + lineWidth / 2
        drawLineShapeLayer()
        transform = CGAffineTransform.identity.rotated(by: angle(-30))
    }

    // MARK: Drawing the lines
    private func drawLineShapeLayer() {
        // start points
        let startPoint = [point(lineWidth / 2, y: margin),
                          point(lineLength - margin, y: lineWidth / 2),
                          point(lineLength - lineWidth / 2, y: lineLength - margin),
                          point(margin, y: lineLength - lineWidth / 2)]
        // end points
        let endPoint = [point(lineLength - lineWidth / 2, y: margin),
                        point(lineLength - margin, y: lineLength - lineWidth / 2),
                        point(lineWidth / 2, y: lineLength - margin),
                        point(margin, y: lineWidth / 2)]
        for i in 0...3 {
            let line = CAShapeLayer()
            line.name = "line\(i + 1)"
            line.lineWidth = lineWidth
            line.lineCap = .round
            line.opacity = 0.8
            line.strokeColor = colors[i].cgColor
            line.path = getLinePath(startPoint[i], endPoint: endPoint[i]).cgPath
            layer.addSublayer(line)
            lines.append(line)
        }
    }

    private func getLinePath(_ startPoint: CGPoint, endPoint: CGPoint) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: startPoint)
        path.addLine(to: endPoint)
        return path
    }

    private func point(_ x: CGFloat, y: CGFloat) -> CGPoint {
        return CGPoint(x: x, y: y)
    }

    private func angle(_ angle: Double) -> CGFloat {
        return CGFloat(angle * (Double.pi / 180))
    }

    // MARK: Animation steps
    // The turn: two full turns.
    private func angleAnimation() {
        let angleAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
        angleAnimation.fromValue = angle(-30)
        angleAnimation.toValue = angle(690)
        angleAnimation.fillMode = .forwards
        angleAnimation.isRemovedOnCompletion = false
        angleAnimation.duration = duration
        angleAnimation.delegate = self
        layer.add(angleAnimation, forKey: "angleAnimation")
    }

    // The lines' first step: from long to short.
    private func lineAnimationOne() {
        let lineAnimationOne = CABasicAnimation(keyPath: "strokeEnd")
        lineAnimationOne.duration = duration / 2
        lineAnimationOne.fillMode = .forwards
        lineAnimationOne.isRemovedOnCompletion = false
        lineAnimationOne.fromValue = 1
        lineAnimationOne.toValue = 0
        for i in 0...3 {
            let lineLayer = lines[i]
            lineLayer.add(lineAnimationOne, forKey: "lineAnimationOne")
        }
    }

    // The lines' second step: they move to the middle.
    private func lineAnimationTwo() {
        for i in 0...3 {
            var keypath = "transform.translation.x"
            if i % 2 == 1 {
                keypath = "transform.translation.y"
            }
            let lineAnimationTwo = CABasicAnimation(keyPath: keypath)
            lineAnimationTwo.beginTime = CACurrentMediaTime() + duration / 2
            lineAnimationTwo.duration = duration / 4
            lineAnimationTwo.fillMode = .forwards
            lineAnimationTwo.isRemovedOnCompletion = false
            lineAnimationTwo.autoreverses = true
            lineAnimationTwo.fromValue = 0
            if i < 2 {
                lineAnimationTwo.toValue = lineLength / 4
            } else {
                lineAnimationTwo.toValue = -lineLength / 4
            }
            let lineLayer = lines[i]
            lineLayer.add(lineAnimationTwo, forKey: "lineAnimationTwo")
        }

        // the ratio of the triangle's two sides
        let scale = (lineLength - 2 * margin) / (lineLength - lineWidth)
        for i in 0...3 {
            var keypath = "transform.translation.y"
            if i % 2 == 1 {
                keypath = "transform.translation.x"
            }
            let lineAnimationTwo = CABasicAnimation(keyPath: keypath)
            lineAnimationTwo.beginTime = CACurrentMediaTime() + duration / 2
            lineAnimationTwo.duration = duration / 4
            lineAnimationTwo.fillMode = .forwards
            lineAnimationTwo.isRemovedOnCompletion = false
            lineAnimationTwo.autoreverses = true
            lineAnimationTwo.fromValue = 0
            if i == 0 || i == 3 {
                lineAnimationTwo.toValue = lineLength / 4 * scale
            } else {
                lineAnimationTwo.toValue = -lineLength / 4 * scale
            }
            let lineLayer = lines[i]
            lineLayer.add(lineAnimationTwo, forKey: "lineAnimationThree")
        }
    }

    // The lines' third step: from short to long again.
    private func lineAnimationThree() {
        let lineAnimationFour = CABasicAnimation(keyPath: "strokeEnd")
        lineAnimationFour.beginTime = CACurrentMediaTime() + duration
        lineAnimationFour.duration = duration / 4
        lineAnimationFour.fillMode = .forwards
        lineAnimationFour.isRemovedOnCompletion = false
        lineAnimationFour.fromValue = 0
        lineAnimationFour.toValue = 1
        for i in 0...3 {
            if i == 3 {
                lineAnimationFour.delegate = self
            }
            let lineLayer = lines[i]
            lineLayer.add(lineAnimationFour, forKey: "lineAnimationFour")
        }
    }

    // MARK: Public Methods
    func startAnimation() {
        angleAnimation()
        lineAnimationOne()
        lineAnimationTwo()
        lineAnimationThree()
    }

    func pauseAnimation() {
        layer.pauseAnimation()
        for lineLayer in lines {
            lineLayer.pauseAnimation()
        }
        status = .pause
    }

    func resumeAnimation() {
        layer.resumeAnimation()
        for lineLayer in lines {
            lineLayer.resumeAnimation()
        }
        status = .animating
    }

    // MARK: Override
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        switch status {
        case .animating:
            pauseAnimation()
        case .pause:
            resumeAnimation()
        case .normal:
            startAnimation()
        }
    }
}

// MARK: Animation Delegate
extension SlackLoadingView: CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {
        if let animation = anim as? CABasicAnimation {
            if animation.keyPath == "transform.rotation.z" {
                status = .animating
            }
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let animation = anim as? CABasicAnimation {
            if animation.keyPath == "strokeEnd" {
                if flag {
                    status = .normal
                    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(Int(interval))) {
                        if self.status != .animating {
                            self.startAnimation()
                        }
                    }
                }
            }
        }
    }
}

extension CALayer {
    // pause
    func pauseAnimation() {
        // the current time, CACurrentMediaTime, in the layer's own time
        let pauseTime = convertTime(CACurrentMediaTime(), from: nil)
        // the layer's timeOffset, which resuming reads
        timeOffset = pauseTime
        // local time runs at 0 times its parent's: paused
        speed = 0
    }

    // resume
    func resumeAnimation() {
        let pausedTime = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        // how long it was paused
        let sincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        // the layer's beginTime relative to its parent's time
        beginTime = sincePause
    }
}

let loader = SlackLoadingView(frame: CGRect(x: (canvas.width - size) / 2, y: (canvas.height - size) / 2, width: size, height: size),
                              colors: colors, duration: duration, interval: Double(interval))
canvas.view.addSubview(loader)
loader.startAnimation()
for time in taps {
    DispatchQueue.main.asyncAfter(deadline: .now() + time) {
        loader.touchesEnded([UITouch(location: CGPoint(x: size / 2, y: size / 2), in: loader)], with: nil)
    }
}
