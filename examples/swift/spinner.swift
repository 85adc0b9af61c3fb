// spinner: a multicolor ring that chases itself while rotating.
//
// The Swift twin of scenes/spinner.lua: the ProgressView of "Let's Build a Circular
// Loading Indicator in Swift 5" (betterprogramming.pub; seed 002, source at
// github.com/zafarivaev/CircularLoadingIndicator) with its ProgressShapeLayer,
// StrokeAnimation, StrokeColorAnimation and RotationAnimation, as the tutorial writes them.
//
//     loaderanim render examples/swift/spinner.swift --out spinner.gif

import UIKit
import LoaderAnim

// Parameters
let colors = param("colors", [UIColor.red, UIColor.systemGreen, UIColor.systemBlue], "the stroke colors, one a second, cycled")
let lineWidth = param("lineWidth", 5.0, "the ring's line width in points", min: 0.5, max: 20)
let stopAt = param("stopAt", [Double](), "when isAnimating becomes false, in seconds (empty: it spins forever)", min: 0)
let hold = param("hold", 1.0, "seconds shown after stopAt (when it is given)", min: 0, max: 60)
if colors.isEmpty { fatalError("colors needs at least one color") }
if stopAt.count > 1 { fatalError("stopAt takes at most one time, not \(stopAt.count)") }

let canvas = scene(title: "Multicolor spinner", summary: "A multicolor ring chases its own tail while it turns.",
                   width: 80, height: 80, background: .white, scale: 2,
                   // Seamless: the least common multiple of the 1 s strokes, the 2 s turn and the colors.
                   duration: stopAt.first.map { .seconds($0 + hold) } ?? .loop,
                   fps: 50)

// ProgressShapeLayer.swift
class ProgressShapeLayer: CAShapeLayer {

    public init(strokeColor: UIColor, lineWidth: CGFloat) {
        super.init()

        self.strokeColor = strokeColor.cgColor
        self.lineWidth = lineWidth
        self.fillColor = UIColor.clear.cgColor
        self.lineCap = .round
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// StrokeAnimation.swift
class StrokeAnimation: CABasicAnimation {

    override init() {
        super.init()
    }

    init(type: StrokeType,
         beginTime: Double = 0.0,
         fromValue: CGFloat,
         toValue: CGFloat,
         duration: Double) {

        super.init()

        self.keyPath = type == .start ? "strokeStart" : "strokeEnd"

        self.beginTime = beginTime
        self.fromValue = fromValue
        self.toValue = toValue
        self.duration = duration
        self.timingFunction = .init(name: .easeInEaseOut)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    enum StrokeType {
        case start
        case end
    }
}

// StrokeColorAnimation.swift
class StrokeColorAnimation: CAKeyframeAnimation {

    override init() {
        super.init()
    }

    init(colors: [CGColor], duration: Double) {

        super.init()

        self.keyPath = "strokeColor"
        self.values = colors
        self.duration = duration
        self.repeatCount = .greatestFiniteMagnitude
        self.timingFunction = .init(name: .easeInEaseOut)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// RotationAnimation.swift
class RotationAnimation: CABasicAnimation {

    enum Direction: String {
        case x, y, z
    }

    override init() {
        super.init()
    }

    public init(
        direction: Direction,
        fromValue: CGFloat,
        toValue: CGFloat,
        duration: Double,
        repeatCount: Float
    ) {

        super.init()

        self.keyPath = "transform.rotation.\(direction.rawValue)"

        self.fromValue = fromValue
        self.toValue = toValue

        self.duration = duration

        self.repeatCount = repeatCount
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// ProgressView.swift
class ProgressView: UIView {

    // MARK: - Initialization
    init(frame: CGRect,
         colors: [UIColor],
         lineWidth: CGFloat
    ) {
        self.colors = colors
        self.lineWidth = lineWidth

        super.init(frame: frame)

        self.backgroundColor = .clear
        self.layer.name = "view"
    }

    convenience init(colors: [UIColor], lineWidth: CGFloat) {
        self.init(frame: .zero, colors: colors, lineWidth: lineWidth)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        self.layer.cornerRadius = self.frame.width / 2

        let path = UIBezierPath(ovalIn:
            CGRect(
                x: 0,
                y: 0,
                width: self.bounds.width,
                height: self.bounds.width
            )
        )

        shapeLayer.path = path.cgPath
    }

    // MARK: - Animations
    func animateStroke() {

        let startAnimation = StrokeAnimation(
            type: .start,
            beginTime: 0.25,
            fromValue: 0.0,
            toValue: 1.0,
            duration: 0.75
        )

        let endAnimation = StrokeAnimation(
            type: .end,
            fromValue: 0.0,
            toValue: 1.0,
            duration: 0.75
        )

        let strokeAnimationGroup = CAAnimationGroup()
        strokeAnimationGroup.duration = 1
        strokeAnimationGroup.repeatDuration = .infinity
        strokeAnimationGroup.animations = [startAnimation, endAnimation]

        shapeLayer.add(strokeAnimationGroup, forKey: nil)

        let colorAnimation = StrokeColorAnimation(
            colors: colors.map { $0.cgColor },
            duration: strokeAnimationGroup.duration * Double(colors.count)
        )

        shapeLayer.add(colorAnimation, forKey: nil)

        self.layer.addSublayer(shapeLayer)
    }

    func animateRotation() {
        let rotationAnimation = RotationAnimation(
            direction: .z,
            fromValue: 0,
            toValue: CGFloat.pi * 2,
            duration: 2,
            repeatCount: .greatestFiniteMagnitude
        )

        self.layer.add(rotationAnimation, forKey: nil)
    }

    // MARK: - Properties
    let colors: [UIColor]
    let lineWidth: CGFloat

    private lazy var shapeLayer: ProgressShapeLayer = {
        let layer = ProgressShapeLayer(strokeColor: colors.first!, lineWidth: lineWidth)
        layer.name = "ring"
        return layer
    }()

    var isAnimating: Bool = false {
        didSet {
            if isAnimating {
                self.animateStroke()
                self.animateRotation()
            } else {
                self.shapeLayer.removeFromSuperlayer()
                self.layer.removeAllAnimations()
            }
        }
    }
}

// ViewController: the indicator, 50 x 50, in the middle; isAnimating = true.
let loadingIndicator = ProgressView(colors: colors, lineWidth: CGFloat(lineWidth))
loadingIndicator.frame = CGRect(x: (canvas.width - 50) / 2, y: (canvas.height - 50) / 2, width: 50, height: 50)
canvas.view.addSubview(loadingIndicator)
loadingIndicator.isAnimating = true

if let stop = stopAt.first {
    DispatchQueue.main.asyncAfter(deadline: .now() + stop) {
        loadingIndicator.isAnimating = false
    }
}
