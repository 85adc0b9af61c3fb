import Glibc
import UIKit
import LoaderAnim

let canvas = scene(title: "Loop", width: 40, height: 40, duration: 1)
let where_ = param("where", "setup", "setup, timer or blocked (setup, with SIGALRM blocked and ignored)")
var spins = 0
if where_ == "blocked" {
    var alarm = sigset_t()
    sigemptyset(&alarm)
    sigaddset(&alarm, SIGALRM)
    sigprocmask(SIG_BLOCK, &alarm, nil)
    signal(SIGALRM, SIG_IGN)
}
if where_ != "timer" {
    while true { spins += 1 }
}
Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
    while true { spins += 1 }
}
