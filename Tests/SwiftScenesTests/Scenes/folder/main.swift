import UIKit
import LoaderAnim

let canvas = scene(title: "Folder", width: 80, height: 80, background: .white, duration: .loop, fps: 25)
let spinner = SpinnerView(frame: CGRect(x: 10, y: 10, width: 60, height: 60), color: param("color", UIColor.systemBlue, "the arc's color"))
canvas.view.addSubview(spinner)
spinner.startAnimating()
