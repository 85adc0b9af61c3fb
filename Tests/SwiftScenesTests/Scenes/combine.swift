// Combine as loaders use it, on the scene clock: a timer publisher driving an observable
// model, a subject, a notification publisher, and schedulers that wait scene time.
import Combine
import UIKit
import LoaderAnim

let canvas = scene(title: "Combine", width: 100, height: 20, duration: 1.2)
func log(_ what: String) { print("\(what) at \(CACurrentMediaTime())") }

final class Progress: ObservableObject {
    @Published var steps = 0
}
let progress = Progress()
var subscriptions = Set<AnyCancellable>()

// The bar grows 20 points a tick, through the model's published value.
let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 20))
bar.backgroundColor = .systemBlue
bar.layer.name = "bar"
canvas.view.addSubview(bar)
progress.$steps.map { CGFloat($0) * 20 }.sink { bar.frame.size.width = $0 }.store(in: &subscriptions)

var timer: AnyCancellable?
timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect().sink { date in
    progress.steps += 1
    log("tick \(progress.steps) date \(date.timeIntervalSince(Date(timeIntervalSinceNow: -CACurrentMediaTime())))")
    if progress.steps == 4 { timer?.cancel() }
}
var objectWillChange = 0
progress.objectWillChange.sink { objectWillChange += 1 }.store(in: &subscriptions)

// A subject, debounced on the main queue: three sends 0.1 s apart arrive once, 0.3 s after the last.
let typed = PassthroughSubject<String, Never>()
typed.debounce(for: .seconds(0.3), scheduler: DispatchQueue.main).sink { log("debounced \($0)") }.store(in: &subscriptions)
for (i, text) in ["a", "ab", "abc"].enumerated() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 * Double(i + 1)) { typed.send(text) }
}

// A notification publisher, received on the run loop after a delay of 0.2 s.
let ping = Notification.Name("LoaderPing")
NotificationCenter.default.publisher(for: ping)
    .delay(for: 0.2, scheduler: RunLoop.main)
    .sink { log("ping \($0.name.rawValue)") }
    .store(in: &subscriptions)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { NotificationCenter.default.post(name: ping, object: nil) }
DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) { log("end steps \(progress.steps) changes \(objectWillChange)") }
