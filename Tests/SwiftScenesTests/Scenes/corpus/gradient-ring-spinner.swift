// Style: a Swift 3 era blog tutorial ("a gradient activity indicator"): a CAGradientLayer
// with UIColor.cgColor colors, masked by a CAShapeLayer ring (kCALineCapRound), spun by a
// CABasicAnimation of "transform.rotation" to M_PI * 2 with
// CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear), kCAFillModeForwards and
// repeatCount HUGE; the view keeps it in a `lazy var` and starts it from didMoveToWindow.
import UIKit
import LoaderAnim

class GradientSpinner: UIView {

    var lineWidth: CGFloat = 6
    var rotationDuration: CFTimeInterval = 1

    lazy var gradientLayer: CAGradientLayer = {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.cyan.cgColor, UIColor.blue.cgColor, UIColor.magenta.cgColor]
        gradient.locations = [0.0, 0.5, 1.0]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.name = "gradient"
        return gradient
    }()

    lazy var ringMask: CAShapeLayer = {
        let mask = CAShapeLayer()
        mask.fillColor = UIColor.clear.cgColor
        mask.strokeColor = UIColor.black.cgColor
        mask.lineWidth = self.lineWidth
        mask.lineCap = kCALineCapRound
        mask.strokeStart = 0.05
        mask.strokeEnd = 0.8
        mask.name = "ring-mask"
        return mask
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradientLayer)
        gradientLayer.mask = ringMask
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        layer.addSublayer(gradientLayer)
        gradientLayer.mask = ringMask
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        ringMask.frame = bounds
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        ringMask.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                     startAngle: 0, endAngle: CGFloat(M_PI * 2), clockwise: true).cgPath
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            startAnimating()
        }
    }

    func startAnimating() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.fromValue = 0
        rotation.toValue = M_PI * 2
        rotation.duration = rotationDuration
        rotation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
        rotation.fillMode = kCAFillModeForwards
        rotation.isRemovedOnCompletion = false
        rotation.repeatCount = HUGE
        gradientLayer.add(rotation, forKey: "rotation")
    }
}

let canvas = scene(title: "Gradient ring spinner", width: 60, height: 60, background: .white, duration: 1, fps: 20)
let gradientSpinner = GradientSpinner(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
canvas.view.addSubview(gradientSpinner)
