// What a view and its layer answer for a key inside UIView.animate blocks and outside them,
// as iOS answers (BlockActionTests), and the pattern that animates a layer subclass's own
// @NSManaged key inside a block: borrow UIKit's animation for a key it animates.
import UIKit
import LoaderAnim

let canvas = scene(title: "Block actions", width: 100, height: 20, duration: 1)

func describe(_ action: CAAction?) -> String {
    guard let action else { return "nil" }
    if action is NSNull { return "NSNull" }
    guard let basic = action as? CABasicAnimation else { return "\(type(of: action))" }
    var point = [Float](repeating: 0, count: 2)
    basic.timingFunction?.getControlPoint(at: 1, values: &point)
    var text = "\(type(of: basic)) \(basic.keyPath ?? "-") duration \(basic.duration) begin \(basic.beginTime) "
        + "fill \(basic.fillMode.rawValue) repeat \(basic.repeatCount) autoreverses \(basic.autoreverses) c1 \(point)"
    if let spring = basic as? CASpringAnimation {
        text += " mass \(spring.mass) stiffness \(spring.stiffness) damping \(spring.damping)"
    }
    return text
}

/// A bar whose width is its progress, animating inside animate blocks with the block's timing.
final class ProgressLayer: CALayer {
    @NSManaged var progress: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress", let animation = super.action(forKey: "backgroundColor") as? CABasicAnimation else {
            return super.action(forKey: event)
        }
        animation.keyPath = event
        animation.fromValue = presentation()?.progress ?? progress
        animation.toValue = nil
        return animation
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemBlue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

final class ProgressView: UIView {
    override class var layerClass: AnyClass { ProgressLayer.self }
    var progressLayer: ProgressLayer { layer as! ProgressLayer }
}

let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
canvas.view.addSubview(view)
canvas.view.addSubview(bar)

print("outside", describe(view.action(for: view.layer, forKey: "opacity")), describe(view.layer.action(forKey: "opacity")))
UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseIn, .repeat, .autoreverse]) {
    print("block", describe(view.action(for: view.layer, forKey: "opacity")))
    print("layer", describe(view.layer.action(forKey: "position")))
    print("custom", describe(bar.action(for: bar.layer, forKey: "progress")), "name", describe(view.layer.action(forKey: "name")))
    UIView.performWithoutAnimation { print("without", describe(view.layer.action(forKey: "opacity"))) }
    view.alpha = 0.5
}
UIView.animate(springDuration: 0.5, bounce: 0.2) { print("spring", describe(view.layer.action(forKey: "bounds"))) }
UIView.animateKeyframes(withDuration: 1, delay: 0) {
    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
        print("keyframe", describe(view.layer.action(forKey: "transform")))
    }
}
print("after", describe(view.layer.action(forKey: "opacity")))

// Disabled actions: no animation for a view's layer, even in a block.
let still = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
canvas.view.addSubview(still)
UIView.animate(withDuration: 1) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    still.alpha = 0.25
    CATransaction.commit()
}

// progress 0 -> 1 over the block's 1 s, linearly; outside a block it would jump.
UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { bar.progressLayer.progress = 1 }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    print("at 0.5 progress \(bar.progressLayer.presentation()!.progress) still \(still.layer.presentation()!.opacity)",
          "view \(view.layer.presentation()!.opacity)")
}
