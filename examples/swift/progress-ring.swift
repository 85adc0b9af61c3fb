// progress-ring: a ring drawn in draw(_:) fills as a download progresses, with its
// percentage in the middle; when it is done it turns green and shows a check mark.
//
// An original loader written as such loaders are written for iOS: a UIView subclass that
// draws itself with CGContext and UIBezierPath in draw(_:), redrawn by setNeedsDisplay()
// whenever `progress` changes, and a Timer that feeds it a simulated download. The label is
// a CATextLayer on top.
//
//     loaderanim render examples/swift/progress-ring.swift --out progress-ring.gif

import UIKit
import LoaderAnim

let lineWidth = param("lineWidth", 9.0, "the ring's line width in points", min: 1, max: 30)
let rate = param("rate", 0.5, "the download's mean speed, in rings a second", min: 0.05, max: 10)
let tint = param("color", UIColor.systemBlue, "the ring's color while it fills")
let hold = param("hold", 0.8, "seconds shown after the download is done", min: 0, max: 60)

let canvas = scene(title: "Progress ring", summary: "A ring drawn in draw(_:) fills with its percentage, then shows a check mark.",
                   width: 120, height: 120, background: .white, scale: 2, duration: .untilDone, fps: 50, hold: hold)

final class ProgressRingView: UIView {
    var progress: CGFloat = 0 {
        didSet {
            progress = min(max(progress, 0), 1)
            percentLayer.string = "\(Int((progress * 100).rounded(.down)))%"
            setNeedsDisplay()
        }
    }
    var lineWidth: CGFloat = 9 {
        didSet { setNeedsDisplay() }
    }
    var ringColor: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }
    var trackColor = UIColor(white: 0.9, alpha: 1)
    var isComplete = false {
        didSet {
            percentLayer.isHidden = isComplete
            setNeedsDisplay()
        }
    }

    private let percentLayer = CATextLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw

        percentLayer.name = "percent"
        percentLayer.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        percentLayer.fontSize = 20
        percentLayer.alignmentMode = .center
        percentLayer.foregroundColor = UIColor.darkGray.cgColor
        percentLayer.contentsScale = UIScreen.main.scale
        percentLayer.string = "0%"
        layer.addSublayer(percentLayer)

        setNeedsDisplay()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        percentLayer.frame = CGRect(x: 0, y: bounds.midY - 12, width: bounds.width, height: 24)
        CATransaction.commit()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2

        // The track: a full circle.
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        trackColor.setStroke()
        track.stroke()

        // The progress: an arc from twelve o'clock, clockwise on screen (Core Graphics'
        // clockwise: false, in UIKit's flipped context).
        if progress > 0 {
            let start = -CGFloat.pi / 2
            let end = start + 2 * .pi * progress
            context.saveGState()
            context.setLineWidth(lineWidth)
            context.setLineCap(.round)
            context.setStrokeColor((isComplete ? UIColor.systemGreen : ringColor).cgColor)
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.strokePath()
            context.restoreGState()
        }

        // Done: a check mark in the middle.
        if isComplete {
            let check = UIBezierPath()
            check.move(to: CGPoint(x: center.x - radius * 0.38, y: center.y + radius * 0.02))
            check.addLine(to: CGPoint(x: center.x - radius * 0.1, y: center.y + radius * 0.3))
            check.addLine(to: CGPoint(x: center.x + radius * 0.42, y: center.y - radius * 0.28))
            check.lineWidth = lineWidth * 0.9
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.systemGreen.setStroke()
            check.stroke()
        }
    }
}

let ring = ProgressRingView(frame: CGRect(x: 15, y: 15, width: 90, height: 90))
ring.lineWidth = CGFloat(lineWidth)
ring.ringColor = tint
canvas.view.addSubview(ring)

// The simulated download: 25 ticks a second, fast and slow in turn, then done.
var tick = 0
Timer.scheduledTimer(withTimeInterval: 1.0 / 25, repeats: true) { timer in
    tick += 1
    let speed = rate * (1 + 0.8 * sin(Double(tick) / 6))
    ring.progress += CGFloat(speed / 25)
    if ring.progress >= 1 {
        timer.invalidate()
        ring.isComplete = true
    }
}
