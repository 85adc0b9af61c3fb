// Style: NVActivityIndicatorView's BallClipRotate as its Swift 3 era code reads: a
// three-quarter ring (CAShapeLayer, kCALineCapRound) turned by a keyframe rotation of
// 0, M_PI, 2 * M_PI and shrunk by a keyframe scale, both in a CAAnimationGroup with
// kCAMediaTimingFunctionEaseInEaseOut, kCAFillModeForwards and repeatCount HUGE.
import UIKit
import LoaderAnim

class ActivityIndicatorAnimationBallClipRotate {

    func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let duration: CFTimeInterval = 0.75

        //    Scale animation
        let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")

        scaleAnimation.keyTimes = [0, 0.5, 1]
        scaleAnimation.values = [1, 0.6, 1]

        // Rotate animation
        let rotateAnimation = CAKeyframeAnimation(keyPath: "transform.rotation.z")

        rotateAnimation.keyTimes = scaleAnimation.keyTimes
        rotateAnimation.values = [0, M_PI, 2 * M_PI]

        // Animation
        let animation = CAAnimationGroup()

        animation.animations = [scaleAnimation, rotateAnimation]
        animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        animation.duration = duration
        animation.repeatCount = HUGE
        animation.fillMode = kCAFillModeForwards
        animation.isRemovedOnCompletion = false

        // Draw circle
        let circle = CAShapeLayer()
        let path = UIBezierPath(arcCenter: CGPoint(x: size.width / 2, y: size.height / 2),
                                radius: size.width / 2,
                                startAngle: CGFloat(-3 * M_PI_4),
                                endAngle: CGFloat(-M_PI_4),
                                clockwise: false)

        circle.fillColor = nil
        circle.strokeColor = color.cgColor
        circle.lineWidth = 2
        circle.lineCap = kCALineCapRound
        circle.backgroundColor = nil
        circle.path = path.cgPath
        circle.frame = CGRect(x: (layer.bounds.size.width - size.width) / 2,
                              y: (layer.bounds.size.height - size.height) / 2,
                              width: size.width,
                              height: size.height)
        circle.name = "clip-ring"
        circle.add(animation, forKey: "animation")
        layer.addSublayer(circle)
    }
}

let canvas = scene(title: "NVActivityIndicatorView: ball clip rotate", width: 60, height: 60,
                   background: UIColor(red: 0.2, green: 0.6, blue: 0.86, alpha: 1), duration: 0.75, fps: 20)
let indicator = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
canvas.view.addSubview(indicator)
ActivityIndicatorAnimationBallClipRotate().setUpAnimation(in: indicator.layer, size: CGSize(width: 40, height: 40), color: .white)
