// The system spinner, both styles, as a loader shows it: a large one and a medium one in
// the default gray, started at once, and a legacy .whiteLarge on a dark badge.
import UIKit
import LoaderAnim

let canvas = scene(title: "System spinners", width: 140, height: 50, background: .white, duration: 1, fps: 24)

let large = UIActivityIndicatorView(style: .large)
large.center = CGPoint(x: 25, y: 25)
large.layer.name = "large"
canvas.view.addSubview(large)
large.startAnimating()

let medium = UIActivityIndicatorView(style: .medium)
medium.center = CGPoint(x: 65, y: 25)
medium.layer.name = "medium"
canvas.view.addSubview(medium)
medium.startAnimating()

let badge = UIView(frame: CGRect(x: 90, y: 0, width: 50, height: 50))
badge.backgroundColor = .darkGray
badge.layer.cornerRadius = 10
canvas.view.addSubview(badge)
let white = UIActivityIndicatorView(activityIndicatorStyle: .whiteLarge)
white.center = CGPoint(x: 25, y: 25)
white.hidesWhenStopped = false
badge.addSubview(white)
print("sizes \(large.frame.width) \(medium.frame.width) \(white.bounds.width); animating \(large.isAnimating); stopped hidden \(white.isHidden)")
