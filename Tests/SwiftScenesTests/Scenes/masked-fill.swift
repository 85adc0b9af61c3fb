import UIKit
import LoaderAnim

// A "masked image that fills": a drop-shaped logo is drawn once into an image with
// UIGraphicsImageRenderer, then used as the mask of a view whose fill layer rises from the
// bottom, as a splash-screen loader does.
final class LogoFillView: UIView {
    private let track = CALayer()
    private let fill = CAGradientLayer()
    private let logoMask = CALayer()

    static func logo(size: CGSize) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { ctx in
            UIColor.black.setFill()
            // A drop: a circle for the body and a triangle up to the tip.
            let body = CGRect(x: 0, y: size.height / 3, width: size.width, height: size.height * 2 / 3)
            ctx.cgContext.fillEllipse(in: body)
            let tip = UIBezierPath()
            tip.move(to: CGPoint(x: size.width / 2, y: 0))
            tip.addLine(to: CGPoint(x: size.width * 0.93, y: size.height * 0.55))
            tip.addLine(to: CGPoint(x: size.width * 0.07, y: size.height * 0.55))
            tip.close()
            tip.fill()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = UIColor(white: 0.85, alpha: 1).cgColor
        track.frame = bounds
        layer.addSublayer(track)
        fill.colors = [UIColor.systemBlue.cgColor, UIColor.cyan.cgColor]
        fill.anchorPoint = CGPoint(x: 0.5, y: 1)
        fill.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0)
        layer.addSublayer(fill)
        logoMask.contents = LogoFillView.logo(size: bounds.size).cgImage
        logoMask.frame = bounds
        layer.mask = logoMask
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func startFilling(duration: CFTimeInterval) {
        let rise = CABasicAnimation(keyPath: "bounds.size.height")
        rise.fromValue = 0
        rise.toValue = bounds.height
        rise.duration = duration
        rise.timingFunction = CAMediaTimingFunction(name: .linear)
        rise.fillMode = .forwards
        rise.isRemovedOnCompletion = false
        fill.position = CGPoint(x: bounds.midX, y: bounds.maxY)
        fill.add(rise, forKey: "rise")
    }
}

let canvas = scene(title: "Masked fill", width: 100, height: 120, background: .white, duration: 2, fps: 20)
let drop = LogoFillView(frame: CGRect(x: 20, y: 10, width: 60, height: 90))
canvas.view.addSubview(drop)
drop.startFilling(duration: 2)
