import UIKit
import LoaderAnim

let canvas = scene(title: "Crash", width: 40, height: 40, duration: 1)
let mode = param("mode", "none", "where to crash: setup, callback, index")
let dots: [CALayer] = []
if mode == "setup" {
    let missing: CALayer? = nil
    canvas.layer.addSublayer(missing!)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    if mode == "callback" { fatalError("the download failed") }
    if mode == "index" { dots[3].opacity = 0 }
}
