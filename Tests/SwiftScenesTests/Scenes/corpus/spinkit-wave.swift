// Style: a Swift port of SpinKit's "wave": five bars stretched in turn by a keyframe
// animation of the whole transform (NSValue(caTransform3D:) values, Swift 4.2 names),
// each begun in the past (CACurrentMediaTime() - 1.2 + 0.1 * i) so that the wave is
// already running when the view appears.
import UIKit
import LoaderAnim

final class WaveSpinnerView: UIView {
    var barColor: UIColor = .systemTeal {
        didSet { bars.forEach { $0.backgroundColor = barColor.cgColor } }
    }
    private var bars: [CALayer] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let beginTime = CACurrentMediaTime() + 1.2
        let barWidth = bounds.width / 9

        for i in 0..<5 {
            let bar = CALayer()
            bar.name = "bar-\(i)"
            bar.backgroundColor = barColor.cgColor
            bar.frame = CGRect(x: barWidth * 2 * CGFloat(i), y: 0, width: barWidth, height: bounds.height)
            bar.transform = CATransform3DMakeScale(1.0, 0.4, 1.0)

            let animation = CAKeyframeAnimation(keyPath: "transform")
            animation.isRemovedOnCompletion = false
            animation.beginTime = beginTime - 2.4 + Double(i) * 0.1
            animation.duration = 1.2
            animation.repeatCount = .infinity
            animation.keyTimes = [0.0, 0.2, 0.4, 1.0]
            animation.timingFunctions = [
                CAMediaTimingFunction(name: .easeInEaseOut),
                CAMediaTimingFunction(name: .easeInEaseOut),
                CAMediaTimingFunction(name: .easeInEaseOut),
            ]
            animation.values = [
                NSValue(caTransform3D: CATransform3DMakeScale(1.0, 0.4, 1.0)),
                NSValue(caTransform3D: CATransform3DMakeScale(1.0, 1.0, 1.0)),
                NSValue(caTransform3D: CATransform3DMakeScale(1.0, 0.4, 1.0)),
                NSValue(caTransform3D: CATransform3DMakeScale(1.0, 0.4, 1.0)),
            ]

            layer.addSublayer(bar)
            bar.add(animation, forKey: "spinkit-anim")
            bars.append(bar)
        }
    }
}

let canvas = scene(title: "SpinKit: wave", width: 60, height: 60, background: .white, duration: 1.2, fps: 20)
let wave = WaveSpinnerView(frame: CGRect(x: 7.5, y: 10, width: 45, height: 40))
canvas.view.addSubview(wave)
