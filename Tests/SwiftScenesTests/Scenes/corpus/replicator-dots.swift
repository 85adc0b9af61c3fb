// Style: the CAReplicatorLayer tutorial loader: one dot, a replicator that copies it round
// a circle (instanceCount, instanceTransform, instanceDelay) and one shrinking animation
// that the copies run in turn; @IBDesignable with @IBInspectable settings.
import UIKit
import LoaderAnim

@IBDesignable
class ReplicatorLoaderView: UIView {

    @IBInspectable var dotCount: Int = 10
    @IBInspectable var dotColor: UIColor = UIColor.darkGray
    @IBInspectable var dotSize: CGFloat = 8
    @IBInspectable var period: Double = 1

    let replicatorLayer = CAReplicatorLayer()
    let dot = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupLayers()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupLayers()
    }

    func setupLayers() {
        replicatorLayer.name = "replicator"
        dot.name = "dot"
        layer.addSublayer(replicatorLayer)
        replicatorLayer.addSublayer(dot)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicatorLayer.frame = bounds

        dot.frame = CGRect(x: bounds.midX - dotSize / 2, y: 0, width: dotSize, height: dotSize)
        dot.backgroundColor = dotColor.cgColor
        dot.cornerRadius = dotSize / 2
        dot.transform = CATransform3DMakeScale(0.1, 0.1, 0.1)

        let angle = (2.0 * CGFloat.pi) / CGFloat(dotCount)
        replicatorLayer.instanceCount = dotCount
        replicatorLayer.instanceTransform = CATransform3DMakeRotation(angle, 0.0, 0.0, 1.0)
        replicatorLayer.instanceDelay = period / Double(dotCount)
    }

    func startAnimating() {
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1.0
        shrink.toValue = 0.1
        shrink.duration = period
        shrink.repeatCount = Float.infinity
        dot.add(shrink, forKey: nil)
    }
}

let canvas = scene(title: "Replicator dots", width: 80, height: 80, background: .white, duration: 1, fps: 20)
let loader = ReplicatorLoaderView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
canvas.view.addSubview(loader)
loader.startAnimating()
