// orbit-link: eight dots chase each other round a ring, driven frame by frame.
//
// A loader as a UIKit author writes it, with the Objective-C that Swift on Linux refuses
// and loaderanim's source pass rewrites: an @IBDesignable view whose layerClass is its own
// CALayer subclass, an @NSManaged phase drawn in draw(in:), a CADisplayLink and a Timer
// with #selector targets, @objc and @IBInspectable.
//
//     loaderanim render examples/swift/orbit-link.swift --out orbit.gif

import UIKit
import LoaderAnim

final class OrbitLayer: CALayer {
    /// Turns of the ring so far: the display link advances it every frame.
    @NSManaged var phase: CGFloat
    var dotColor = UIColor.systemIndigo
    var dotCount = 8

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? OrbitLayer else { return }
        dotColor = other.dotColor
        dotCount = other.dotCount
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        return key == #keyPath(phase) || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 6
        ctx.setFillColor(dotColor.cgColor)
        for index in 0..<dotCount {
            // Each dot trails the one before it and is smaller the further behind it is.
            let lag = CGFloat(index) / CGFloat(dotCount)
            let angle = 2 * .pi * (phase - lag * 0.6) - .pi / 2
            let size = 6 * (1 - lag * 0.8)
            let dot = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            ctx.fillEllipse(in: CGRect(x: dot.x - size / 2, y: dot.y - size / 2, width: size, height: size))
        }
    }
}

@IBDesignable
final class OrbitLoaderView: UIView {
    @IBInspectable var turnsPerSecond: CGFloat = 1
    private var displayLink: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?

    override class var layerClass: AnyClass {
        return OrbitLayer.self
    }

    private var orbitLayer: OrbitLayer {
        return layer as! OrbitLayer
    }

    func startAnimating() {
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
        displayLink?.add(to: .main, forMode: .common)
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(swapColor), userInfo: nil, repeats: true)
    }

    @objc private func step(_ link: CADisplayLink) {
        let elapsed = lastTimestamp.map { link.timestamp - $0 } ?? 0
        lastTimestamp = link.timestamp
        orbitLayer.phase += CGFloat(elapsed) * turnsPerSecond
    }

    @objc private func swapColor() {
        orbitLayer.dotColor = orbitLayer.dotColor == .systemIndigo ? .systemPink : .systemIndigo
        orbitLayer.setNeedsDisplay()
    }
}

// What a user adds to render it: the canvas and the view.
let canvas = scene(title: "Orbit link", summary: "Dots chase round a ring, advanced by a CADisplayLink.",
                   width: 60, height: 60, background: .white, scale: 2, duration: .seconds(2), fps: 50)
let loader = OrbitLoaderView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
loader.layer.name = "orbit"
canvas.view.addSubview(loader)
loader.startAnimating()
