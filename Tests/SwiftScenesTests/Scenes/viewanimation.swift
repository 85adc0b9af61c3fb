// UIView.animate's options as a loader uses them; `inspect --time T` reads the values.
import UIKit
import LoaderAnim

let canvas = scene(title: "View animation", width: 120, height: 120, duration: 2)

func view(_ name: String, x: CGFloat = 5, width: CGFloat = 10) -> UIView {
    let view = UIView(frame: CGRect(x: x - width / 2, y: 0, width: width, height: 10))
    view.layer.name = name
    canvas.view.addSubview(view)
    return view
}

// A nested block inherits the outer duration and curve; .overrideInheritedDuration keeps its own.
let nested = view("nested"), own = view("own"), quiet = view("quiet")
UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
    nested.alpha = 0
    UIView.animate(withDuration: 0.2) { nested.center.x = 105 }
    UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration], animations: { own.center.x = 105 })
    UIView.performWithoutAnimation { quiet.center.x = 80 }
    quiet.alpha = 0
})

// Repeat and autoreverse, linear.
let pulse = view("pulse")
UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { pulse.alpha = 0 })

// Ease in-out, then a block that begins from what is on screen.
let slide = view("slide")
UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { slide.center.x = 105 })
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    UIView.animate(withDuration: 0.5, delay: 0, options: [.beginFromCurrentState, .curveLinear], animations: { slide.center.x = 5 })
}
let eased = view("eased")
UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: { eased.center.x = 105 })

// iOS 17's spring, no bounce (critically damped): it settles when CASpringAnimation says.
let springy = view("springy")
let settling: CFTimeInterval = {
    let twin = CASpringAnimation()
    twin.stiffness = pow(2 * .pi / 0.5, 2)
    twin.damping = 4 * .pi / 0.5
    return twin.settlingDuration
}()
UIView.animate(springDuration: 0.5, bounce: 0, animations: { springy.center.x = 105 }, completion: { finished in
    print("springDuration completion \(finished), at the twin's settling duration \(abs(CACurrentMediaTime() - settling) < 1e-9)")
})

// A transition: the new state shows from halfway.
let card = view("card")
card.backgroundColor = .blue
UIView.transition(with: card, duration: 0.6, options: [.transitionCrossDissolve], animations: { card.backgroundColor = .red })

// A transition from one view to another: the swap happens halfway.
let front = view("front", x: 60), back = UIView(frame: CGRect(x: 55, y: 20, width: 10, height: 10))
back.layer.name = "back"
UIView.transition(from: front, to: back, duration: 0.4, options: [.transitionFlipFromLeft])
let shown = view("shown", x: 80), hidden = view("hidden", x: 90)
hidden.isHidden = true
UIView.transition(from: shown, to: hidden, duration: 0.4, options: [.transitionCrossDissolve, .showHideTransitionViews])

// Layout inside a block: layoutIfNeeded() (or .layoutSubviews) animates what layoutSubviews
// changes; without it, layout runs after the block, at the new size at once.
final class Bar: UIView {
    let fill = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(fill)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = bounds
    }
}
func bar(_ name: String, y: CGFloat) -> Bar {
    let bar = Bar(frame: CGRect(x: 0, y: y, width: 20, height: 10))
    bar.fill.layer.name = name
    canvas.view.addSubview(bar)
    return bar
}
let snapping = bar("snapping", y: 40), following = bar("following", y: 60), optioned = bar("optioned", y: 80)
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { snapping.frame.size.width = 60 })
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
        following.frame.size.width = 60
        following.layoutIfNeeded()
    })
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: { optioned.frame.size.width = 60 })
}
