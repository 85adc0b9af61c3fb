import UIKit
import LoaderAnim
import Glibc

// A loader whose timer goes wrong in the way `--set fault=...` names, half a second in:
// SceneFaultTests runs each one.
let canvas = scene(title: "Faults", width: 40, height: 40, duration: 1)
let fault = param("fault", "none", "what goes wrong at 0.5 s",
                  choices: ["none", "recursion", "signal", "kill", "memory", "print", "stderr", "line", "chatty"])

func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n + 1) }
var hoard: [[UInt8]] = []

let dot = CALayer()
dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
dot.backgroundColor = UIColor.red.cgColor
canvas.layer.addSublayer(dot)
print("set up")
Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
    switch fault {
    case "recursion": print(depth(1))
    case "signal": raise(SIGUSR1)
    case "kill": kill(getpid(), SIGKILL)
    case "memory": while true { hoard.append([UInt8](repeating: 1, count: 1 << 24)) }
    case "print": while true { print("still loading") }
    case "stderr": while true { fputs("warning: still loading\n", stderr) }
    case "line": while true { print("x", terminator: "") }
    case "chatty": for i in 0..<1000 { print("frame \(i) of the loader is fine") }
    default: break
    }
}
