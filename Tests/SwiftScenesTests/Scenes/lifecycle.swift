// A progress view as an iOS author writes one: init(frame:), the coder init, layout in
// layoutSubviews, drawing in draw(_:), the window and tint callbacks. Each call prints a
// line with the scene time, for the order UIKit makes them in.
import UIKit
import LoaderAnim

let canvas = scene(title: "Lifecycle", width: 100, height: 80, duration: 2)
func log(_ what: String) { print("\(what) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }
func size(_ s: CGSize) -> String { "\(Int(s.width))x\(Int(s.height))" }

final class RingView: UIView {
    let track = CAShapeLayer()
    var progress: CGFloat = 0.25 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        log("init(frame:) \(size(frame.size)), window \(window == nil ? "nil" : "set")")
        layer.addSublayer(track)
        track.name = "track"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func willMove(toSuperview newSuperview: UIView?) { log("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log("didMoveToSuperview \(superview == nil ? "nil" : "view")") }
    override func willMove(toWindow newWindow: UIWindow?) { log("willMove(toWindow: \(newWindow.map { size($0.bounds.size) } ?? "nil"))") }
    override func didMoveToWindow() { log("didMoveToWindow \(window.map { size($0.bounds.size) } ?? "nil")") }
    override func tintColorDidChange() { log("tintColorDidChange \(tintColor == .systemRed ? "red" : "other")") }

    override func layoutSubviews() {
        super.layoutSubviews()
        log("layoutSubviews \(size(bounds.size))")
        track.frame = bounds
        track.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return log("draw without a context") }
        log("draw \(size(rect.size)) progress \(progress)")
        context.setFillColor(tintColor.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: rect.width * progress, height: 4))
    }
}

/// A container that only reports the subviews it gets.
final class Box: UIView {
    override func didAddSubview(_ subview: UIView) { log("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log("willRemoveSubview") }
}

/// A plain view with no draw(_:): never drawn.
final class Plain: UIView {
    override func layoutSubviews() { log("plain layoutSubviews \(size(bounds.size))") }
}

/// A view whose draw(_:) calls super first, as many do: it still draws.
final class Dashes: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        log("dashes draw \(size(rect.size))")
        UIColor.systemGreen.setFill()
        UIBezierPath(rect: rect.insetBy(dx: 0, dy: rect.height / 2 - 1)).fill()
    }
}

/// A loader that builds its subviews before it is on screen: they join the window with it.
final class Loader: UIView {
    final class Dot: UIView {
        override func willMove(toWindow newWindow: UIWindow?) { log("dot willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { log("dot didMoveToWindow") }
        override func draw(_ rect: CGRect) { log("dot draw") }
    }
    let dot = Dot(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dot)
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toWindow newWindow: UIWindow?) { log("loader willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log("loader didMoveToWindow") }
}

let box = Box(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
box.tintColor = .systemRed
canvas.view.addSubview(box)
let ring = RingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
ring.layer.name = "ring"
ring.sizeToFit()
log("intrinsic \(ring.intrinsicContentSize.width == UIView.noIntrinsicMetric) after sizeToFit \(size(ring.bounds.size))")
box.addSubview(ring)
log("window \(ring.window.map { size($0.bounds.size) } ?? "nil") is canvas \(ring.window === canvas.view)")
log("screen scale \(UIScreen.main.scale) bounds \(size(UIScreen.main.bounds.size))")
let plain = Plain(frame: CGRect(x: 60, y: 10, width: 30, height: 30))
plain.layer.name = "plain"
box.addSubview(plain)

let dashes = Dashes(frame: CGRect(x: 60, y: 50, width: 30, height: 20))
box.addSubview(dashes)

// A frame set in setup lays the view out once, at the end of the turn, at its new size.
ring.frame = CGRect(x: 10, y: 10, width: 48, height: 48)
ring.alpha = 0.5
ring.isHidden = false

DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
    let loader = Loader(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
    log("loader built")
    canvas.view.addSubview(loader)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
    log("progress 0.5")
    ring.progress = 0.5
    dashes.setNeedsDisplay()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
    log("bounds 60 with scaleToFill")
    ring.frame.size = CGSize(width: 60, height: 60)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
    log("animate to 70 with redraw")
    ring.contentMode = .redraw
    UIView.animate(withDuration: 0.4) {
        ring.frame = CGRect(x: 10, y: 5, width: 70, height: 70)
        log("in the block: bounds \(size(ring.bounds.size))")
    }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1.6) {
    log("remove")
    ring.removeFromSuperview()
    log("window after \(ring.window == nil ? "nil" : "set")")
}
