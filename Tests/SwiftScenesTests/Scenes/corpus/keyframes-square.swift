// Style: a SpinKit port built on UIView.animateKeyframes (the "square" loaders of Swift
// ports): one square view turns a quarter, shrinks and darkens in addKeyframe steps at
// relative start times, holds between them, and repeats with the .repeat option.
import UIKit
import LoaderAnim

final class KeyframeSquareSpinner: UIView {

    private let square = UIView()
    var lightColor = UIColor(red: 0.55, green: 0.75, blue: 1.0, alpha: 1)
    var darkColor = UIColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        square.backgroundColor = lightColor
        square.layer.name = "square"
        addSubview(square)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        square.bounds = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2)
        square.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    func startLoading() {
        UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.repeat, .calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.square.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.5, y: 0.5)
                self.square.backgroundColor = self.darkColor
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                self.square.transform = .identity
                self.square.backgroundColor = self.lightColor
            }
        }, completion: nil)
    }
}

let canvas = scene(title: "Keyframe square", width: 60, height: 60, background: .white, duration: 1.2, fps: 20)
let spinner = KeyframeSquareSpinner(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
canvas.view.addSubview(spinner)
spinner.startLoading()
