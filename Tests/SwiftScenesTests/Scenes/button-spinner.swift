// A button that morphs into a spinner on tap, as a sign-in screen writes it: a UIButton
// subclass whose target action hides its title, shrinks it into a circle with
// UIView.animate, then starts a white UIActivityIndicatorView in its middle. The scene taps
// it at 0.5 s.
import UIKit
import LoaderAnim

let canvas = scene(title: "Button to spinner", width: 200, height: 110, background: .white, duration: 1.6, fps: 25)

final class LoadingButton: UIButton {
    let spinner = UIActivityIndicatorView(style: .medium)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 8
        setTitle("Sign in", for: .normal)
        setTitleColor(.white, for: .normal)
        setTitleColor(UIColor(white: 1, alpha: 0.5), for: .highlighted)
        titleLabel?.font = .boldSystemFont(ofSize: 17)
        spinner.color = .white
        spinner.layer.name = "spinner"
        addSubview(spinner)
        addTarget(self, action: #selector(touchedDown), for: .touchDown)
        addTarget(self, action: #selector(signIn), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    @objc func touchedDown() {
        print("touchDown at \(CACurrentMediaTime()): highlighted \(isHighlighted), title color alpha \(currentTitleColor.cgColor.alpha)")
    }

    @objc func signIn() {
        print("touchUpInside at \(CACurrentMediaTime()): highlighted \(isHighlighted)")
        isUserInteractionEnabled = false
        setTitle(nil, for: .normal)
        let side = bounds.height
        UIView.animate(withDuration: 0.3, animations: {
            self.bounds.size.width = side
            self.layer.cornerRadius = side / 2
        }, completion: { _ in
            self.spinner.startAnimating()
            print("spinner started at \(CACurrentMediaTime())")
        })
    }
}

let button = LoadingButton(frame: CGRect(x: 40, y: 28, width: 120, height: 44))
button.layer.name = "button"
canvas.view.addSubview(button)
button.titleLabel?.layer.name = "title"
print("title \(button.titleLabel!.frame.width)x\(button.titleLabel!.frame.height), fits \(button.sizeThatFits(.zero).width)x\(button.sizeThatFits(.zero).height)")
// iOS 14's spelling: a system button whose primary action is a closure.
let cancel = UIButton(type: .system, primaryAction: UIAction(title: "Cancel") { action in
    print("\((action.sender as? UIButton)?.currentTitle ?? "?") at \(CACurrentMediaTime())")
})
cancel.sizeToFit()
cancel.center = CGPoint(x: 100, y: 88)
canvas.view.addSubview(cancel)
print("cancel \(cancel.frame.minX),\(cancel.frame.minY) \(cancel.frame.width)x\(cancel.frame.height)")
canvas.tap(cancel, at: 0.3)
canvas.tap(button, at: 0.5)
canvas.tap(button, at: 1.0)   // ignored: the action turned user interaction off
