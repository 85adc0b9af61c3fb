// Style: the "loading → success" tutorial: when the (simulated) request finishes, a
// CATransaction with setAnimationDuration, setAnimationTimingFunction and
// setCompletionBlock closes the ring by an implicit strokeEnd change; its completion
// block draws the check mark (a CABasicAnimation) and pops it with a CASpringAnimation
// lasting its settlingDuration. The request is DispatchQueue.main.asyncAfter.
import UIKit
import LoaderAnim

final class SuccessLoaderView: UIView {

    private let circleLayer = CAShapeLayer()
    private let checkLayer = CAShapeLayer()
    var tint = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        circleLayer.name = "circle"
        circleLayer.fillColor = UIColor.clear.cgColor
        circleLayer.strokeColor = tint.cgColor
        circleLayer.lineWidth = 4
        circleLayer.strokeEnd = 0
        layer.addSublayer(circleLayer)

        checkLayer.name = "check"
        checkLayer.fillColor = UIColor.clear.cgColor
        checkLayer.strokeColor = tint.cgColor
        checkLayer.lineWidth = 5
        checkLayer.lineCap = .round
        checkLayer.lineJoin = .round
        checkLayer.strokeEnd = 0
        layer.addSublayer(checkLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        circleLayer.frame = bounds
        circleLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath

        checkLayer.frame = bounds
        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.28, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.44, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.36))
        checkLayer.path = check.cgPath
    }

    func showSuccess() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock { [weak self] in
            self?.drawCheckmark()
        }
        circleLayer.strokeEnd = 1
        CATransaction.commit()
    }

    private func drawCheckmark() {
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.3
        checkLayer.strokeEnd = 1
        checkLayer.add(draw, forKey: "draw")

        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.5
        pop.toValue = 1
        pop.duration = pop.settlingDuration
        checkLayer.add(pop, forKey: "pop")
    }
}

let canvas = scene(title: "Success check mark", width: 60, height: 60, background: .white, duration: 2, fps: 20)
let successView = SuccessLoaderView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
canvas.view.addSubview(successView)

// The request "finishes" after 0.2 s.
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
    successView.showSuccess()
}
