import Foundation
import Animation
import Geometry
import Layers

/// Seed 003's SlackLoadingView, ported line by line to the Layers API (SlackLinesSeedTests).
final class SlackLoadingView {
    enum AnimationStatus { case normal, animating, pause }

    let stage: Stage
    let view: LayerID
    private(set) var lines: [LayerID] = []
    var lineWidth = 0.0, lineLength = 0.0, margin = 0.0
    var duration = 2.0
    var interval = 1.0
    let colors: [Color]
    private(set) var status = AnimationStatus.normal
    /// How many times startAnimation() ran, and when.
    private(set) var starts: [Double] = []

    init(stage: Stage, frame: Rect) throws {
        self.stage = stage
        colors = try ["#9DD4E9", "#F5BD58", "#FF317E", "#6FC9B5"].map { try Color(parsing: $0) }
        view = stage.makeLayer(.layer, name: "view", backsView: true)
        try stage.addSublayer(view, to: stage.root)
        try stage.setValue(.rect(frame), forKeyPath: "frame", of: view)
        try config(frame: frame)
    }

    private func config(frame: Rect) throws {
        lineLength = max(frame.width, frame.height)
        lineWidth = lineLength / 6
        margin = lineLength / 4.5 + lineWidth / 2
        try drawLineShapeLayer()
        // transform = CGAffineTransformRotate(CGAffineTransformIdentity, angle(-30))
        try stage.setValue(.number(angle(-30)), forKeyPath: "transform.rotation.z", of: view)
    }

    func angle(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }

    var startPoints: [Point] {
        [Point(x: lineWidth / 2, y: margin),
         Point(x: lineLength - margin, y: lineWidth / 2),
         Point(x: lineLength - lineWidth / 2, y: lineLength - margin),
         Point(x: margin, y: lineLength - lineWidth / 2)]
    }

    var endPoints: [Point] {
        [Point(x: lineLength - lineWidth / 2, y: margin),
         Point(x: lineLength - margin, y: lineLength - lineWidth / 2),
         Point(x: lineWidth / 2, y: lineLength - margin),
         Point(x: margin, y: lineWidth / 2)]
    }

    private func drawLineShapeLayer() throws {
        for i in 0...3 {
            let line = stage.makeLayer(.shape, name: "line\(i + 1)")
            try stage.configure(line, [
                "lineWidth": .number(lineWidth),
                "lineCap": .string("round"),
                "opacity": .number(0.8),
                "strokeColor": .color(colors[i]),
                "path": .path(Path.line(from: startPoints[i], to: endPoints[i])),
            ])
            try stage.addSublayer(line, to: view)
            lines.append(line)
        }
    }

    /// CACurrentMediaTime(): the global clock, whatever the layers' own timing.
    var currentMediaTime: Double { stage.now }

    private func angleAnimation() throws {
        var animation = BasicAnimation(keyPath: "transform.rotation.z", from: .number(angle(-30)), to: .number(angle(690)),
                                       timing: MediaTiming(duration: duration, fillMode: .forwards))
        animation.isRemovedOnCompletion = false
        let keyPath = animation.keyPath
        try stage.add(animation, forKey: "angleAnimation", to: view,
                      onStart: { [unowned self] _ in self.animationDidStart(keyPath: keyPath) },
                      onStop: { [unowned self] _, flag in self.animationDidStop(keyPath: keyPath, finished: flag) })
    }

    private func lineAnimationOne() throws {
        var animation = BasicAnimation(keyPath: "strokeEnd", from: .number(1), to: .number(0),
                                       timing: MediaTiming(duration: duration / 2, fillMode: .forwards))
        animation.isRemovedOnCompletion = false
        for i in 0...3 {
            try stage.add(animation, forKey: "lineAnimationOne", to: lines[i])
        }
    }

