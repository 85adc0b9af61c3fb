import UIKit

// A view file as Xcode 15 writes it: no main.swift, no scene(...), previews at the end.
final class RingView: UIView {
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.name = "ring"
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = nil
        ring.lineWidth = 6
        ring.strokeEnd = 0.7
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
    }

    func startAnimating() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        ring.add(spin, forKey: "spin")
    }
}

/// A view that knows its own size and has no frame.
final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 30) }
}

final class RingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.layer.name = "controller-ring"
        view.addSubview(ring)
    }
}

#Preview("Ring") {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    ring.startAnimating()
    return ring
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    ring
}

#if DEBUG
#Preview("Fits", traits: .sizeThatFitsLayout) {
    BadgeView()
}
#else
#Preview("Release only") {
    BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
}
#endif

#Preview(traits: .landscapeLeft) {
    RingController()
}

#Preview("Empty") {
    UIView()
}
