// iOS's own controls drawn at rest and animated: a progress bar, switches, a slider, text
// fields and a blur view (SystemControlsTests).
import UIKit
import LoaderAnim

let canvas = scene(title: "System controls", width: 200, height: 200, duration: 1)

let progress = UIProgressView(progressViewStyle: .default)
progress.frame = CGRect(x: 10, y: 10, width: 100, height: 4)
progress.layer.name = "progress"
progress.progress = 0.25
canvas.view.addSubview(progress)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { progress.setProgress(0.75, animated: true) }

let toggle = UISwitch(frame: CGRect(x: 10, y: 30, width: 100, height: 100))
toggle.layer.name = "switch"
canvas.view.addSubview(toggle)
print("switch", toggle.frame.width, toggle.frame.height, toggle.isOn)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { toggle.setOn(true, animated: true) }

let tapped = UISwitch(frame: CGRect(x: 140, y: 70, width: 0, height: 0))
tapped.layer.name = "tapped"
tapped.addAction(UIAction { _ in print("changed", tapped.isOn) }, for: .valueChanged)
canvas.view.addSubview(tapped)
canvas.tap(tapped, at: 0.3)

let slider = UISlider(frame: CGRect(x: 10, y: 70, width: 128, height: 31))
slider.layer.name = "slider"
slider.maximumValue = 10
slider.value = 5
canvas.view.addSubview(slider)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { slider.setValue(10, animated: true) }

let field = UITextField(frame: CGRect(x: 10, y: 110, width: 120, height: 34))
field.layer.name = "field"
field.borderStyle = .roundedRect
field.placeholder = "Email"
canvas.view.addSubview(field)

let secure = UITextField(frame: CGRect(x: 10, y: 150, width: 120, height: 30))
secure.layer.name = "secure"
secure.text = "abc"
secure.isSecureTextEntry = true
secure.textAlignment = .center
secure.textColor = .red
canvas.view.addSubview(secure)

let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
blur.frame = CGRect(x: 140, y: 10, width: 50, height: 50)
blur.layer.name = "blur"
let inside = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
inside.layer.name = "inside"
inside.backgroundColor = .systemRed
blur.contentView.addSubview(inside)
canvas.view.addSubview(blur)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { blur.effect = UIBlurEffect(style: .dark) }

UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
UINotificationFeedbackGenerator().notificationOccurred(.success)
