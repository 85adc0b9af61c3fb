// A loader as an iOS author writes it, with the Objective-C that Swift on Linux refuses:
// @objc and #selector for CADisplayLink, Timer and perform(_:with:afterDelay:), @NSManaged
// with needsDisplay(forKey:) and init(layer:), a layerClass of its own, @IBDesignable and
// @IBInspectable, action(forKey:), a layer's actions, and a UIControl's target-action.
// Each callback prints what it sees; the test compares the lines at 25 and 50 fps.
import Foundation
import UIKit
import LoaderAnim

let canvas = scene(title: "Objective-C loader", width: 80, height: 80, background: .white, duration: 2)
func log(_ what: String) { print("\(what) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }

class ProgressLayer: CALayer {
    @NSManaged var progress: CGFloat
    var ringColor = UIColor.systemBlue

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer {
            ringColor = other.ringColor
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == #keyPath(progress) {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.setStrokeColor(ringColor.cgColor)
        ctx.setLineWidth(6)
        ctx.setLineCap(.round)
        ctx.addArc(center: center, radius: 30, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
        drawn.name = "drawn \(progress)"
    }
}

/// Where the ring says what it drew from (a draw's changes show in the same frame).
let drawn = CALayer()

@IBDesignable
class RingView: UIView {
    @IBInspectable var lineWidth: CGFloat = 6
    override class var layerClass: AnyClass {
        return ProgressLayer.self
    }
    var ring: ProgressLayer { return layer as! ProgressLayer }
    private var displayLink: CADisplayLink?
    private var ticks = 0

    func startAnimating(framesPerSecond: Int) {
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
        displayLink?.preferredFramesPerSecond = framesPerSecond
        displayLink?.add(to: .main, forMode: .common)
        Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(self.timerFired(_:)),
                             userInfo: ["tag": "half"], repeats: true)
        perform(#selector(RingView.stopLink), with: nil, afterDelay: 1.0)
        perform(#selector(neverCalled), with: nil, afterDelay: 1.5)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(neverCalled), object: nil)

        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        ring.add(fill, forKey: "fill")
        ring.progress = 1
    }

    @objc private func step(_ link: CADisplayLink) {
        ticks += 1
        if ticks == 1 || ticks % 10 == 0 {
            log("tick \(ticks) timestamp \(link.timestamp) target \((link.targetTimestamp * 1000).rounded() / 1000)")
        }
    }

    @objc func timerFired(_ timer: Timer) {
        let info = timer.userInfo as? [String: String]
        let copy = ring.presentation()
        log("timer \(info?["tag"] ?? "") presentation \(copy?.progress ?? -1) model \(ring.progress) copied \(copy?.ringColor == ring.ringColor)")
    }

    @objc dynamic func stopLink() {
        displayLink?.invalidate()
        log("stopped after \(ticks) ticks")
        log("blinker \(blinker.calls) calls, duration \(blinker.link.duration)")
    }

    @objc func neverCalled() { log("cancelled perform ran") }
}

/// A badge that animates its own property changes, as layers with action(forKey:) do.
class BadgeLayer: CALayer {
    @NSManaged var level: CGFloat

    override func action(forKey event: String) -> CAAction? {
        if event == "level" {
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }
}

/// A display link that pauses itself for 0.1 s at its fifth call.
class Blinker: NSObject {
    var calls = 0
    var link: CADisplayLink!

    func start() {
        link = CADisplayLink(target: self, selector: #selector(blink(_:)))
        link.add(to: RunLoop.main, forMode: RunLoop.Mode.default)
    }

    @objc func blink(_ sender: CADisplayLink) {
        calls += 1
        if calls == 5 {
            sender.isPaused = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { sender.isPaused = false }
        }
    }
}
let blinker = Blinker()
blinker.start()

class LoaderButton: UIControl {
    @objc func tapped(_ sender: UIControl) { log("tapped \(sender === self)") }
}

class Screen: UIView {
    @objc func buttonTapped(_ sender: Any?) { log("reached the screen from \(type(of: sender!))") }
}

let fps = Int(param("linkFPS", 0, "the display link's preferredFramesPerSecond (0: every frame)"))
let screen = Screen(frame: canvas.view.bounds)
canvas.view.addSubview(screen)
let ringView = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
ringView.layer.name = "ring"
screen.addSubview(ringView)
drawn.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
canvas.layer.addSublayer(drawn)
ringView.startAnimating(framesPerSecond: fps)

let badge = BadgeLayer()
badge.name = "badge"
badge.frame = CGRect(x: 70, y: 0, width: 10, height: 10)
badge.actions = ["opacity": NSNull()]
canvas.layer.addSublayer(badge)
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    badge.level = 1
    badge.opacity = 0.5
}

let button = LoaderButton(frame: CGRect(x: 0, y: 70, width: 10, height: 10))
screen.addSubview(button)
button.addTarget(button, action: #selector(LoaderButton.tapped(_:)), for: .touchUpInside)
button.addTarget(nil, action: #selector(Screen.buttonTapped(_:)), for: [.touchUpInside, .valueChanged])
button.sendActions(for: .touchUpInside)
button.isEnabled = false
button.sendActions(for: .touchUpInside)
