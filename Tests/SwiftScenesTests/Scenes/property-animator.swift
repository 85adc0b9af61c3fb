// UIViewPropertyAnimator drawn as animate blocks (PropertyAnimatorTests): a linear animator
// started after a delay with a second animation at half its duration, a running animator,
// and completions.
import UIKit
import LoaderAnim

let canvas = scene(title: "Property animator", width: 200, height: 60, duration: 1)

func dot(_ name: String, y: CGFloat) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: y, width: 10, height: 10))
    view.backgroundColor = .systemBlue
    view.layer.name = name
    canvas.view.addSubview(view)
    return view
}
let a = dot("a", y: 0), b = dot("b", y: 20), c = dot("c", y: 40)

let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { a.center.x = 105 }
animator.addAnimations({ b.center.x = 105 }, delayFactor: 0.5)
animator.addCompletion { position in print("done", position == .end, CACurrentMediaTime(), animator.state == .inactive) }
animator.startAnimation(afterDelay: 0.1)
print("started", animator.state == .active, animator.isRunning)

UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { c.alpha = 0 }) { _ in
    print("running done", CACurrentMediaTime())
}