    private func lineAnimationTwo() throws {
        for i in 0...3 {
            let keyPath = i % 2 == 1 ? "transform.translation.y" : "transform.translation.x"
            var animation = BasicAnimation(
                keyPath: keyPath, from: .number(0), to: .number(i < 2 ? lineLength / 4 : -lineLength / 4),
                timing: MediaTiming(beginTime: currentMediaTime + duration / 2, duration: duration / 4,
                                    autoreverses: true, fillMode: .forwards))
            animation.isRemovedOnCompletion = false
            try stage.add(animation, forKey: "lineAnimationTwo", to: lines[i])
        }
        let scale = (lineLength - 2 * margin) / (lineLength - lineWidth)
        for i in 0...3 {
            let keyPath = i % 2 == 1 ? "transform.translation.x" : "transform.translation.y"
            var animation = BasicAnimation(
                keyPath: keyPath, from: .number(0),
                to: .number(i == 0 || i == 3 ? lineLength / 4 * scale : -lineLength / 4 * scale),
                timing: MediaTiming(beginTime: currentMediaTime + duration / 2, duration: duration / 4,
                                    autoreverses: true, fillMode: .forwards))
            animation.isRemovedOnCompletion = false
            try stage.add(animation, forKey: "lineAnimationThree", to: lines[i])
        }
    }

    private func lineAnimationThree() throws {
        var animation = BasicAnimation(keyPath: "strokeEnd", from: .number(0), to: .number(1),
                                       timing: MediaTiming(beginTime: currentMediaTime + duration, duration: duration / 4,
                                                           fillMode: .forwards))
        animation.isRemovedOnCompletion = false
        for i in 0...3 {
            // Only line4's copy gets the delegate (the seed sets it just before adding it).
            if i == 3 {
                try stage.add(animation, forKey: "lineAnimationFour", to: lines[i],
                              onStop: { [unowned self] _, flag in self.animationDidStop(keyPath: "strokeEnd", finished: flag) })
            } else {
                try stage.add(animation, forKey: "lineAnimationFour", to: lines[i])
            }
        }
    }

    func startAnimation() throws {
        starts.append(stage.now)
        try angleAnimation()
        try lineAnimationOne()
        try lineAnimationTwo()
        try lineAnimationThree()
    }

    func pauseAnimation() throws {
        try pause(view)
        for line in lines { try pause(line) }
        status = .pause
    }

    func resumeAnimation() throws {
        try resume(view)
        for line in lines { try resume(line) }
        status = .animating
    }

    /// extension CALayer { func pauseAnimation() }
    private func pause(_ layer: LayerID) throws {
        let pauseTime = stage.localTime(of: layer)   // convertTime(CACurrentMediaTime(), fromLayer: nil)
        try stage.setValue(.number(pauseTime), forKeyPath: "timeOffset", of: layer)
        try stage.setValue(.number(0), forKeyPath: "speed", of: layer)
    }

    /// extension CALayer { func resumeAnimation() }
    private func resume(_ layer: LayerID) throws {
        let pausedTime = try stage.value(forKeyPath: "timeOffset", of: layer).number!
        try stage.setValue(.number(1), forKeyPath: "speed", of: layer)
        try stage.setValue(.number(0), forKeyPath: "timeOffset", of: layer)
        try stage.setValue(.number(0), forKeyPath: "beginTime", of: layer)
        let sincePause = stage.localTime(of: layer) - pausedTime
        try stage.setValue(.number(sincePause), forKeyPath: "beginTime", of: layer)
    }

    func animationDidStart(keyPath: String) {
        if keyPath == "transform.rotation.z" { status = .animating }
    }

    func animationDidStop(keyPath: String, finished flag: Bool) {
        guard keyPath == "strokeEnd", flag else { return }
        status = .normal
        // dispatch_after(Int64(interval) * NSEC_PER_SEC): whole seconds.
        stage.after(Double(Int64(interval))) { [unowned self] _ in
            if self.status != .animating { try self.startAnimation() }
        }
    }

    /// touchesEnded
    func tap() throws {
        switch status {
        case .animating: try pauseAnimation()
        case .pause: try resumeAnimation()
        case .normal: try startAnimation()
        }
    }
}
