// A dots loader as an iOS file carries one: Darwin's and Foundation's imports, an iOS
// branch, arc4random_uniform and the standard library's random names for its colors, a
// stored property added to UIView through associated objects, its own CAAnimation
// subclass (and a copy of it), a layer that repeats forever with HUGE, setup in
// awakeFromNib. DarwinNamesTests reads what it prints and renders.
import Darwin
import Foundation
import UIKit
import LoaderAnim

#if os(iOS) || os(tvOS)
let platform = "iOS"
let accent = UIColor.systemBlue
#elseif os(macOS)
let platform = "macOS"
let accent = NSColor.systemRed
#elseif os(Linux)
let platform = "Linux"
let accent = UIColor.systemRed
#else
let platform = "other"
let accent = UIColor.black
#endif
#if targetEnvironment(simulator)
#error("a scene is not the simulator's build")
#endif
#if !os(iOS)
#error("a scene is the iOS build")
#endif

let canvas = scene(title: "Darwin", width: 120, height: 40, duration: 1.6, fps: 10)
func log(_ what: String) { print("\(what) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }

private var pulseCountKey: UInt8 = 0
private var tokenKey = "token"

extension UIView {
    /// How many pulses the view has shown: a stored property in an extension, as iOS code adds one.
    var pulseCount: Int {
        get { objc_getAssociatedObject(self, &pulseCountKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &pulseCountKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// Says when it is released.
final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { log("token \(name) released") }
}

/// A pulse configured in its initializer, as animation subclasses in loaders are.
final class PulseAnimation: CABasicAnimation {
    override init() {
        super.init()
        keyPath = #keyPath(CALayer.opacity)
        fromValue = 1.0
        toValue = 0.2
        duration = 0.4
        autoreverses = true
        repeatCount = HUGE
    }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DotsView: UIView {
    var dots: [CALayer] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        log("awakeFromNib \(Int(bounds.width))x\(Int(bounds.height))")
        let palette: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple]
        for index in 0..<5 {
            let dot = CALayer()
            dot.name = "dot\(index)"
            dot.frame = CGRect(x: 4 + CGFloat(index) * 24, y: 12, width: 16, height: 16)
            dot.cornerRadius = 8
            let pick = Int(arc4random_uniform(UInt32(palette.count)))
            dot.backgroundColor = palette[pick].cgColor
            print("dot\(index) color \(pick)")
            layer.addSublayer(dot)
            dots.append(dot)
        }
    }

    func startAnimating() {
        let pulse = PulseAnimation()
        for (index, dot) in dots.enumerated() {
            let copy = pulse.copy() as! PulseAnimation
            copy.beginTime = CACurrentMediaTime() + 0.1 * Double(index)
            dot.add(copy, forKey: "pulse")
            pulseCount += 1
        }
        print("copy keeps the class: \(type(of: pulse.copy())), keyPath \(pulse.keyPath!), repeatCount \(pulse.repeatCount)")
    }
}

print("platform \(platform), accent blue \(accent == .systemBlue)")
print("screen \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))")
print("int \(Int.random(in: 0..<10)) \(Int.random(in: 1...6)) uint32 \(UInt32.random(in: 0...99))")
print("double \(Double.random(in: 0..<1)) cgfloat \(CGFloat.random(in: 10...20)) float \(Float.random(in: 0..<2))")
print("bool \(Bool.random()) element \(["a", "b", "c"].randomElement()!) arc4random \(arc4random()) drand48 \(drand48())")
var own = SystemRandomNumberGenerator()
print("using: in range \((0..<10).contains(Int.random(in: 0..<10, using: &own)))")

let loader = DotsView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
canvas.view.addSubview(loader)
canvas.awakeFromNib(loader)
loader.startAnimating()
print("pulses \(loader.pulseCount)")

/// A container whose own timing repeats forever: its sublayer's fade runs again every 0.5 s.
let clock = CALayer()
clock.name = "clock"
clock.duration = 0.5
clock.repeatCount = HUGE
let hand = CALayer()
hand.name = "hand"
let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = 0
fade.toValue = 1
fade.duration = 0.5
fade.isRemovedOnCompletion = false
hand.add(fade, forKey: "fade")
clock.addSublayer(hand)
canvas.layer.addSublayer(clock)

DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
    let temporary = UIView()
    objc_setAssociatedObject(temporary, &tokenKey, Token("temporary"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    let kept = objc_getAssociatedObject(temporary, &tokenKey) as? Token
    log("associated \(kept?.name ?? "nothing"), view dropped")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
    let opacity = loader.dots[0].presentation()?.opacity ?? -1
    log("dot0 presentation opacity \((opacity * 1000).rounded() / 1000)")
}
