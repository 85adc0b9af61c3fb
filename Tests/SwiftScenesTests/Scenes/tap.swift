// The scene taps a control; its action grows it into a pill and turns it green, with
// UIView.animate. Its twin tap.lua does the same with tap(layer, time) and onTap: both must
// give the same tree at every time.
import UIKit
import LoaderAnim

let canvas = scene(title: "Tap", width: 120, height: 80, background: .white, duration: 1.2, fps: 25)

final class PillControl: UIControl {
    @objc func grow() {
        UIView.animate(withDuration: 0.4) {
            self.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
            self.layer.cornerRadius = 15
            self.backgroundColor = .systemGreen
        }
    }
}

let control = PillControl(frame: CGRect(x: 45, y: 25, width: 30, height: 30))
control.backgroundColor = .systemBlue
control.layer.name = "control"
control.addTarget(control, action: #selector(PillControl.grow), for: .touchUpInside)
canvas.view.addSubview(control)
canvas.tap(control, at: 0.3)
