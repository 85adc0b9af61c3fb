// What real loaders ask the app, the device and the notification center, and the geometry
// they convert (AppSurfaceTests): each answer printed, one line per question.
import UIKit
import LoaderAnim

let canvas = scene(title: "App surface", width: 200, height: 100, duration: 0.5)

// The app: its key window is the canvas.
let app = UIApplication.shared
print("app", app.keyWindow === canvas.view, app.windows.count, app.applicationState == .active,
      app.connectedScenes.count, (app.connectedScenes.first as? UIWindowScene)?.keyWindow === canvas.view,
      app.statusBarOrientation.isPortrait, app.canOpenURL(URL(string: "https://example.com")!))
let device = UIDevice.current
print("device", device.model, device.systemName, device.systemVersion, device.userInterfaceIdiom == .phone,
      UIDeviceOrientationIsPortrait(device.orientation), UIInterfaceOrientationIsLandscape(.landscapeLeft), device.batteryLevel)

// Selector observers: called at each post until removed.
final class Listener: UIView {
    var count = 0
    @objc func ping(_ notification: Notification) {
        count += 1
        print("ping", count, notification.name.rawValue, notification.object as? String ?? "-")
    }
}
let listener = Listener()
let name = Notification.Name("LoaderDidPing")
NotificationCenter.default.addObserver(listener, selector: #selector(Listener.ping(_:)), name: name, object: nil)
NotificationCenter.default.post(name: name, object: "first")
DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
    NotificationCenter.default.post(name: name, object: "second")
    NotificationCenter.default.removeObserver(listener)
    NotificationCenter.default.post(name: name, object: "third")
    print("pings", listener.count)
}

// Geometry: a card at (40, 20), 100 x 50, turned 90° about its center (90, 45); a dot
// inside it at (10, 5), 4 x 4.
let card = UIView(frame: CGRect(x: 40, y: 20, width: 100, height: 50))
canvas.view.addSubview(card)
card.transform = CGAffineTransform(rotationAngle: .pi / 2)
let dot = UIView(frame: CGRect(x: 10, y: 5, width: 4, height: 4))
card.addSubview(dot)
func text(_ p: CGPoint) -> String { String(format: "(%.3f, %.3f)", p.x, p.y) }
func text(_ r: CGRect) -> String { String(format: "(%.3f, %.3f, %.3f, %.3f)", r.minX, r.minY, r.width, r.height) }
print("convert", text(card.convert(CGPoint(x: 0, y: 0), to: nil)), text(dot.convert(dot.bounds, to: canvas.view)),
      text(canvas.view.convert(CGPoint(x: 70, y: 45), to: card)), text(card.layer.convert(CGPoint(x: 50, y: 25), to: nil)))

// The transaction's keys as Core Foundation passes them, and a transition (warned).
let layer = CALayer()
canvas.layer.addSublayer(layer)
CATransaction.begin()
CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
print("disabled", CATransaction.disableActions())
CATransaction.commit()
let fade = CATransition()
fade.type = kCATransitionFade
fade.duration = 0.3
layer.add(fade, forKey: "fade")
print("transition", layer.animation(forKey: "fade") == nil, NSEC_PER_SEC, NSIntegerMax == Int.max)

// Gesture recognizers: canvas.tap recognizes the card's one-tap recognizer (added to the
// card, tapped on the dot inside it); a long press never recognizes.
final class Taps: NSObject {
    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        print("tapped", recognizer.state == .ended, recognizer.view === card, CACurrentMediaTime())
    }
}
let taps = Taps()
card.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: #selector(Taps.tapped(_:))))
let press = UILongPressGestureRecognizer(target: taps, action: #selector(Taps.tapped(_:)))
dot.addGestureRecognizer(press)
canvas.tap(dot, at: 0.2)
print("recognizers", card.gestureRecognizers?.count ?? 0, press.view === dot, press.state == .possible)

// Core Foundation's run-loop timers (CFRunLoopTimer is a Timer): one shot at 0.3 s, and one
// every 0.1 s from 0.1 s that invalidates itself at its third fire.
let once = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 0.3, 0, 0, 0) { _ in
    print("cf once", CACurrentMediaTime())
}
CFRunLoopAddTimer(CFRunLoopGetCurrent(), once, CFRunLoopMode.commonModes)
var fires = 0
let repeating: Timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 0.1, 0.1, 0, 0) { timer in
    fires += 1
    if fires == 3 {
        print("cf repeating", fires, CACurrentMediaTime())
        CFRunLoopTimerInvalidate(timer)
    }
}!
CFRunLoopAddTimer(CFRunLoopGetMain(), repeating, .defaultMode)

// An empty image, the traits, and an emitter (warned: a setter carries no line, so the
// warning is put where the scene first names the emitter).
print("image", UIImage().cgImage == nil, UIImage().size == .zero, card.traitCollection.userInterfaceStyle == .light,
      card.traitCollection.horizontalSizeClass == .compact)
let emitter = CAEmitterLayer()
emitter.emitterCells = [CAEmitterCell()]
canvas.layer.addSublayer(emitter)
