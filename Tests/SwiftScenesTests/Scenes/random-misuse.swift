// Darwin's and the standard library's names used wrongly, one per `mode`: each stops with
// one line.
import UIKit
import LoaderAnim

let canvas = scene(title: "Random misuse", width: 40, height: 40, duration: 1)
let mode = param("mode", "none", "what to get wrong")

/// An animation subclass with an initializer of its own and no init(): copy() needs one.
final class Beat: CABasicAnimation {
    init(rate: Double) {
        super.init()
        duration = 1 / rate
    }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

switch mode {
case "empty":
    let count = 0
    print(Int.random(in: 0..<count))
case "copy":
    _ = Beat(rate: 2).copy()
default:
    break
}
