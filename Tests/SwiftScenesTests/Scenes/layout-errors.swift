// Auto Layout the solver refuses, one per `mode`: each stops with one line at the
// constraint's own line.
import UIKit
import LoaderAnim

let canvas = scene(title: "Layout errors", width: 100, height: 100, duration: 1)
let mode = param("mode", "none", "what to get wrong")
let box = UIView()
box.translatesAutoresizingMaskIntoConstraints = false
canvas.view.addSubview(box)
let size = [box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40)]
let place = [box.leadingAnchor.constraint(equalTo: canvas.view.leadingAnchor, constant: 10),
             box.topAnchor.constraint(equalTo: canvas.view.topAnchor, constant: 10)]
switch mode {
case "inequality":
    NSLayoutConstraint.activate(size + place)
    box.trailingAnchor.constraint(lessThanOrEqualTo: canvas.view.trailingAnchor, constant: -10).isActive = true
case "conflict":
    NSLayoutConstraint.activate(size + place)
    box.trailingAnchor.constraint(equalTo: canvas.view.trailingAnchor, constant: -10).isActive = true
case "free":
    NSLayoutConstraint.activate(size + [place[0]])
case "priority":
    let low = box.centerYAnchor.constraint(equalTo: canvas.view.centerYAnchor)
    low.priority = .defaultHigh
    NSLayoutConstraint.activate(size + [place[0], low])
case "apart":
    let other = UIView()
    NSLayoutConstraint.activate(size + place + [box.topAnchor.constraint(equalTo: other.bottomAnchor)])
default:
    NSLayoutConstraint.activate(size + place)
}
