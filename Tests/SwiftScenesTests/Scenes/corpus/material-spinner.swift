// Style: a Material Design spinner (MMMaterialDesignSpinner and its Swift ports): one
// CAShapeLayer arc whose strokeEnd grows and whose strokeStart follows, two
// CABasicAnimations with their own beginTime inside a CAAnimationGroup, the whole layer
// turning with "transform.rotation.z"; the layer is the view's layerClass (CAShapeLayer).
import UIKit
import LoaderAnim

class MaterialSpinner: UIView {

    static let strokeAnimationKey = "material.stroke"
    static let rotationAnimationKey = "material.rotation"

    var lineWidth: CGFloat = 4 {
        didSet { shapeLayer.lineWidth = lineWidth }
    }

    var duration: TimeInterval = 1.5
    private(set) var isAnimating = false

    override class var layerClass: AnyClass {
        return CAShapeLayer.self
    }

    var shapeLayer: CAShapeLayer {
        return layer as! CAShapeLayer
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        initialize()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initialize()
    }

    private func initialize() {
        shapeLayer.name = "arc"
        shapeLayer.strokeColor = UIColor(red: 0.26, green: 0.52, blue: 0.96, alpha: 1).cgColor
        shapeLayer.fillColor = nil
        shapeLayer.lineWidth = lineWidth
        shapeLayer.lineCap = .round
        shapeLayer.strokeStart = 0
        shapeLayer.strokeEnd = 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - shapeLayer.lineWidth / 2
        let startAngle = -CGFloat.pi / 2
        let endAngle = startAngle + 2 * CGFloat.pi
        shapeLayer.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true).cgPath
    }

    func startAnimating() {
        guard !isAnimating else { return }

        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = 2 * CGFloat.pi
        rotation.duration = 2 * duration
        rotation.repeatCount = .infinity
        layer.add(rotation, forKey: MaterialSpinner.rotationAnimationKey)

        let headAnimation = CABasicAnimation(keyPath: "strokeEnd")
        headAnimation.beginTime = 0
        headAnimation.duration = duration / 2
        headAnimation.fromValue = 0
        headAnimation.toValue = 1
        headAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        headAnimation.fillMode = .forwards

        let tailAnimation = CABasicAnimation(keyPath: "strokeStart")
        tailAnimation.beginTime = duration / 2
        tailAnimation.duration = duration / 2
        tailAnimation.fromValue = 0
        tailAnimation.toValue = 1
        tailAnimation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)

        let group = CAAnimationGroup()
        group.duration = duration
        group.repeatCount = .infinity
        group.animations = [headAnimation, tailAnimation]
        layer.add(group, forKey: MaterialSpinner.strokeAnimationKey)

        isAnimating = true
    }
}

let canvas = scene(title: "Material spinner", width: 60, height: 60, background: .white, duration: 1.5, fps: 20)
let materialSpinner = MaterialSpinner(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
canvas.view.addSubview(materialSpinner)
materialSpinner.startAnimating()
