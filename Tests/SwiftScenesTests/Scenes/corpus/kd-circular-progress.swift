// Style: KDCircularProgress: an @IBDesignable UIView whose layerClass is its own CALayer
// subclass with an @NSManaged `angle` (needsDisplay(forKey:), init(layer:) copying the
// stored settings, draw(in:) with UIGraphicsPushContext and UIBezierPath), animated by a
// CABasicAnimation on #keyPath(ProgressLayer.angle) whose CAAnimationDelegate calls a
// completion handler; prepareForInterfaceBuilder() for the storyboard preview.
import UIKit
import LoaderAnim

@IBDesignable
public class CircularProgress: UIView, CAAnimationDelegate {

    private enum Conversion {
        static func degreesToRadians(_ value: CGFloat) -> CGFloat {
            return value * .pi / 180.0
        }
    }

    private var progressLayer: ProgressLayer {
        return layer as! ProgressLayer
    }

    private var animationCompletionBlock: ((Bool) -> Void)?

    @IBInspectable public var angle: Double = 0 {
        didSet {
            pauseIfAnimating()
            progressLayer.angle = angle
        }
    }

    @IBInspectable public var startAngle: Double = -90 {
        didSet {
            progressLayer.startAngle = startAngle
            progressLayer.setNeedsDisplay()
        }
    }

    @IBInspectable public var progressThickness: CGFloat = 0.4 {
        didSet {
            progressLayer.progressThickness = progressThickness / 2
            progressLayer.setNeedsDisplay()
        }
    }

    @IBInspectable public var trackColor: UIColor = .black {
        didSet {
            progressLayer.trackColor = trackColor
            progressLayer.setNeedsDisplay()
        }
    }

    @IBInspectable public var progressColor: UIColor = .white {
        didSet {
            progressLayer.progressColor = progressColor
            progressLayer.setNeedsDisplay()
        }
    }

    override public class var layerClass: AnyClass {
        return ProgressLayer.self
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setInitialValues()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setInitialValues()
    }

    private func setInitialValues() {
        isUserInteractionEnabled = false
        backgroundColor = .clear
        progressLayer.angle = angle
        progressLayer.startAngle = startAngle
        progressLayer.progressThickness = progressThickness / 2
        progressLayer.trackColor = trackColor
        progressLayer.progressColor = progressColor
        progressLayer.contentsScale = UIScreen.main.scale
    }

    public func animate(fromAngle: Double, toAngle: Double, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        pauseIfAnimating()

        let animation = CABasicAnimation(keyPath: #keyPath(ProgressLayer.angle))
        animation.fromValue = fromAngle
        animation.toValue = toAngle
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.delegate = self
        animation.isRemovedOnCompletion = false
        angle = toAngle
        animationCompletionBlock = completion

        progressLayer.add(animation, forKey: "angle")
    }

    public func pauseIfAnimating() {
        if isAnimating() {
            progressLayer.removeAllAnimations()
        }
    }

    public func isAnimating() -> Bool {
        return progressLayer.animation(forKey: "angle") != nil
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let completionBlock = animationCompletionBlock {
            animationCompletionBlock = nil
            completionBlock(flag)
        }
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        angle = 120
    }

    private class ProgressLayer: CALayer {
        @NSManaged var angle: Double
        var startAngle: Double = 0
        var progressThickness: CGFloat = 0.5
        var trackColor: UIColor = .black
        var progressColor: UIColor = .white

        override class func needsDisplay(forKey key: String) -> Bool {
            if key == #keyPath(angle) {
                return true
            }
            return super.needsDisplay(forKey: key)
        }

        override init(layer: Any) {
            super.init(layer: layer)
            let progressLayer = layer as! ProgressLayer
            angle = progressLayer.angle
            startAngle = progressLayer.startAngle
            progressThickness = progressLayer.progressThickness
            trackColor = progressLayer.trackColor
            progressColor = progressLayer.progressColor
        }

        override init() {
            super.init()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        override func draw(in ctx: CGContext) {
            UIGraphicsPushContext(ctx)

            let size = bounds.size
            let width = size.width
            let height = size.height

            let trackLineWidth = progressThickness * min(width, height) / 2
            let arcRadius = max(min(width, height) / 2 - trackLineWidth / 2, 0)
            let center = CGPoint(x: width / 2, y: height / 2)

            let trackPath = UIBezierPath(arcCenter: center, radius: arcRadius, startAngle: 0, endAngle: CGFloat.pi * 2, clockwise: false)
            trackPath.lineWidth = trackLineWidth
            trackColor.setStroke()
            trackPath.stroke()

            let fromAngle = Conversion.degreesToRadians(CGFloat(-startAngle))
            let toAngle = Conversion.degreesToRadians(CGFloat(-startAngle - angle))
            let progressPath = UIBezierPath(arcCenter: center, radius: arcRadius, startAngle: -fromAngle, endAngle: -toAngle, clockwise: true)
            progressPath.lineWidth = trackLineWidth
            progressPath.lineCapStyle = .round
            progressColor.setStroke()
            progressPath.stroke()

            UIGraphicsPopContext()
        }
    }
}

let canvas = scene(title: "KDCircularProgress", width: 80, height: 80, background: UIColor(white: 0.15, alpha: 1), duration: 1.6, fps: 20)
let progress = CircularProgress(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
progress.layer.name = "progress"
progress.trackColor = UIColor(white: 0.3, alpha: 1)
progress.progressColor = .systemOrange
progress.progressThickness = 0.3
canvas.view.addSubview(progress)
progress.animate(fromAngle: 0, toAngle: 360, duration: 1) { completed in
    if completed {
        progress.animate(fromAngle: 360, toAngle: 0, duration: 0.5, completion: nil)
    }
}
