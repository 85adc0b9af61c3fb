// Style: SpinKit (RTSpinKitView's animation classes) ported to Swift 3: three dots whose
// whole `transform` runs through NSValue(caTransform3D:) keyframes at keyTimes
// [0, 0.4, 0.8, 1] with an ease-in-ease-out timing function per segment, each dot begun
// 0.16 s after the one before; the dots start at scale 0 (their model transform).
import UIKit
import LoaderAnim

class SpinKitThreeBounceAnimation: NSObject {

    func setupSpinKitAnimation(in layer: CALayer, withSize size: CGSize, color: UIColor) {
        let beginTime = CACurrentMediaTime()

        let offset = size.width / 8
        let circleSize = offset * 2

        for i in 0..<3 {
            let circle = CALayer()
            circle.frame = CGRect(x: CGFloat(i) * 3 * offset, y: size.height / 2 - offset, width: circleSize, height: circleSize)
            circle.backgroundColor = color.cgColor
            circle.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            circle.cornerRadius = circle.bounds.height * 0.5
            circle.transform = CATransform3DMakeScale(0.0, 0.0, 0.0)
            circle.name = "dot-\(i)"

            let anim = CAKeyframeAnimation(keyPath: "transform")
            anim.isRemovedOnCompletion = false
            anim.repeatCount = HUGE
            anim.duration = 1.4
            anim.beginTime = beginTime + 0.16 * Double(i)
            anim.keyTimes = [0.0, 0.4, 0.8, 1.0]

            anim.timingFunctions = [
                CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut),
                CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut),
                CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            ]

            anim.values = [
                NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 0.0)),
                NSValue(caTransform3D: CATransform3DMakeScale(1.0, 1.0, 0.0)),
                NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 0.0)),
                NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 0.0))
            ]

            layer.addSublayer(circle)
            circle.add(anim, forKey: "spinkit-anim")
        }
    }
}

class SpinKitView: UIView {
    var color = UIColor(red: 0.16, green: 0.5, blue: 0.73, alpha: 1)
    var spinnerSize: CGFloat = 60

    override init(frame: CGRect) {
        super.init(frame: frame)
        SpinKitThreeBounceAnimation().setupSpinKitAnimation(in: layer, withSize: CGSize(width: spinnerSize, height: spinnerSize), color: color)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let canvas = scene(title: "SpinKit: three bounce", width: 80, height: 80, background: .white, duration: 1.4, fps: 20)
let spinner = SpinKitView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
canvas.view.addSubview(spinner)
