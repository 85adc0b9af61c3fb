// Style: the CADisplayLink tutorial ("smooth custom animations with CADisplayLink"): an
// @objc update(_:) selector, added to the main run loop, moves three dot views along a
// sine wave computed from the link's timestamp, each a quarter period behind the last.
import UIKit
import LoaderAnim

class BouncingDotsView: UIView {

    private var dots: [UIView] = []
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0

    let amplitude: CGFloat = 15
    let period: CFTimeInterval = 1.0

    override init(frame: CGRect) {
        super.init(frame: frame)
        for i in 0..<3 {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
            dot.backgroundColor = UIColor.systemPurple
            dot.layer.cornerRadius = 6
            dot.layer.name = "dot-\(i)"
            dot.center = CGPoint(x: 20 + CGFloat(i) * 20, y: bounds.midY)
            addSubview(dot)
            dots.append(dot)
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimation() {
        startTime = CACurrentMediaTime()
        displayLink = CADisplayLink(target: self, selector: #selector(update(_:)))
        displayLink?.add(to: .main, forMode: .default)
    }

    func stopAnimation() {
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc func update(_ link: CADisplayLink) {
        let elapsed = link.timestamp - startTime
        for (i, dot) in dots.enumerated() {
            let phase = 2 * Double.pi * elapsed / period - Double(i) * Double.pi / 2
            dot.center.y = bounds.midY - amplitude * CGFloat(sin(phase))
        }
    }
}

let canvas = scene(title: "Display link bouncing dots", width: 80, height: 60, background: .white, duration: 1, fps: 20)
let dotsView = BouncingDotsView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
canvas.view.addSubview(dotsView)
dotsView.startAnimation()
