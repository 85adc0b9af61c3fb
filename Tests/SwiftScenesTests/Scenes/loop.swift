import UIKit
import LoaderAnim

let canvas = scene(title: "Loop", width: 40, height: 40, duration: 1)
let where_ = param("where", "setup", "setup or timer")
var spins = 0
if where_ == "setup" {
    while true { spins += 1 }
}
Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
    while true { spins += 1 }
}
