// A view whose draw(_:) starts an animation and adds a subview the first time it runs:
// both begin at the first frame, in a still at 1.5 s as in the render (issue 48,
// SwiftFrameEqualsRenderTests). The fade, 0 -> 1 over 2 s, is at 0.75 then.
import UIKit
import LoaderAnim

let canvas = scene(title: "Draw side effects", width: 60, height: 60, duration: 2.5)

final class Badge: UIView {
    private var started = false

    override func draw(_ rect: CGRect) {
        UIColor.systemOrange.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).fill()
        guard !started else { return }
        started = true
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        layer.add(fade, forKey: "fade")
        let dot = UIView(frame: CGRect(x: 26, y: 26, width: 8, height: 8))
        dot.backgroundColor = .systemBlue
        addSubview(dot)
    }
}

canvas.view.addSubview(Badge(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
