// A UIView subclass and a CALayer subclass that override what iOS developers override,
// each override printing a line with the scene time, so that the calls can be compared with
// the ones UIKit and Core Animation make (ViewOverridesTests says which and why).
import UIKit
import LoaderAnim

let canvas = scene(title: "Overrides", width: 120, height: 100, duration: 2)
func log(_ what: String) { print("\(what) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }
func size(_ s: CGSize) -> String { "\(Int(s.width))x\(Int(s.height))" }

/// Three dots in a row, laid out by the layer itself whenever its size changes.
final class DotsLayer: CALayer {
    let dots = (0..<3).map { _ in CALayer() }

    override init() {
        super.init()
        dots.forEach(addSublayer)
        needsDisplayOnBoundsChange = true
    }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var bounds: CGRect { didSet { log("layer bounds didSet \(size(bounds.size))") } }
    override var position: CGPoint { didSet { log("layer position didSet \(Int(position.x)),\(Int(position.y))") } }
    override var frame: CGRect { didSet { log("layer frame didSet \(size(frame.size))") } }

    override func action(forKey event: String) -> CAAction? {
        if ["bounds", "position", "opacity"].contains(event) { log("action(forKey: \(event))") }
        return super.action(forKey: event)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        log("layoutSublayers \(size(bounds.size))")
        let side = bounds.height
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: CGFloat(index) * bounds.width / 3, y: 0, width: side, height: side)
            dot.name = "dot\(index)"
        }
    }

    override func display() {
        log("display \(size(bounds.size))")
        super.display()
    }

    override func draw(in ctx: CGContext) {
        log("draw(in:) \(size(bounds.size))")
        ctx.setFillColor(UIColor.systemGray5.cgColor)
        ctx.fill(bounds)
    }
}

/// A ring view that re-lays out its ring in its bounds' observer and in layoutSubviews.
final class RingView: UIView {
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        log("init(frame:) \(size(frame.size))")
        ring.name = "ring"
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        layer.addSublayer(ring)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var frame: CGRect { didSet { log("frame didSet \(size(frame.size))") } }
    override var bounds: CGRect {
        didSet {
            log("bounds didSet \(size(bounds.size))")
            ring.frame = bounds
        }
    }
    override var center: CGPoint { didSet { log("center didSet \(Int(center.x)),\(Int(center.y))") } }
    override var alpha: CGFloat { didSet { log("alpha didSet \((alpha * 100).rounded() / 100)") } }
    override var isHidden: Bool { didSet { log("isHidden didSet \(isHidden)") } }
    override var backgroundColor: UIColor? { didSet { log("backgroundColor didSet") } }
    override var tintColor: UIColor! {
        didSet {
            log("tintColor didSet")
            ring.strokeColor = tintColor.cgColor
        }
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        log("sizeThatFits \(Int(size.width))x\(Int(size.height))")
        return intrinsicContentSize
    }
    override func didMoveToSuperview() { log("didMoveToSuperview") }
    override func layoutSubviews() {
        super.layoutSubviews()
        log("layoutSubviews \(size(bounds.size))")
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
    }
    override func draw(_ rect: CGRect) { log("draw \(size(rect.size))") }

    /// Fades with an animation of its own when its alpha changes outside an animation block.
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard event == "opacity" else { return super.action(for: layer, forKey: event) }
        log("action(for:forKey: opacity)")
        let fade = CABasicAnimation()
        fade.duration = 0.5
        return fade
    }
}

let ring = RingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
ring.layer.name = "ringView"
ring.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
ring.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
ring.center = CGPoint(x: 40, y: 40)
ring.sizeToFit()
print("intrinsic \(size(ring.intrinsicContentSize))")
canvas.view.addSubview(ring)
ring.tintColor = .systemRed
ring.backgroundColor = .white

let dots = DotsLayer()
log("made DotsLayer")
dots.frame = CGRect(x: 10, y: 80, width: 60, height: 12)
canvas.layer.addSublayer(dots)
print("setup done")

DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    log("turn 0.5")
    ring.alpha = 0.2
    dots.bounds.size = CGSize(width: 90, height: 18)
    dots.setNeedsLayout()
    dots.layoutIfNeeded()
    log("after layoutIfNeeded")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
    log("turn 1.0")
    let other = UIView(frame: ring.frame)
    canvas.view.addSubview(other)
    other.isHidden = true
    UIView.transition(from: ring, to: other, duration: 0.4, options: [.showHideTransitionViews])
    dots.setNeedsDisplay()
    dots.displayIfNeeded()
    log("after displayIfNeeded")
}
