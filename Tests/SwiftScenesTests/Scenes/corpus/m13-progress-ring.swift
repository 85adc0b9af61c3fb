// Style: M13ProgressSuite's ring (M13ProgressViewRing) in Swift: a track and a progress
// CAShapeLayer, setProgress(_:animated:) driven by a CADisplayLink whose @objc selector
// interpolates from the link's timestamps, strokeEnd set inside a CATransaction with
// actions disabled, and the percentage in a CATextLayer.
import UIKit
import LoaderAnim

class ProgressViewRing: UIView {

    @IBInspectable var primaryColor: UIColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) {
        didSet {
            progressLayer.strokeColor = primaryColor.cgColor
            percentageLayer.foregroundColor = primaryColor.cgColor
        }
    }
    @IBInspectable var secondaryColor: UIColor = UIColor(white: 0.85, alpha: 1) {
        didSet { backgroundLayer.strokeColor = secondaryColor.cgColor }
    }
    @IBInspectable var progressRingWidth: CGFloat = 5
    var animationDuration: CFTimeInterval = 1.0

    private(set) var progress: CGFloat = 0

    private let backgroundLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let percentageLayer = CATextLayer()

    private var displayLink: CADisplayLink?
    private var animationFromValue: CGFloat = 0
    private var animationToValue: CGFloat = 0
    private var animationStartTime: CFTimeInterval = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup() {
        backgroundColor = .clear

        backgroundLayer.strokeColor = secondaryColor.cgColor
        backgroundLayer.fillColor = nil
        backgroundLayer.lineWidth = progressRingWidth
        layer.addSublayer(backgroundLayer)

        progressLayer.name = "ring"
        progressLayer.strokeColor = primaryColor.cgColor
        progressLayer.fillColor = nil
        progressLayer.lineWidth = progressRingWidth
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)

        percentageLayer.name = "percentage"
        percentageLayer.font = UIFont.systemFont(ofSize: 14, weight: .medium)
        percentageLayer.fontSize = 14
        percentageLayer.alignmentMode = .center
        percentageLayer.foregroundColor = primaryColor.cgColor
        percentageLayer.contentsScale = UIScreen.main.scale
        percentageLayer.string = "0%"
        layer.addSublayer(percentageLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = (min(bounds.width, bounds.height) - progressRingWidth) / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        backgroundLayer.frame = bounds
        backgroundLayer.path = path.cgPath
        progressLayer.frame = bounds
        progressLayer.path = path.cgPath
        percentageLayer.frame = CGRect(x: 0, y: bounds.midY - 9, width: bounds.width, height: 18)
    }

    func setProgress(_ progress: CGFloat, animated: Bool) {
        if animated == false {
            if displayLink != nil {
                displayLink?.invalidate()
                displayLink = nil
            }
            self.progress = progress
            setNeedsDisplay()
            updateLayers()
        } else {
            animationStartTime = CACurrentMediaTime()
            animationFromValue = self.progress
            animationToValue = progress
            if displayLink == nil {
                displayLink = CADisplayLink(target: self, selector: #selector(animateProgress(_:)))
                displayLink?.add(to: RunLoop.main, forMode: .common)
            }
        }
    }

    @objc private func animateProgress(_ displayLink: CADisplayLink) {
        DispatchQueue.main.async {
            let dt = CGFloat((displayLink.timestamp - self.animationStartTime) / self.animationDuration)
            if dt >= 1.0 {
                // Order is important! Otherwise concurrency will cause errors, because setProgress: will detect an animation in progress and try to stop it by itself.
                self.displayLink?.invalidate()
                self.displayLink = nil
                self.setProgress(self.animationToValue, animated: false)
                return
            }
            // Set progress
            self.progress = self.animationFromValue + dt * (self.animationToValue - self.animationFromValue)
            self.updateLayers()
        }
    }

    private func updateLayers() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = progress
        percentageLayer.string = "\(Int((progress * 100).rounded()))%"
        CATransaction.commit()
    }
}

let canvas = scene(title: "M13 progress ring", width: 80, height: 80, background: .white, duration: 1.5, fps: 20)
let ring = ProgressViewRing(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
canvas.view.addSubview(ring)
ring.setProgress(0.8, animated: true)
