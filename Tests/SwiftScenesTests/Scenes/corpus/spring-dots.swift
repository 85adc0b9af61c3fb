// Style: a UIView.animate springs loader: three dots jump up with
// animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
// animations:completion:), staggered by their delays, and each completion drops its dot
// back with another spring, as "bouncy loader" tutorials chain them.
import UIKit
import LoaderAnim

class SpringDotsLoader: UIView {

    var dots = [UIView]()
    let jump: CGFloat = 20
    let duration: TimeInterval = 0.6
    let damping: CGFloat = 0.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<3 {
            let dot = UIView(frame: CGRect(x: 10 + CGFloat(index) * 24, y: bounds.midY - 6, width: 12, height: 12))
            dot.layer.cornerRadius = 6
            dot.backgroundColor = UIColor(red: 1.0, green: 0.4, blue: 0.3, alpha: 1)
            dot.layer.name = "dot-\(index)"
            addSubview(dot)
            dots.append(dot)
        }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    func startAnimating() {
        for (index, dot) in dots.enumerated() {
            jumpUp(dot, delay: Double(index) * 0.1)
        }
    }

    private func jumpUp(_ dot: UIView, delay: TimeInterval) {
        UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [.curveEaseInOut], animations: {
            dot.center.y -= self.jump
        }, completion: { finished in
            if finished {
                self.fallDown(dot)
            }
        })
    }

    private func fallDown(_ dot: UIView) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [], animations: {
            dot.center.y += self.jump
        }, completion: nil)
    }
}

let canvas = scene(title: "UIView.animate springs", width: 80, height: 60, background: .white, duration: 1.4, fps: 20)
let loader = SpringDotsLoader(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
canvas.view.addSubview(loader)
loader.startAnimating()
