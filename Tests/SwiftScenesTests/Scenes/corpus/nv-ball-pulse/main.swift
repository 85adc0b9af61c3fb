// The lines a user adds to render the two indicators: a scene, then the views as a view
// controller's viewDidLoad would make them.
import UIKit
import LoaderAnim

let canvas = scene(title: "NVActivityIndicatorView: ball pulse and ball scale", width: 120, height: 60,
                   background: UIColor(red: 237 / 255, green: 85 / 255, blue: 101 / 255, alpha: 1), duration: 1.5, fps: 20)

let pulse = ActivityIndicatorView(frame: CGRect(x: 5, y: 5, width: 50, height: 50), type: .ballPulse)
canvas.view.addSubview(pulse)
pulse.startAnimating()

let scale = ActivityIndicatorView(frame: CGRect(x: 65, y: 5, width: 50, height: 50), type: .ballScale, color: .white, padding: 5)
canvas.view.addSubview(scale)
scale.startAnimating()
