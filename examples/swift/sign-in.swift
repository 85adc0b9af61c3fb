// sign-in: a login screen's loading state, written as it ships in an app. A view controller
// lays out a logo, a "Sign in" button and a label with anchors; tapping the button squashes
// it away and shows the system spinner and a "Loading" label whose dots count on a Timer.
// The logo is drawn in an image context and revealed by a growing circular mask, then
// wobbles for ever (repeatCount HUGE) at a speed picked with arc4random_uniform (seeded, so
// every render is the same).
//
//     loaderanim render examples/swift/sign-in.swift --out sign-in.gif

import UIKit
import LoaderAnim

let canvas = scene(title: "Sign in", summary: "A view controller's button that turns into a spinner and a counting label.",
                   width: 240, height: 260, background: .white, scale: 2, duration: 3, fps: 25)

final class DotsLabel: UILabel {
    private var step = 0
    private var timer: Timer?

    func startAnimating() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.step = (self.step + 1) % 4
            self.text = "Loading" + String(repeating: ".", count: self.step)
        }
    }
}

final class SignInViewController: UIViewController {
    let button = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .large)
    private let label = DotsLabel()
    private let logo = UIImageView(image: SignInViewController.drawLogo())
    private let reveal = CAShapeLayer()

    static func drawLogo() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { ctx in
            UIColor.systemIndigo.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
            UIColor.systemTeal.setFill()
            UIBezierPath(ovalIn: CGRect(x: 14, y: 14, width: 52, height: 52)).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 30, y: 30, width: 20, height: 20), cornerRadius: 4).fill()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        button.setTitle("Sign in", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 22
        button.addTarget(self, action: #selector(signIn), for: .touchUpInside)

        spinner.color = .systemBlue
        spinner.hidesWhenStopped = true

        label.text = "Loading"
        label.textColor = .darkGray
        label.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        label.isHidden = true

        for subview in [logo, button, spinner, label] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            logo.widthAnchor.constraint(equalToConstant: 80),
            logo.heightAnchor.constraint(equalTo: logo.widthAnchor),

            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 20),
            button.widthAnchor.constraint(equalToConstant: 160),
            button.heightAnchor.constraint(equalToConstant: 44),

            spinner.centerXAnchor.constraint(equalTo: button.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: button.centerYAnchor),

            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 12),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        reveal.frame = logo.bounds
        reveal.path = UIBezierPath(ovalIn: logo.bounds).cgPath
        logo.layer.mask = reveal
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let grow = CABasicAnimation(keyPath: #keyPath(CALayer.transform))
        grow.fromValue = CATransform3DMakeScale(0.1, 0.1, 1)
        grow.toValue = CATransform3DIdentity
        grow.duration = 0.6
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        reveal.add(grow, forKey: "reveal")

        let wobble = CABasicAnimation(keyPath: "transform.rotation.z")
        wobble.fromValue = -Double.pi / 18
        wobble.toValue = Double.pi / 18
        wobble.duration = 0.4 + Double(arc4random_uniform(3)) / 10
        wobble.autoreverses = true
        wobble.repeatCount = HUGE
        wobble.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        logo.layer.add(wobble, forKey: "wobble")
    }

    @objc private func signIn() {
        UIView.animate(withDuration: 0.25, animations: {
            self.button.transform = CGAffineTransform(scaleX: 0.3, y: 1)
            self.button.alpha = 0
        }, completion: { _ in
            self.button.isHidden = true
            self.spinner.startAnimating()
            self.label.isHidden = false
            self.label.startAnimating()
        })
    }
}

let controller = SignInViewController()
canvas.show(controller)
canvas.tap(controller.button, at: 1.0)
